import type { TBackOfficeAddon } from '@shop/contracts';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { useDeleteAddon } from './api.ts';
import { dialogHost } from './portal-target.ts';

/** Asks before an add-on goes; orders that chose it keep their copy. */
export function DeleteAddonDialog({
  tenantName,
  productId,
  addon,
  onClose,
  onDeleted,
}: {
  tenantName: string;
  productId: number;
  addon: TBackOfficeAddon;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAddon(tenantName, productId);
  const [failure, setFailure] = useState<string | null>(null);
  return createPortal(
    <Modal title={t('boAddons.deleteTitle', { name: addon.name })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>{t('boAddons.deleteText')}</p>
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boAddons.cancel')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(addon.id, {
                onSuccess: () => onDeleted(addon.name),
                onError: (error) =>
                  setFailure(
                    apiErrorText(error, { fallback: t('boAddons.deleteFailed'), network: t('boAddons.offline') }),
                  ),
              })
            }
          >
            {t('boAddons.deleteConfirm')}
          </button>
        </div>
      </div>
    </Modal>,
    dialogHost(),
  );
}
