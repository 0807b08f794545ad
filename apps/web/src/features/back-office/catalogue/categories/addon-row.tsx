import { formatEuros, type TBackOfficeAddon } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveSwitch } from './active-switch.tsx';

const smallButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

/** One add-on in the product's list: name, price, type and rules, shown or hidden, edit and delete. */
export function AddonRow({
  addon,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  addon: TBackOfficeAddon;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'nl';
  const facts = [
    addon.type === 'Complex' ? t('boAddons.typeComplex') : t('boAddons.typeSimple'),
    addon.isRequired && t('boAddons.requiredBadge'),
    addon.type === 'Complex' && addon.isInputRequired && t('boAddons.inputRequiredBadge'),
    addon.images.count > 0 && t('boAddons.imageCount', { count: addon.images.count }),
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-center @2xl:gap-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
          <span className="break-words">{addon.name}</span>
          <span className="text-sm font-normal text-slate-700">+ {formatEuros(addon.price, language)}</span>
        </p>
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ActiveSwitch
          checked={addon.isActive}
          busy={toggling}
          label={t('boAddons.activeSwitch', { name: addon.name })}
          onToggle={onToggle}
        />
        <button
          type="button"
          className={smallButton}
          onClick={onEdit}
          aria-label={t('boAddons.editLabel', { name: addon.name })}
        >
          {t('boAddons.edit')}
        </button>
        <button
          type="button"
          className={`${smallButton} text-red-800`}
          onClick={onDelete}
          aria-label={t('boAddons.deleteLabel', { name: addon.name })}
        >
          {t('boAddons.delete')}
        </button>
      </div>
    </div>
  );
}
