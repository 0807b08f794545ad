import { useTranslation } from 'react-i18next';

/** A switch that shows whether the storefront shows something, and flips it. */
export function ActiveSwitch({
  checked,
  busy,
  label,
  onToggle,
}: {
  checked: boolean;
  busy: boolean;
  label: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={busy}
      onClick={onToggle}
      className="inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full transition ${checked ? 'bg-green-700' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition ${checked ? 'left-[1.375rem]' : 'left-0.5'}`}
        />
      </span>
      <span aria-hidden="true">{checked ? t('boSortable.visible') : t('boSortable.hidden')}</span>
    </button>
  );
}
