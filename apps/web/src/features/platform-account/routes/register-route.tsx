import texts from 'virtual:locale-sections/nl/platform,platformAccount';
import { PLATFORM_PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { rememberSignedIn, useChosenPlan } from '#src/features/platform-account/api/platform-account-api.ts';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { ErrorSummary } from '#src/features/platform-account/components/error-summary.tsx';
import { PasswordField } from '#src/features/platform-account/components/password-field.tsx';
import { SubdomainField } from '#src/features/platform-account/components/subdomain-field.tsx';
import {
  cleanSubdomainInput,
  deriveSubdomain,
  type TSignupValues,
  validateSignup,
} from '#src/features/platform-account/validation.ts';
import { callApi } from '#src/lib/api-client.ts';
import { apiErrorCode, apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';
import { shopDomainOf } from '#src/lib/shop-domain.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

const FIELDS: (keyof TSignupValues)[] = ['shopName', 'subdomain', 'fullName', 'email', 'password', 'acceptTerms'];

/** A conflict answer (409) belongs to the field its code names. */
function conflictField(code: string | null): keyof TSignupValues | null {
  if (!code) return null;
  if (code.includes('subdomain') || code.includes('shop') || code.includes('tenant')) return 'subdomain';
  if (code.includes('email')) return 'email';
  return null;
}

function planIdFrom(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('plan'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /register: a live shop in under a minute: shop name, its address, owner, e-mail, password, terms. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformAccount.register.title'), t('platform.name'));
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const session = usePlatformSession();
  const planId = planIdFrom(useSearch());
  const plan = useChosenPlan(planId).data ?? null;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change, showErrors } = useForm<TSignupValues>({
    shopName: '',
    subdomain: '',
    fullName: '',
    email: '',
    password: '',
    acceptTerms: false,
  });
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errorRound, setErrorRound] = useState(0);

  useEffect(() => {
    if (errorRound > 0) focusFirstInvalid(form.current);
  }, [errorRound]);

  const signedInUser = session.data?.user;
  if (signedInUser && !submitting) {
    return (
      <AuthCard title={t('platformAccount.register.title')}>
        <p className="text-slate-700">
          {t('platformAccount.register.alreadySignedIn', { name: signedInUser.fullName })}
        </p>
        <Link href={signedInUser.homePath} className={`${buttonPrimary} mt-6 w-full`}>
          {t('platformAccount.register.toMyShop')}
        </Link>
      </AuthCard>
    );
  }

  const changeShopName = (shopName: string) => {
    change('shopName', shopName);
    if (!subdomainEdited) change('subdomain', deriveSubdomain(shopName));
  };
  const changeSubdomain = (typed: string) => {
    setSubdomainEdited(true);
    change('subdomain', cleanSubdomainInput(typed));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (showErrors(validateSignup(values), (key) => t(`platformAccount.errors.${key}`))) {
      setErrorRound((round) => round + 1);
      return;
    }
    setSubmitting(true);
    try {
      const result = await callApi('POST /api/platform/signup', {
        body: {
          shopName: values.shopName.trim(),
          subdomain: values.subdomain,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          password: values.password,
          acceptTerms: true,
          ...(planId ? { planId } : {}),
          language: locale,
        },
      });
      rememberSignedIn(queryClient, result.user);
      navigate(`/${result.tenant.name}/dashboard`);
    } catch (error) {
      setSubmitting(false);
      const byField: Partial<Record<keyof TSignupValues, string>> = {};
      for (const [field, message] of Object.entries(apiFieldErrors(error))) {
        if ((FIELDS as string[]).includes(field)) byField[field as keyof TSignupValues] = message;
      }
      const conflict = conflictField(apiErrorCode(error));
      if (conflict) byField[conflict] = apiErrorText(error, { fallback: '', network: '' });
      if (Object.keys(byField).length > 0) {
        setErrors(byField);
        setErrorRound((round) => round + 1);
        return;
      }
      setFailure(
        apiErrorText(error, {
          fallback: t('platformAccount.register.failed'),
          network: t('platformAccount.errors.network'),
        }),
      );
    }
  };

  const errorCount = Object.keys(errors).length;
  const note = plan
    ? t('platformAccount.register.planNote', { days: TRIAL_DAYS, plan: plan.name })
    : t('platformAccount.register.trialNote', { days: TRIAL_DAYS });

  return (
    <AuthCard
      title={t('platformAccount.register.title')}
      wide
      intro={
        <>
          <p>{t('platformAccount.register.intro')}</p>
          <p className="mt-3 inline-block rounded-lg bg-violet-50 px-3 py-2 text-sm font-medium text-violet-900">
            {note}
          </p>
        </>
      }
    >
      <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorSummary count={errorCount} />
        <TextField
          id={`${id}-shop`}
          label={t('platformAccount.register.shopName')}
          required
          autoComplete="organization"
          maxLength={80}
          value={values.shopName}
          error={errors.shopName}
          onChange={(event) => changeShopName(event.target.value)}
        />
        <SubdomainField
          id={`${id}-subdomain`}
          value={values.subdomain}
          domain={shopDomainOf()}
          error={errors.subdomain}
          onChange={changeSubdomain}
          onUseSuggestion={(suggestion) => {
            setSubdomainEdited(true);
            change('subdomain', suggestion);
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label={t('platformAccount.register.fullName')}
            required
            autoComplete="name"
            maxLength={120}
            value={values.fullName}
            error={errors.fullName}
            onChange={(event) => change('fullName', event.target.value)}
          />
          <TextField
            id={`${id}-email`}
            label={t('platformAccount.fields.email')}
            type="email"
            required
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.target.value)}
          />
        </div>
        <PasswordField
          id={`${id}-password`}
          label={t('platformAccount.fields.password')}
          hint={t('platformAccount.password.rule', { min: PLATFORM_PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-terms`}
              type="checkbox"
              checked={values.acceptTerms}
              onChange={(event) => change('acceptTerms', event.target.checked)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? `${id}-terms-error` : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            />
            <label htmlFor={`${id}-terms`} className="text-sm text-slate-700">
              {t('platformAccount.register.acceptTermsBefore')}
              <a
                href="/terms"
                target="_blank"
                rel="noopener"
                className="font-semibold text-violet-700 underline underline-offset-2 hover:text-violet-900"
              >
                {t('platformAccount.register.termsLink')}
              </a>
              {t('platformAccount.register.acceptTermsAfter')}
            </label>
          </div>
          {errors.acceptTerms && (
            <p id={`${id}-terms-error`} className="mt-1 text-sm text-red-700">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        {failure && <Notice kind="error">{failure}</Notice>}
        <button type="submit" className={`${buttonPrimary} w-full py-3 text-lg`} disabled={submitting}>
          {submitting ? t('platformAccount.register.submitting') : t('platformAccount.register.submit')}
        </button>
        <p className="text-center text-sm text-slate-600">
          {t('platformAccount.register.haveAccount')}{' '}
          <Link href="/login" className="font-semibold text-violet-700 underline-offset-2 hover:underline">
            {t('platformAccount.register.toLogin')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
