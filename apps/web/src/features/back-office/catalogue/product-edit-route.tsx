import texts from 'virtual:locale-sections/nl/boProducts,boSortable,info,product';
import type { TBackOfficeProduct } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { AddonsEditor } from '#src/features/back-office/catalogue/addons-editor.tsx';
import { useDuplicateProduct, useProduct } from '#src/features/back-office/catalogue/products/api.ts';
import { DeleteProductDialog } from '#src/features/back-office/catalogue/products/delete-product-dialog.tsx';
import { takeFlash } from '#src/features/back-office/catalogue/products/flash.ts';
import { ProductForm } from '#src/features/back-office/catalogue/products/product-form.tsx';
import { ImageManager } from '#src/features/back-office/media/image-manager.tsx';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);

type Flash = { kind: 'success' | 'error'; text: string } | null;

/** /{tenant}/dashboard/products/:productId ('new' for a new product): the product editor. */
export default function ProductEditRoute({ tenantName, productId }: { tenantName: string; productId: string }) {
  const isNew = productId === 'new';
  const id = isNew ? null : Number(productId);
  const valid = isNew || (Number.isInteger(id) && (id ?? 0) > 0);
  const { t } = useTranslation();
  const product = useProduct(tenantName, valid ? id : null);
  const title = isNew ? t('boProducts.newTitle') : (product.data?.name ?? t('boProducts.editTitle'));
  usePlatformTitle(title);

  const redirect = platformRedirectFor(product.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (!valid) return <Missing />;
  if (!isNew && product.isPending) return <LoadingState label={t('boProducts.loading')} />;
  if (!isNew && product.isError) {
    return (product.error as { status?: number }).status === 404 ? (
      <Missing />
    ) : (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-3 py-6">
        <Notice kind="error">{t('boProducts.loadFailed')}</Notice>
        <button type="button" className={buttonSecondary} onClick={() => void product.refetch()}>
          {t('boProducts.retry')}
        </button>
      </div>
    );
  }
  // A new key per product gives the form fresh values after a copy or a create.
  return <Editor key={product.data?.id ?? 'new'} tenantName={tenantName} product={product.data ?? null} />;
}

function Missing() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-3 py-6">
      <h1 className="text-2xl font-bold">{t('boProducts.notFound')}</h1>
      <Link href="/products" className={buttonSecondary}>
        {t('boProducts.backToList')}
      </Link>
    </div>
  );
}

function Editor({ tenantName, product }: { tenantName: string; product: TBackOfficeProduct | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const duplicate = useDuplicateProduct(tenantName);
  const [flash, setFlash] = useState<Flash>(() => {
    const text = takeFlash();
    return text ? { kind: 'success', text } : null;
  });
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const announce = (next: Flash) => {
    setFlash(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 py-6">
      <div>
        <Link href="/products" className="text-violet-800 underline underline-offset-2">
          {t('boProducts.backToList')}
        </Link>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold break-words focus:outline-none">
          {product ? product.name : t('boProducts.newTitle')}
        </h1>
        {product && !product.isActive && <p className="mt-1 text-slate-700">{t('boProducts.inactiveNote')}</p>}
      </div>
      {flash && <Notice kind={flash.kind}>{flash.text}</Notice>}
      <ProductForm
        tenantName={tenantName}
        product={product}
        busy={duplicate.isPending}
        onSaved={(saved, created) => {
          if (created) {
            navigate(`/products/${saved.id}`, {
              replace: true,
              state: { flash: t('boProducts.created', { name: saved.name }) },
            });
          } else {
            announce({ kind: 'success', text: t('boProducts.saved', { name: saved.name }) });
          }
        }}
        onDuplicate={
          product
            ? () =>
                duplicate.mutate(product.id, {
                  onSuccess: (copy) =>
                    navigate(`/products/${copy.id}`, {
                      state: { flash: t('boProducts.duplicated', { name: copy.name, sku: copy.sku }) },
                    }),
                  onError: (error) =>
                    announce({
                      kind: 'error',
                      text: apiErrorText(error, {
                        fallback: t('boProducts.actionFailed'),
                        network: t('boProducts.offline'),
                      }),
                    }),
                })
            : undefined
        }
        onDelete={product ? () => setDeleting(true) : undefined}
        imagesSlot={
          product ? (
            <ImageManager
              tenantName={tenantName}
              owner={{ kind: 'product', id: product.id }}
              suggestedAlt={product.name}
            />
          ) : (
            <p className="text-slate-700">{t('boProducts.saveFirstImages')}</p>
          )
        }
        addonsSlot={
          product ? (
            <AddonsEditor tenantName={tenantName} productId={product.id} />
          ) : (
            <p className="text-slate-700">{t('boProducts.saveFirst')}</p>
          )
        }
      />
      {deleting && product && (
        <DeleteProductDialog
          tenantName={tenantName}
          product={product}
          onClose={() => setDeleting(false)}
          onDeleted={(name) =>
            navigate('/products', { replace: true, state: { flash: t('boProducts.deleted', { name }) } })
          }
        />
      )}
    </div>
  );
}
