import texts from 'virtual:locale-sections/nl/boDomains';
import type { TDnsRecord, TShopDomain } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { BackOfficeSection } from '#src/features/back-office/components/back-office-section.tsx';
import { ConfirmDialog } from '#src/features/back-office/components/confirm-dialog.tsx';
import {
  useAddDomain,
  useCheckDomain,
  useDomains,
  useMakePrimary,
  useRemoveDomain,
} from '#src/features/back-office/domains/api.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { apiErrorCode, apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);

const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';
const STATUS_STYLE: Record<TShopDomain['status'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  verified: 'bg-emerald-100 text-emerald-950',
  failing: 'bg-red-100 text-red-950',
};

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** /{tenant}/dashboard/domains: the owner's own domains — add one, the DNS records to create, check, primary, remove. */
export default function DomainsRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  usePlatformTitle(`${t('boDomains.title')} – ${tenantName}`);
  const domains = useDomains(tenantName);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const redirect = platformRedirectFor(domains.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (domains.isPending) return <LoadingState label={t('boDomains.loading')} />;
  if (domains.isError) {
    const ownerOnly = apiErrorCode(domains.error) === 'owner_only';
    const missing = domains.error instanceof ApiError && domains.error.status === 404;
    return (
      <MessageState
        title={ownerOnly ? t('boDomains.ownerOnlyTitle') : t('boDomains.title')}
        message={ownerOnly ? t('boDomains.ownerOnly') : missing ? t('boDomains.notFound') : t('boDomains.loadFailed')}
      />
    );
  }
  const full = domains.data.domains.length >= domains.data.max;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('boDomains.title')}</h1>
        <p className="mt-1 text-slate-700">{t('boDomains.intro')}</p>
      </div>
      <div aria-live="polite">{outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}</div>
      <BackOfficeSection title={t('boDomains.add.title')}>
        {full ? (
          <p className="text-slate-700">{t('boDomains.add.full', { max: domains.data.max })}</p>
        ) : (
          <AddForm tenantName={tenantName} onOutcome={setOutcome} />
        )}
      </BackOfficeSection>
      <BackOfficeSection title={t('boDomains.list.title')}>
        {domains.data.domains.length === 0 ? (
          <p className="text-slate-700">{t('boDomains.list.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {domains.data.domains.map((domain) => (
              <DomainItem key={domain.id} tenantName={tenantName} domain={domain} onOutcome={setOutcome} />
            ))}
          </ul>
        )}
      </BackOfficeSection>
    </div>
  );
}

function AddForm({ tenantName, onOutcome }: { tenantName: string; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddDomain(tenantName);
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!host.trim()) {
      setError(t('boDomains.add.required'));
      document.getElementById(`${id}-host`)?.focus();
      return;
    }
    try {
      const added = await add.mutateAsync(host.trim());
      setHost('');
      onOutcome({ kind: 'success', text: t('boDomains.add.added', { host: added.host }) });
    } catch (failure) {
      const code = apiErrorCode(failure);
      const text = apiErrorText(failure, { fallback: t('boDomains.failed'), network: t('boDomains.network') });
      if (code?.startsWith('domain_')) {
        setError(text);
        document.getElementById(`${id}-host`)?.focus();
      } else {
        onOutcome({ kind: 'error', text });
      }
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField
        id={`${id}-host`}
        label={t('boDomains.add.host')}
        hint={t('boDomains.add.hint')}
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={host}
        error={error}
        onChange={(event) => {
          setHost(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className={`${buttonPrimary} min-h-11`} disabled={add.isPending}>
        {add.isPending ? t('boDomains.add.adding') : t('boDomains.add.submit')}
      </button>
    </form>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={`${buttonSecondary} ml-auto min-h-11 shrink-0`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          () => setCopied(false),
        );
      }}
    >
      {copied ? t('boDomains.records.copied') : t('boDomains.records.copy')}
      <span className="sr-only">: {label}</span>
    </button>
  );
}

function RecordRow({ record }: { record: TDnsRecord }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-900">{t(`boDomains.records.${record.type}`)}</p>
      <dl className="mt-2 grid gap-2 text-sm">
        {(
          [
            ['type', record.type],
            ['name', record.name],
            ['value', record.value],
          ] as const
        ).map(([field, value]) => (
          <div key={field} className="flex flex-wrap items-center gap-2">
            <dt className="w-16 shrink-0 text-slate-600">{t(`boDomains.records.${field}`)}</dt>
            {/* On a phone the value gets the whole width, below its name and copy button. */}
            <dd className="min-w-0 flex-1 break-all font-mono text-slate-900 max-sm:order-last max-sm:basis-full">
              {value}
            </dd>
            {field !== 'type' && (
              <CopyButton value={value} label={`${t(`boDomains.records.${field}`)} ${record.type}`} />
            )}
          </div>
        ))}
      </dl>
    </div>
  );
}

