import texts from 'virtual:locale-sections/nl/boCategories,boSortable';
import type { TBackOfficeCategory } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useDashboard } from '#src/features/back-office/api/dashboard.ts';
import {
  useCategories,
  useRefreshCategories,
  useReorderCategories,
  useSaveCategory,
} from '#src/features/back-office/catalogue/categories/api.ts';
import { CategoryForm } from '#src/features/back-office/catalogue/categories/category-form.tsx';
import { CategoryRow } from '#src/features/back-office/catalogue/categories/category-row.tsx';
import { DeleteCategoryDialog } from '#src/features/back-office/catalogue/categories/delete-category-dialog.tsx';
import { useReturnFocus } from '#src/features/back-office/catalogue/categories/return-focus.ts';
import { SortableList } from '#src/features/back-office/catalogue/categories/sortable-list.tsx';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);

type Editing = { category: TBackOfficeCategory | null } | null;

/** /{tenant}/dashboard/categories: the shop's categories in their storefront order. */
export default function CategoriesRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  usePlatformTitle(t('boCategories.pageTitle'));
  const categories = useCategories(tenantName);
  const tenantId = useDashboard(tenantName).data?.tenant.id ?? null;
  const reorder = useReorderCategories(tenantName);
  const refresh = useRefreshCategories(tenantName);
  const toggle = useSaveCategory(tenantName);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TBackOfficeCategory | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus();

  const redirect = platformRedirectFor(categories.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (categories.isPending) return <LoadingState label={t('boCategories.loading')} />;

  const failed = (error: unknown) =>
    setOutcome({
      kind: 'error',
      text: apiErrorText(error, { fallback: t('boCategories.saveFailed'), network: t('boCategories.offline') }),
    });

  const onReorder = (ids: number[]) => {
    setOutcome(null);
    reorder.mutate(ids, { onError: failed });
  };

  const onToggle = (category: TBackOfficeCategory) => {
    setOutcome(null);
    const { name, description, color } = category;
    toggle.mutate(
      { id: category.id, input: { name, description, color, isActive: !category.isActive } },
      {
        onSuccess: (saved) =>
          setOutcome({
            kind: 'success',
            text: t(saved.isActive ? 'boCategories.shown' : 'boCategories.hidden', { name: saved.name }),
          }),
        onError: failed,
      },
    );
  };

  const list = categories.data ?? [];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 py-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {t('boCategories.title')}
          </h1>
          <p className="mt-1 text-slate-700">{t('boCategories.intro')}</p>
        </div>
        <button
          ref={newButton}
          type="button"
          className={buttonPrimary}
          onClick={() => {
            setOutcome(null);
            focus.remember();
            setEditing({ category: null });
          }}
        >
          {t('boCategories.new')}
        </button>
      </header>

      {categories.isError && (
        <div className="flex flex-col items-start gap-3">
          <Notice kind="error">{t('boCategories.loadFailed')}</Notice>
          <button type="button" className={buttonSecondary} onClick={() => void categories.refetch()}>
            {t('boCategories.retry')}
          </button>
        </div>
      )}
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}

      {categories.isSuccess && list.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('boCategories.empty')}
        </p>
      )}
      {list.length > 0 && (
        <SortableList
          items={list}
          label={t('boCategories.listLabel')}
          itemName={(category) => category.name}
          onReorder={onReorder}
          renderItem={(category) => (
            <CategoryRow
              category={category}
              tenantId={tenantId}
              toggling={toggle.isPending && toggle.variables?.id === category.id}
              onToggle={() => onToggle(category)}
              onEdit={() => {
                setOutcome(null);
                focus.remember();
                setEditing({ category });
              }}
              onDelete={() => {
                setOutcome(null);
                focus.remember();
                setDeleting(category);
              }}
            />
          )}
        />
      )}

      {editing && (
        <CategoryForm
          tenantName={tenantName}
          category={editing.category}
          onClose={() => {
            setEditing(null);
            void refresh();
            focus.restore(newButton.current);
          }}
          onSaved={(saved, created) => {
            setEditing(null);
            setOutcome({
              kind: 'success',
              text: t(created ? 'boCategories.created' : 'boCategories.saved', { name: saved.name }),
            });
            focus.restore(heading.current, !created);
          }}
        />
      )}
      {deleting && (
        <DeleteCategoryDialog
          tenantName={tenantName}
          category={deleting}
          onClose={() => {
            setDeleting(null);
            focus.restore(heading.current);
          }}
          onDeleted={(name) => {
            setDeleting(null);
            setOutcome({ kind: 'success', text: t('boCategories.deleted', { name }) });
            focus.restore(heading.current, false);
          }}
        />
      )}
    </div>
  );
}
