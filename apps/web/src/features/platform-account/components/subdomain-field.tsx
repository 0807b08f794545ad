import type { TSubdomainAvailability } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subdomainAvailabilityQuery } from '#src/features/platform-account/api/platform-account-api.ts';
import { subdomainFormError } from '#src/features/platform-account/validation.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

const AVAILABILITY_DELAY_MS = 300;

/** What the availability line says, from the server's answer (or nothing while it is unknown). */
function availabilityText(
  answer: TSubdomainAvailability,
  t: (key: string, options?: Record<string, unknown>) => string,
  address: string,
): { tone: 'good' | 'bad'; text: string } {
  if (answer.available) return { tone: 'good', text: t('platformAccount.register.available', { address }) };
  return { tone: 'bad', text: t(`platformAccount.register.unavailable.${answer.reason ?? 'taken'}`) };
}

/**
 * The shop's web address: {subdomain}.{platform domain}, checked while the owner types (debounced)
 * and offering the server's suggestion as a one-click fix when the name cannot be used.
 */
export function SubdomainField({
  id,
  value,
  domain,
  error,
  onChange,
  onUseSuggestion,
}: {
  id: string;
  value: string;
  domain: string;
  error?: string | null;
  onChange: (typed: string) => void;
  onUseSuggestion: (suggestion: string) => void;
}) {
  const { t } = useTranslation();
  const checked = useDebouncedValue(value, AVAILABILITY_DELAY_MS);
  const checkable = checked.length > 0 && subdomainFormError(checked) === null;
  const availability = useQuery({ ...subdomainAvailabilityQuery(checked), enabled: checkable });
  const current = checked === value && checkable ? availability.data : undefined;
  const formProblem = checked.length > 0 && !checkable && checked === value;
  const status = current
    ? availabilityText(current, t, `${current.name}.${domain}`)
    : formProblem
      ? { tone: 'bad' as const, text: t('platformAccount.register.unavailable.invalid') }
      : null;
  const checking = value !== checked || (checkable && availability.isFetching);
  const describedBy = [`${id}-status`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('platformAccount.register.subdomain')}
        <span aria-hidden="true"> *</span>
      </label>
      <div
        className={`flex h-11 w-full items-stretch overflow-hidden rounded-lg border bg-white focus-within:border-violet-700 focus-within:outline-2 focus-within:outline-violet-700 ${error ? 'border-red-600' : 'border-slate-400'}`}
      >
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required
          className="min-w-0 flex-1 bg-transparent px-3 text-slate-900 focus:outline-none"
        />
        <span className="flex shrink-0 items-center border-l border-slate-200 bg-slate-50 px-3 text-sm text-slate-600">
          .{domain}
        </span>
      </div>
      <div id={`${id}-status`} aria-live="polite" className="mt-1 min-h-5 text-sm">
        {checking && checkable ? (
          <span className="text-slate-600">{t('platformAccount.register.checking')}</span>
        ) : status ? (
          <span className={status.tone === 'good' ? 'text-green-800' : 'text-red-700'}>
            <span aria-hidden="true">{status.tone === 'good' ? '✓ ' : '✗ '}</span>
            {status.text}
          </span>
        ) : (
          <span className="text-slate-600">{t('platformAccount.register.subdomainHint', { domain })}</span>
        )}
      </div>
      {current && !current.available && current.suggestion && (
        <button
          type="button"
          onClick={() => current.suggestion && onUseSuggestion(current.suggestion)}
          className="mt-1 rounded-md border border-violet-300 bg-violet-50 px-3 py-1.5 text-sm font-semibold text-violet-800 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          {t('platformAccount.register.useSuggestion', { address: `${current.suggestion}.${domain}` })}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