function DomainItem({
  tenantName,
  domain,
  onOutcome,
}: {
  tenantName: string;
  domain: TShopDomain;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const check = useCheckDomain(tenantName);
  const primary = useMakePrimary(tenantName);
  const remove = useRemoveDomain(tenantName);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    onOutcome({
      kind: 'error',
      text: apiErrorText(error, { fallback: t('boDomains.failed'), network: t('boDomains.network') }),
    });

  const onCheck = async () => {
    try {
      const checked = await check.mutateAsync(domain.id);
      onOutcome(
        checked.status === 'verified'
          ? { kind: 'success', text: t('boDomains.check.verified', { host: domain.host }) }
          : { kind: 'error', text: t('boDomains.check.notYet', { host: domain.host }) },
      );
    } catch (error) {
      failed(error);
    }
  };
  const onPrimary = async () => {
    try {
      await primary.mutateAsync(domain.id);
      onOutcome({ kind: 'success', text: t('boDomains.primary.done', { host: domain.host }) });
    } catch (error) {
      failed(error);
    }
  };
  const onRemove = async () => {
    try {
      await remove.mutateAsync(domain.id);
      onOutcome({ kind: 'success', text: t('boDomains.remove.done', { host: domain.host }) });
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 p-4" aria-label={domain.host}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="break-all text-lg font-semibold">{domain.host}</p>
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLE[domain.status]}`}>
          {t(`boDomains.status.${domain.status}`)}
        </span>
        {domain.primary && (
          <span className="rounded-full bg-violet-100 px-2 py-0.5 text-sm font-medium text-violet-950">
            {t('boDomains.primary.badge')}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {domain.lastCheckedAt
          ? t('boDomains.check.last', { date: format.format(new Date(domain.lastCheckedAt)) })
          : t('boDomains.check.never')}
        {domain.lastError && <> — {t(`boDomains.errors.${domain.lastError}`)}</>}
      </p>
      {domain.status === 'verified' ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('boDomains.servedAt')}{' '}
          <a href={domain.url} className="font-semibold text-violet-800 underline underline-offset-4">
            {domain.url}
          </a>
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-800">{t('boDomains.records.intro')}</p>
          <div className="mt-2 grid gap-3">
            {domain.records.map((record) => (
              <RecordRow key={record.type} record={record} />
            ))}
          </div>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {domain.status !== 'verified' && (
          <button type="button" className={buttonPrimary} disabled={check.isPending} onClick={() => void onCheck()}>
            {check.isPending ? t('boDomains.check.checking') : t('boDomains.check.now')}
            <span className="sr-only">: {domain.host}</span>
          </button>
        )}
        {domain.status !== 'pending' && !domain.primary && (
          <button
            type="button"
            className={buttonSecondary}
            disabled={primary.isPending}
            onClick={() => void onPrimary()}
          >
            {t('boDomains.primary.make')}
            <span className="sr-only">: {domain.host}</span>
          </button>
        )}
        <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
          {t('boDomains.remove.button')}
          <span className="sr-only">: {domain.host}</span>
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('boDomains.remove.confirmTitle', { host: domain.host })}
          confirmLabel={t('boDomains.remove.confirm')}
          keepLabel={t('boDomains.cancel')}
          busy={remove.isPending}
          onConfirm={() => void onRemove()}
          onClose={() => setConfirming(false)}
        >
          <p>{t('boDomains.remove.confirmText', { host: domain.host })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
