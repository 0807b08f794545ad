import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/**
 * The account icon's login dialog (spec §2.4). Its login/register forms arrive with the buying
 * issue; the modal shell (focus trap, Escape, labelled) is here.
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex items-center justify-between border-b border-line px-6 py-4">
        <h2 id={titleId} className="text-xl font-bold">
          {t('account.loginTitle')}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={t('common.close')}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="space-y-4 px-6 py-6">
        <p className="text-muted">{t('account.comingSoon')}</p>
        <button type="button" className={`${buttonPrimary} w-full`} onClick={() => ref.current?.close()}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
