import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#src/components/ui/icons.tsx';

/**
 * A modal <dialog>: labelled by its title, focus kept inside by the browser, Escape and the close
 * button call onClose. `closeRef` lets the content close it the same way.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Opened before the first paint, so it never shows as a closed (hidden) dialog for a frame; and
  // again on the next frame if the page moved it meanwhile (a moved modal dialog stays open but is
  // no longer modal: Escape and the backdrop would stop working).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = () => {
      if (!dialog.isConnected || isModal(dialog)) return;
      if (typeof dialog.showModal !== 'function') return dialog.setAttribute('open', '');
      dialog.removeAttribute('open');
      dialog.showModal();
    };
    open();
    const frame = requestAnimationFrame(open);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[92vh] ${wide ? 'w-[min(94vw,40rem)]' : 'w-[min(92vw,28rem)]'} overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60`}
    >
      <div className="flex items-center justify-between border-b border-line px-6 py-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-link"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="px-6 py-6">{children}</div>
    </dialog>
  );
}

/** Whether the dialog is shown as a modal (where the browser cannot tell, an open one counts). */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return dialog.open;
  }
}
