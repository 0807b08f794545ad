import texts from 'virtual:locale-sections/nl/boImport';
import { IMPORT_MAX_BYTES, type TImportPreview, type TImportResult } from '@shop/contracts';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { buttonPrimary, buttonSecondary, card, textLink } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';
import { exportHref, refusedPreview, usePreviewImport, useRunImport } from './import-api.ts';
import { PreviewRows } from './preview-rows.tsx';
import { sampleCsvHref } from './sample-csv.ts';

addDutchTexts(texts);

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function PreviewSummary({ preview }: { preview: TImportPreview }) {
  const { t } = useTranslation();
  const { summary } = preview;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      <li>
        {t('boImport.summaryProducts', { count: summary.products, creates: summary.creates, updates: summary.updates })}
      </li>
      <li className={summary.rowsWithErrors > 0 ? 'font-semibold text-red-400 [:root:not(.dark)_&]:text-red-700' : ''}>
        {t('boImport.summaryErrors', { count: summary.rowsWithErrors })}
      </li>
      <li>{t('boImport.summaryWarnings', { count: summary.rowsWithWarnings })}</li>
      {summary.newCategories.length > 0 && (
        <li>{t('boImport.summaryCategories', { names: summary.newCategories.join(', ') })}</li>
      )}
      <li>{t('boImport.summaryImages', { count: summary.images })}</li>
    </ul>
  );
}

