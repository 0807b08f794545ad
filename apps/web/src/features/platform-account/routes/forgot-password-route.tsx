import texts from 'virtual:locale-sections/nl/platform,platformAccount';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { ErrorSummary } from '#src/features/platform-account/components/error-summary.tsx';
import { validateEmailOnly } from '#src/features/platform-account/validation.ts';
import { ApiError, callApi, NetworkError } from '#src/lib/api-client.ts';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

const link =
  'font-semibold text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700';

/**
 * /forgot-password: the same confirmation whether or not the address has an account, so the
 * page never tells who is a customer of the platform.
 */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformAccount.forgot.title'), t('platform.name'));
  const locale = useLocale();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, showErrors, change } = useForm({ email: '' });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (showErrors(validateEmailOnly(values), (key) => t(`platformAccount.errors.${key}`))) {
      window.setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setSubmitting(true);
    try {
      await callApi('POST /api/platform/password-reset', { body: { email: values.email.trim(), language: locale } });
      setSent(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.email) {
        setErrors({ email: fields.email });
        window.setTimeout(() => focusFirstInvalid(form.current));
      } else if (error instanceof NetworkError || (error instanceof ApiError && error.status === 429)) {
        setFailure(
          apiErrorText(error, {
            fallback: t('platformAccount.errors.tooMany'),
            network: t('platformAccount.errors.network'),
          }),
        );
      } else {
        // Whatever went wrong on the server, the answer stays the same for every address.
        setSent(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={t('platformAccount.forgot.title')}
      focusKey={sent ? 'sent' : 'form'}
      intro={sent ? undefined : t('platformAccount.forgot.intro')}
    >
      {sent ? (
        <div className="space-y-6">
          <Notice kind="success">{t('platformAccount.forgot.sent', { email: values.email.trim() })}</Notice>
          <p className="text-sm text-slate-600">{t('platformAccount.forgot.sentHelp')}</p>
          <Link href="/login" className={`${buttonPrimary} w-full`}>
            {t('platformAccount.common.backToLogin')}
          </Link>
        </div>
      ) : (
        <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
          <ErrorSummary count={Object.keys(errors).length} />
          <TextField
            id={`${id}-email`}
            label={t('platformAccount.fields.email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.target.value)}
          />
          <div>{failure && <Notice kind="error">{failure}</Notice>}</div>
          <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
            {submitting ? t('platformAccount.forgot.submitting') : t('platformAccount.forgot.submit')}
          </button>
          <p className="text-center text-sm">
            <Link href="/login" className={link}>
              {t('platformAccount.common.backToLogin')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
