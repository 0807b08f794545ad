import texts from 'virtual:locale-sections/nl/platform,platformAccount';
import { PLATFORM_PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { ErrorSummary } from '#src/features/platform-account/components/error-summary.tsx';
import { PasswordField } from '#src/features/platform-account/components/password-field.tsx';
import { validateNewPassword } from '#src/features/platform-account/validation.ts';
import { callApi } from '#src/lib/api-client.ts';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

const link =
  'font-semibold text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700';

/** /reset-password?token=…: a new password (twice) for the account of the e-mailed link. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformAccount.reset.title'), t('platform.name'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, showErrors, change } = useForm({ password: '', confirm: '' });
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t('platformAccount.reset.title')}>
        <Notice kind="error">{t('platformAccount.reset.missingToken')}</Notice>
        <Link href="/forgot-password" className={`${buttonPrimary} mt-6 w-full`}>
          {t('platformAccount.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (showErrors(validateNewPassword(values), (key) => t(`platformAccount.errors.${key}`))) {
      window.setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setSubmitting(true);
    try {
      await callApi('POST /api/platform/password-reset/confirm', { body: { token, password: values.password } });
      setDone(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.password) {
        setErrors({ password: fields.password });
        window.setTimeout(() => focusFirstInvalid(form.current));
      } else {
        setFailure(
          apiErrorText(error, {
            fallback: t('platformAccount.reset.failed'),
            network: t('platformAccount.errors.network'),
          }),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={done ? t('platformAccount.reset.doneTitle') : t('platformAccount.reset.title')}
      focusKey={done ? 'done' : 'form'}
      intro={done ? undefined : t('platformAccount.reset.intro')}
    >
      {done ? (
        <div className="space-y-6">
          <Notice kind="success">{t('platformAccount.reset.done')}</Notice>
          <Link href="/login" className={`${buttonPrimary} w-full`}>
            {t('platformAccount.reset.toLogin')}
          </Link>
        </div>
      ) : (
        <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
          <ErrorSummary count={Object.keys(errors).length} />
          <PasswordField
            id={`${id}-password`}
            label={t('platformAccount.reset.newPassword')}
            hint={t('platformAccount.password.rule', { min: PLATFORM_PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => change('password', event.target.value)}
          />
          <PasswordField
            id={`${id}-confirm`}
            label={t('platformAccount.reset.confirmPassword')}
            autoComplete="new-password"
            value={values.confirm}
            error={errors.confirm}
            onChange={(event) => change('confirm', event.target.value)}
          />
          <div>
            {failure && (
              <div className="space-y-2">
                <Notice kind="error">{failure}</Notice>
                <Link href="/forgot-password" className={`${link} text-sm`}>
                  {t('platformAccount.reset.requestNew')}
                </Link>
              </div>
            )}
          </div>
          <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
            {submitting ? t('platformAccount.reset.submitting') : t('platformAccount.reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
