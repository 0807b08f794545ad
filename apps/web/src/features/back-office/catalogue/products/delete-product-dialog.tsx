import type { TBackOfficeProduct } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { useDeleteProduct } from './api.ts';

/** Asks before a product goes; orders that name it keep their own copy of the line. */
export function DeleteProductDialog({
  tenantName,
  product,
  onClose,
  onDeleted,
}: {
  tenantName: string;
  product: TBackOfficeProduct;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteProduct(tenantName);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal title={t('boProducts.deleteTitle', { name: product.name })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>{t('boProducts.deleteText')}</p>
        {product.orderLineCount > 0 && <p>{t('boProducts.deleteOrders', { count: product.orderLineCount })}</p>}
        {!product.isActive ? null : <p>{t('boProducts.deleteOrHide')}</p>}
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boProducts.cancel')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(product.id, {
                onSuccess: () => onDeleted(product.name),
                onError: (error) =>
                  setFailure(
                    apiErrorText(error, { fallback: t('boProducts.deleteFailed'), network: t('boProducts.offline') }),
                  ),
              })
            }
          >
            {t('boProducts.deleteConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