/** /{tenant}/dashboard/import: export the catalogue as CSV; import our CSV or a Shopify export. */
export default function ImportRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  usePlatformTitle(t('boImport.pageTitle'));
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [updateExisting, setUpdateExisting] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const previewImport = usePreviewImport(tenantName);
  const runImport = useRunImport(tenantName);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const preview = refusedPreview(runImport.error) ?? previewImport.data ?? null;
  const redirect = platformRedirectFor(previewImport.error ?? runImport.error);

  const errorOf = (error: unknown) =>
    apiErrorText(error, { fallback: t('boImport.failed'), network: t('boImport.offline') });

  const check = (chosen: File, update = updateExisting) => {
    setOutcome(null);
    setResult(null);
    runImport.reset();
    if (chosen.size > IMPORT_MAX_BYTES) {
      previewImport.reset();
      setOutcome({ kind: 'error', text: t('boImport.tooLarge') });
      return;
    }
    previewImport.mutate(
      { file: chosen, updateExisting: update },
      {
        onSuccess: () => previewHeading.current?.focus(),
        onError: (error) => setOutcome({ kind: 'error', text: errorOf(error) }),
      },
    );
  };

  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    check(chosen);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const startImport = () => {
    if (!file) return;
    setOutcome(null);
    runImport.mutate(
      { file, updateExisting },
      {
        onSuccess: (done) => {
          setResult(done);
          setFile(null);
          previewImport.reset();
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setOutcome({ kind: 'error', text: errorOf(error) }),
      },
    );
  };

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (redirect) return <Redirect to={redirect} replace />;

  const busy = previewImport.isPending || runImport.isPending;
  const count = preview?.summary.products ?? 0;
  const hasErrors = (preview?.summary.rowsWithErrors ?? 0) > 0;
  const canImport = preview !== null && !hasErrors && count > 0 && !busy && file !== null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <header>
        <h1 className="text-2xl font-bold">{t('boImport.title')}</h1>
        <p className="mt-1 text-muted">{t('boImport.intro')}</p>
      </header>

      <section aria-labelledby={`${id}-export`} className={`${card} flex flex-col gap-3 p-4 sm:p-6`}>
        <h2 id={`${id}-export`} className="text-lg font-semibold">
          {t('boImport.exportHeading')}
        </h2>
        <p className="text-sm">{t('boImport.exportText')}</p>
        <a href={exportHref(tenantName)} download className={`${buttonSecondary} self-start`}>
          {t('boImport.exportButton')}
        </a>
      </section>

      <section aria-labelledby={`${id}-import`} className={`${card} flex flex-col gap-4 p-4 sm:p-6`}>
        <h2 id={`${id}-import`} className="text-lg font-semibold">
          {t('boImport.importHeading')}
        </h2>
        <p className="text-sm">{t('boImport.importText')}</p>

        <fieldset
          aria-labelledby={`${id}-file-label`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex min-w-0 flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center focus-within:outline-2 focus-within:outline-link ${
            dragging ? 'border-primary bg-surface-2' : 'border-line'
          }`}
        >
          <label id={`${id}-file-label`} htmlFor={`${id}-file`} className="font-semibold">
            {t('boImport.fileLabel')}
          </label>
          <p id={`${id}-drop`} className="text-sm text-muted">
            {t('boImport.fileDrop')}
          </p>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-drop ${id}-limits`}
            className="max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:font-semibold file:text-fg"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p id={`${id}-limits`} className="text-xs text-muted">
            {t('boImport.fileLimits')}
          </p>
        </fieldset>

        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a href={sampleCsvHref()} download="voorbeeld-producten.csv" className={textLink}>
            {t('boImport.sampleLink')}
          </a>
        </div>

        <details className="rounded-lg border border-line p-3 text-sm">
          <summary className="cursor-pointer font-semibold">{t('boImport.shopifyHelpSummary')}</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>{t('boImport.shopifyStep1')}</li>
            <li>{t('boImport.shopifyStep2')}</li>
            <li>{t('boImport.shopifyStep3')}</li>
            <li>{t('boImport.shopifyStep4')}</li>
          </ol>
          <p className="mt-2">{t('boImport.shopifyMapping')}</p>
        </details>

        <div className="flex items-start gap-3">
          <input
            id={`${id}-update`}
            type="checkbox"
            className="mt-1 h-5 w-5"
            checked={updateExisting}
            aria-describedby={`${id}-update-hint`}
            onChange={(event) => {
              setUpdateExisting(event.target.checked);
              if (file) check(file, event.target.checked);
            }}
          />
          <div>
            <label htmlFor={`${id}-update`} className="font-medium">
              {t('boImport.updateExisting')}
            </label>
            <p id={`${id}-update-hint`} className="text-sm text-muted">
              {t('boImport.updateExistingHint')}
            </p>
          </div>
        </div>

        <p role="status" className="text-sm">
          {previewImport.isPending ? t('boImport.checking') : runImport.isPending ? t('boImport.importing') : ''}
        </p>
        {runImport.isPending && <progress className="w-full" aria-label={t('boImport.importing')} />}
        {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      </section>

      {result && (
        <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
          <Notice kind="success">
            {t('boImport.result', {
              created: result.created,
              updated: result.updated,
              categories: result.categoriesCreated,
              images: result.imagesStored,
            })}
          </Notice>
        </div>
      )}

      {preview && (
        <section aria-labelledby={`${id}-preview`} className={`${card} flex flex-col gap-4 p-4 sm:p-6`}>
          <h2
            id={`${id}-preview`}
            ref={previewHeading}
            tabIndex={-1}
            className="text-lg font-semibold focus:outline-none"
          >
            {t('boImport.previewHeading', { name: file?.name ?? '' })}
          </h2>
          <p className="text-sm">
            {t('boImport.detectedFormat', {
              format: t(preview.format === 'shopify' ? 'boImport.formatShopify' : 'boImport.formatOurs'),
            })}
          </p>
          <PreviewSummary preview={preview} />
          {hasErrors && <Notice kind="error">{t('boImport.fixFirst')}</Notice>}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonPrimary} disabled={!canImport} onClick={startImport}>
              {t('boImport.importButton', { count })}
            </button>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => fileInput.current?.click()}
              disabled={busy}
            >
              {t('boImport.chooseOther')}
            </button>
          </div>
          <PreviewRows preview={preview} />
        </section>
      )}
    </div>
  );
}
