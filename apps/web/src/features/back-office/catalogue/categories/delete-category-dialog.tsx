import type { TBackOfficeCategory } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { useDeleteCategory } from './api.ts';

/** Asks before a category goes; its products stay, without a category. */
export function DeleteCategoryDialog({
  tenantName,
  category,
  onClose,
  onDeleted,
}: {
  tenantName: string;
  category: TBackOfficeCategory;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCategory(tenantName);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal title={t('boCategories.deleteTitle', { name: category.name })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>
          {category.productCount > 0
            ? t('boCategories.deleteKeepsProducts', { count: category.productCount })
            : t('boCategories.deleteNoProducts')}
        </p>
        {category.images.count > 0 && <p>{t('boCategories.deleteImages', { count: category.images.count })}</p>}
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boCategories.cancel')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(category.id, {
                onSuccess: () => onDeleted(category.name),
                onError: (error) =>
                  setFailure(
                    apiErrorText(error, {
                      fallback: t('boCategories.deleteFailed'),
                      network: t('boCategories.offline'),
                    }),
                  ),
              })
            }
          >
            {t('boCategories.deleteConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
