import type { ReactNode } from 'react';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';

/**
 * Asks before something that cannot be undone (delete, remove): the explanation, then "keep" and
 * the confirming button, which is disabled while the action runs.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className="grid gap-4">
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {keepLabel}
          </button>
          <button type="button" className={dangerButton} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
