import type { TBackOfficeShippingMethod } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { ActiveSwitch } from '#src/features/back-office/catalogue/categories/active-switch.tsx';
import { SortableList } from '#src/features/back-office/catalogue/categories/sortable-list.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import {
  useDeleteShippingMethod,
  useReorderShippingMethods,
  useSaveShippingMethod,
  useShippingMethods,
} from './api.ts';
import { ShippingForm } from './shipping-form.tsx';

const smallButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

function MethodRow({
  method,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  method: TBackOfficeShippingMethod;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(method.price);
  const weight =
    method.minWeight === null && method.maxWeight === null
      ? t('boCheckout.shipping.anyWeight')
      : t('boCheckout.shipping.weightRangeText', { min: method.minWeight ?? 0, max: method.maxWeight ?? '∞' });
  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-center @2xl:gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{method.name}</p>
        <p className="text-sm text-slate-700">
          {t(`boCheckout.shipping.types.${method.type}`)} · {price} ·{' '}
          {t('boCheckout.shipping.days', { count: method.estimatedDays })} · {weight}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ActiveSwitch
          checked={method.isActive}
          busy={toggling}
          label={t('boCheckout.shipping.activeSwitch', { name: method.name })}
          onToggle={onToggle}
        />
        <button type="button" className={smallButton} onClick={onEdit}>
          {t('boCheckout.edit')}
          <span className="sr-only"> {method.name}</span>
        </button>
        <button type="button" className={smallButton} onClick={onDelete}>
          {t('boCheckout.delete')}
          <span className="sr-only"> {method.name}</span>
        </button>
      </div>
    </div>
  );
}

function DeleteDialog({
  tenantName,
  method,
  onClose,
  onDeleted,
}: {
  tenantName: string;
  method: TBackOfficeShippingMethod;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteShippingMethod(tenantName);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal title={t('boCheckout.shipping.deleteTitle', { name: method.name })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>{t('boCheckout.shipping.deleteText')}</p>
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boCheckout.cancel')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(method.id, {
                onSuccess: onDeleted,
                onError: (error) =>
                  setFailure(
                    apiErrorText(error, { fallback: t('boCheckout.saveFailed'), network: t('boCheckout.offline') }),
                  ),
              })
            }
          >
            {t('boCheckout.delete')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

type Editing = { method: TBackOfficeShippingMethod | null } | null;

/** The shop's shipping methods in the order the checkout shows them. */
export function ShippingTab({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const methods = useShippingMethods(tenantName);
  const reorder = useReorderShippingMethods(tenantName);
  const toggle = useSaveShippingMethod(tenantName);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TBackOfficeShippingMethod | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  if (methods.isPending) return <LoadingState label={t('boCheckout.loading')} />;
  const failed = (error: unknown) =>
    setOutcome({
      kind: 'error',
      text: apiErrorText(error, { fallback: t('boCheckout.saveFailed'), network: t('boCheckout.offline') }),
    });
  const list = methods.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-slate-700">{t('boCheckout.shipping.intro')}</p>
        <button
          ref={newButton}
          type="button"
          className={buttonPrimary}
          onClick={() => {
            setOutcome(null);
            setEditing({ method: null });
          }}
        >
          {t('boCheckout.shipping.new')}
        </button>
      </div>
      {methods.isError && <Notice kind="error">{t('boCheckout.loadFailed')}</Notice>}
      <div aria-live="polite">{outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}</div>
      {methods.isSuccess && list.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('boCheckout.shipping.empty')}
        </p>
      )}
      {list.length > 0 && (
        <SortableList
          items={list}
          label={t('boCheckout.shipping.listLabel')}
          itemName={(method) => method.name}
          onReorder={(ids) => {
            setOutcome(null);
            reorder.mutate(ids, { onError: failed });
          }}
          renderItem={(method) => (
            <MethodRow
              method={method}
              toggling={toggle.isPending && toggle.variables?.id === method.id}
              onToggle={() => {
                setOutcome(null);
                const { id, displayOrder: _order, ...input } = method;
                toggle.mutate({ id, input: { ...input, isActive: !method.isActive } }, { onError: failed });
              }}
              onEdit={() => {
                setOutcome(null);
                setEditing({ method });
              }}
              onDelete={() => {
                setOutcome(null);
                setDeleting(method);
              }}
            />
          )}
        />
      )}
      {editing && (
        <ShippingForm
          tenantName={tenantName}
          method={editing.method}
          onClose={() => {
            setEditing(null);
            newButton.current?.focus();
          }}
          onSaved={(saved, created) => {
            setEditing(null);
            setOutcome({
              kind: 'success',
              text: t(created ? 'boCheckout.shipping.created' : 'boCheckout.shipping.saved', { name: saved.name }),
            });
            newButton.current?.focus();
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          tenantName={tenantName}
          method={deleting}
          onClose={() => {
            setDeleting(null);
            newButton.current?.focus();
          }}
          onDeleted={() => {
            setOutcome({ kind: 'success', text: t('boCheckout.shipping.deleted', { name: deleting.name }) });
            setDeleting(null);
            newButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
