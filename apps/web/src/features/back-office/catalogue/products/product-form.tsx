import { DISCOUNT_TYPES, formatWeight, type TBackOfficeProduct, type TProductInfoSection } from '@shop/contracts';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { CheckboxField } from '#src/features/back-office/catalogue/categories/checkbox-field.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';
import { RichTextEditor } from '#src/features/back-office/components/rich-text-editor.tsx';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { useLocale } from '#src/lib/i18n.ts';
import { useCategoryOptions, useSaveProduct } from './api.ts';
import { EMPTY_PRODUCT, formValuesOf, type ProductFormValues, parseNumber, productInputOf } from './form-values.ts';
import { InfoSectionsEditor } from './info-sections-editor.tsx';
import { PricePreview } from './price-preview.tsx';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

type Errors = Partial<Record<keyof ProductFormValues, string>>;

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The storefront's default sections (spec §2.6), as a start for the owner's own. */
function useDefaultSections(values: ProductFormValues): () => TProductInfoSection[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return () => {
    const grams = parseNumber(values.weightGrams);
    return [
      {
        id: 'specifications',
        title: t('info.specifications'),
        content: [
          values.sku && `${t('product.sku')}: ${values.sku}`,
          grams > 0 && `${t('info.weight')}: ${formatWeight(grams, locale)}`,
        ]
          .filter(Boolean)
          .join('\n'),
        isExpanded: true,
        isEnabled: true,
      },
      {
        id: 'shipping',
        title: t('info.shippingReturns'),
        content: t('info.shippingReturnsText'),
        isExpanded: false,
        isEnabled: true,
      },
      {
        id: 'warranty',
        title: t('info.warranty'),
        content: t('info.warrantyText'),
        isExpanded: false,
        isEnabled: true,
      },
    ];
  };
}

export interface ProductFormProps {
  tenantName: string;
  product: TBackOfficeProduct | null;
  onSaved: (saved: TBackOfficeProduct, created: boolean) => void;
  onDuplicate?: () => void;
  onDelete?: () => void;
  busy?: boolean;
  /** Images and add-ons: built elsewhere, shown in their sections. */
  imagesSlot: ReactNode;
  addonsSlot: ReactNode;
}

