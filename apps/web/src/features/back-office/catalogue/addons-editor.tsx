import texts from 'virtual:locale-sections/nl/boAddons,boSortable';
import type { TBackOfficeAddon } from '@shop/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { AddonForm } from '#src/features/back-office/catalogue/categories/addon-form.tsx';
import { AddonRow } from '#src/features/back-office/catalogue/categories/addon-row.tsx';
import {
  useAddons,
  useRefreshAddons,
  useReorderAddons,
  useSaveAddon,
} from '#src/features/back-office/catalogue/categories/api.ts';
import { DeleteAddonDialog } from '#src/features/back-office/catalogue/categories/delete-addon-dialog.tsx';
import { useReturnFocus } from '#src/features/back-office/catalogue/categories/return-focus.ts';
import { SortableList } from '#src/features/back-office/catalogue/categories/sortable-list.tsx';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/**
 * The add-ons of a saved product (spec §3 Product addon), inside the product editor: add, edit,
 * delete, show or hide, and order them. Each change is saved at once, on its own.
 */
export function AddonsEditor({ tenantName, productId }: { tenantName: string; productId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const addons = useAddons(tenantName, productId);
  const reorder = useReorderAddons(tenantName, productId);
  const refresh = useRefreshAddons(tenantName, productId);
  const toggle = useSaveAddon(tenantName, productId);
  const [editing, setEditing] = useState<{ addon: TBackOfficeAddon | null } | null>(null);
  const [deleting, setDeleting] = useState<TBackOfficeAddon | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus();

  const failed = (error: unknown) =>
    setOutcome({
      kind: 'error',
      text: apiErrorText(error, { fallback: t('boAddons.saveFailed'), network: t('boAddons.offline') }),
    });

  const onToggle = (addon: TBackOfficeAddon) => {
    setOutcome(null);
    const { id, productId: _product, displayOrder: _order, images: _images, ...input } = addon;
    toggle.mutate(
      { id, input: { ...input, isActive: !addon.isActive } },
      {
        onSuccess: (saved) =>
          setOutcome({
            kind: 'success',
            text: t(saved.isActive ? 'boAddons.shown' : 'boAddons.hidden', { name: saved.name }),
          }),
        onError: failed,
      },
    );
  };

  const list = addons.data ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            {t('boAddons.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('boAddons.intro')}</p>
        </div>
        <button
          ref={addButton}
          type="button"
          className={buttonSecondary}
          onClick={() => {
            setOutcome(null);
            focus.remember();
            setEditing({ addon: null });
          }}
        >
          {t('boAddons.add')}
        </button>
      </div>
      {addons.isPending && (
        <p role="status" className="text-slate-700">
          {t('boAddons.loading')}
        </p>
      )}
      {addons.isError && (
        <div className="flex flex-col items-start gap-3">
          <Notice kind="error">{t('boAddons.loadFailed')}</Notice>
          <button type="button" className={buttonSecondary} onClick={() => void addons.refetch()}>
            {t('boAddons.retry')}
          </button>
        </div>
      )}
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      {addons.isSuccess && list.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-700">
          {t('boAddons.empty')}
        </p>
      )}
      {list.length > 0 && (
        <SortableList
          items={list}
          label={t('boAddons.listLabel')}
          itemName={(addon) => addon.name}
          onReorder={(ids) => {
            setOutcome(null);
            reorder.mutate(ids, { onError: failed });
          }}
          renderItem={(addon) => (
            <AddonRow
              addon={addon}
              toggling={toggle.isPending && toggle.variables?.id === addon.id}
              onToggle={() => onToggle(addon)}
              onEdit={() => {
                setOutcome(null);
                focus.remember();
                setEditing({ addon });
              }}
              onDelete={() => {
                setOutcome(null);
                focus.remember();
                setDeleting(addon);
              }}
            />
          )}
        />
      )}
      {editing && (
        <AddonForm
          tenantName={tenantName}
          productId={productId}
          addon={editing.addon}
          onClose={() => {
            setEditing(null);
            void refresh();
            focus.restore(addButton.current);
          }}
          onSaved={(saved, created) => {
            setEditing(null);
            setOutcome({
              kind: 'success',
              text: t(created ? 'boAddons.created' : 'boAddons.saved', { name: saved.name }),
            });
            focus.restore(addButton.current, !created);
          }}
        />
      )}
      {deleting && (
        <DeleteAddonDialog
          tenantName={tenantName}
          productId={productId}
          addon={deleting}
          onClose={() => {
            setDeleting(null);
            focus.restore(addButton.current);
          }}
          onDeleted={(name) => {
            setDeleting(null);
            setOutcome({ kind: 'success', text: t('boAddons.deleted', { name }) });
            focus.restore(addButton.current, false);
          }}
        />
      )}
    </section>
  );
}
