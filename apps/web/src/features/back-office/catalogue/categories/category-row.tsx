import type { TBackOfficeCategory } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { apiPath } from '#src/lib/api-client.ts';
import { ActiveSwitch } from './active-switch.tsx';

const smallButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

/** One category in the list: colour, picture, name, product count, shown or hidden, edit and delete. */
export function CategoryRow({
  category,
  tenantId,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  category: TBackOfficeCategory;
  tenantId: string | null;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { primaryImageId, primaryAltText } = category.images;
  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-center @2xl:gap-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {primaryImageId !== null && tenantId ? (
          <img
            src={apiPath('GET /api/categories/:categoryId/images/:imageId/file', {
              params: { categoryId: category.id, imageId: primaryImageId, tenantId },
            })}
            alt={primaryAltText}
            width={48}
            height={48}
            loading="lazy"
            className="h-12 w-12 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="h-12 w-12 shrink-0 rounded-lg border border-slate-200"
            style={{ backgroundColor: category.color }}
          />
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 shrink-0 rounded-full"
              style={{ backgroundColor: category.color }}
            />
            <span className="truncate">{category.name}</span>
          </p>
          <p className="text-sm text-slate-700">
            {t('boCategories.productCount', { count: category.productCount })}
            {category.images.count > 0 && ` · ${t('boCategories.imageCount', { count: category.images.count })}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ActiveSwitch
          checked={category.isActive}
          busy={toggling}
          label={t('boCategories.activeSwitch', { name: category.name })}
          onToggle={onToggle}
        />
        <button
          type="button"
          className={smallButton}
          onClick={onEdit}
          aria-label={t('boCategories.editLabel', { name: category.name })}
        >
          {t('boCategories.edit')}
        </button>
        <button
          type="button"
          className={`${smallButton} text-red-800`}
          onClick={onDelete}
          aria-label={t('boCategories.deleteLabel', { name: category.name })}
        >
          {t('boCategories.delete')}
        </button>
      </div>
    </div>
  );
}