/** Every field of a product (spec §3) in sections; saved as a whole, server errors shown at their field. */
export function ProductForm({
  tenantName,
  product,
  onSaved,
  onDuplicate,
  onDelete,
  busy,
  imagesSlot,
  addonsSlot,
}: ProductFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProduct(tenantName);
  const categories = useCategoryOptions(tenantName);
  const [initial, setInitial] = useState<ProductFormValues>(() => (product ? formValuesOf(product) : EMPTY_PRODUCT));
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const defaultSections = useDefaultSections(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedGuard(dirty && !save.isPending, t('boProducts.unsavedConfirm'));

  const change = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const field = (name: keyof ProductFormValues) => `${id}-${name}`;
  const text = (name: keyof ProductFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={field(name)}
      label={label}
      value={values[name] as string}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value as never)}
      {...extra}
    />
  );
  const check = (name: keyof ProductFormValues, label: string, hint?: string) => (
    <CheckboxField
      id={field(name)}
      label={label}
      hint={hint}
      checked={values[name] as boolean}
      onChange={(on) => change(name, on as never)}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { id: product?.id ?? null, input: productInputOf(values) },
      {
        onSuccess: (saved) => {
          const next = formValuesOf(saved);
          setInitial(next);
          setValues(next);
          setErrors({});
          onSaved(saved, product === null);
        },
        onError: (error) => {
          const found = apiFieldErrors(error) as Errors;
          setErrors(found);
          setFailure(
            Object.keys(found).length > 0
              ? t('boProducts.fixErrors')
              : apiErrorText(error, { fallback: t('boProducts.saveFailed'), network: t('boProducts.offline') }),
          );
          requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        },
      },
    );
  }

  const sectionId = (name: string) => `${id}-section-${name}`;
  const discountOn = values.discountType !== 'none';
  const sectionsError = errors.focusShopProductInfoSections;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      {failure && <Notice kind="error">{failure}</Notice>}

      <Section id={sectionId('basics')} title={t('boProducts.sectionBasics')}>
        {text('name', t('boProducts.name'), { required: true, maxLength: 200, autoComplete: 'off' })}
        <TextAreaField
          id={field('shortDescription')}
          label={t('boProducts.shortDescription')}
          value={values.shortDescription}
          error={errors.shortDescription}
          rows={3}
          maxLength={2000}
          onChange={(event) => change('shortDescription', event.target.value)}
        />
        <div>
          <p id={`${field('description')}-label`} className="mb-1 block text-sm font-medium">
            {t('boProducts.description')}
          </p>
          <RichTextEditor
            id={field('description')}
            labelId={`${field('description')}-label`}
            value={values.description}
            error={errors.description}
            onChange={(html) => change('description', html)}
          />
          {errors.description && (
            <p id={`${field('description')}-error`} className="mt-1 text-sm text-red-700">
              {errors.description}
            </p>
          )}
        </div>
        {text('sku', t('boProducts.sku'), { required: true, maxLength: 200, autoComplete: 'off' })}
      </Section>

      <Section id={sectionId('price')} title={t('boProducts.sectionPrice')}>
        {text('price', t('boProducts.price'), { required: true, inputMode: 'decimal', className: 'max-w-xs' })}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('boProducts.discountType')}</legend>
          {DISCOUNT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-3">
              <input
                type="radio"
                name={field('discountType')}
                value={type}
                checked={values.discountType === type}
                onChange={() => change('discountType', type)}
                className="h-5 w-5 accent-violet-700"
              />
              {t(`boProducts.discount_${type}`)}
            </label>
          ))}
        </fieldset>
        {values.discountType === 'percentage' &&
          text('discountPercentage', t('boProducts.discountPercentage'), {
            inputMode: 'numeric',
            className: 'max-w-xs',
          })}
        {values.discountType === 'price' &&
          text('discountPrice', t('boProducts.discountPrice'), { inputMode: 'decimal', className: 'max-w-xs' })}
        {discountOn && (
          <div className="grid gap-4 sm:grid-cols-2">
            {text('discountStartDate', t('boProducts.discountStart'), {
              type: 'datetime-local',
              hint: <p className="mt-1 text-sm text-slate-700">{t('boProducts.discountDatesHint')}</p>,
            })}
            {text('discountEndDate', t('boProducts.discountEnd'), { type: 'datetime-local' })}
          </div>
        )}
        <PricePreview values={values} />
      </Section>

      <Section id={sectionId('stock')} title={t('boProducts.sectionStock')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('stockQuantity', t('boProducts.stockQuantity'), { inputMode: 'numeric', required: true })}
          {text('weightGrams', t('boProducts.weight'), {
            inputMode: 'numeric',
            hint: <p className="mt-1 text-sm text-slate-700">{t('boProducts.weightHint')}</p>,
          })}
        </div>
        {check('madeToOrder', t('boProducts.madeToOrder'), t('boProducts.madeToOrderHint'))}
        {check('needsPackageSending', t('boProducts.needsPackage'), t('boProducts.needsPackageHint'))}
      </Section>

      <Section id={sectionId('visibility')} title={t('boProducts.sectionVisibility')}>
        {check('isActive', t('boProducts.isActive'), t('boProducts.isActiveHint'))}
        <SelectField
          id={field('categoryId')}
          label={t('boProducts.category')}
          value={values.categoryId}
          error={errors.categoryId}
          onChange={(event) => change('categoryId', event.target.value)}
          className="max-w-md"
        >
          <option value="">{t('boProducts.noCategory')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.isActive ? category.name : t('boProducts.hiddenCategory', { name: category.name })}
            </option>
          ))}
        </SelectField>
      </Section>

      <Section id={sectionId('focus')} title={t('boProducts.sectionFocus')}>
        <p className="text-sm text-slate-700">{t('boProducts.focusIntro')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {check('focusShopShowBreadcrumb', t('boProducts.showBreadcrumb'))}
          {check('focusShopShowCategory', t('boProducts.showCategory'))}
          {check('focusShopShowSku', t('boProducts.showSku'))}
          {check('focusShopShowStock', t('boProducts.showStock'))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('focusShopPriceTextColor', t('boProducts.priceColour'), {
            placeholder: '#1f2937',
            hint: <p className="mt-1 text-sm text-slate-700">{t('boProducts.colourHint')}</p>,
          })}
          {text('focusShopTitleTextColor', t('boProducts.titleColour'), { placeholder: '#1f2937' })}
        </div>
        <CheckboxField
          id={field('customSections')}
          label={t('boProducts.customSections')}
          hint={t('boProducts.customSectionsHint')}
          checked={values.customSections}
          onChange={(on) => {
            setValues((current) => ({
              ...current,
              customSections: on,
              focusShopProductInfoSections:
                on && current.focusShopProductInfoSections.length === 0
                  ? defaultSections()
                  : current.focusShopProductInfoSections,
            }));
          }}
        />
        {sectionsError && <Notice kind="error">{sectionsError}</Notice>}
        {values.customSections && (
          <InfoSectionsEditor
            idPrefix={field('focusShopProductInfoSections')}
            sections={values.focusShopProductInfoSections}
            onChange={(sections) => change('focusShopProductInfoSections', sections)}
          />
        )}
      </Section>

      <Section id={sectionId('images')} title={t('boProducts.sectionImages')}>
        {imagesSlot}
      </Section>
      {/* The add-ons editor brings its own heading. */}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{addonsSlot}</div>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <button type="submit" className={buttonPrimary} disabled={save.isPending || busy}>
          {save.isPending ? t('boProducts.saving') : t('boProducts.save')}
        </button>
        {dirty && <span className="text-sm text-slate-700">{t('boProducts.unsaved')}</span>}
      </div>
      {(onDuplicate || onDelete) && (
        <section aria-labelledby={sectionId('more')} className="flex flex-col gap-3">
          <h2 id={sectionId('more')} className="text-lg font-bold">
            {t('boProducts.moreActions')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {onDuplicate && (
              <button
                type="button"
                className={buttonSecondary}
                disabled={busy || save.isPending}
                onClick={() => {
                  if (!dirty || window.confirm(t('boProducts.unsavedConfirm'))) onDuplicate();
                }}
              >
                {t('boProducts.duplicate')}
              </button>
            )}
            {onDelete && (
              <button type="button" className={dangerButton} disabled={busy || save.isPending} onClick={onDelete}>
                {t('boProducts.delete')}
              </button>
            )}
          </div>
        </section>
      )}
    </form>
  );
}
