import texts from 'virtual:locale-sections/nl/platform,platformAccount';
import type { TPlatformLoginResponse } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { rememberSignedIn } from '#src/features/platform-account/api/platform-account-api.ts';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { ErrorSummary } from '#src/features/platform-account/components/error-summary.tsx';
import { PasswordField } from '#src/features/platform-account/components/password-field.tsx';
import { afterLoginPath, secondFactorError, validateLogin } from '#src/features/platform-account/validation.ts';
import { ApiError, callApi } from '#src/lib/api-client.ts';
import { apiErrorText, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

const link =
  'font-semibold text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700';

/** Spec §8: the server's words, else 'Inloggen mislukt'; no answer at all is a network error; 429 says to wait. */
function useLoginErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 429) {
      const message = (error.body as { message?: unknown } | null)?.message;
      return typeof message === 'string' && message ? message : t('platformAccount.login.tooManyAttempts');
    }
    return apiErrorText(error, {
      fallback: t('platformAccount.login.failed'),
      network: t('platformAccount.errors.network'),
    });
  };
}

/** After the password (and the code): two-factor setup first when it is required, else where the user was going. */
function useFinishLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  return (answer: TPlatformLoginResponse) => {
    const user = answer.user;
    rememberSignedIn(queryClient, user);
    if (!user) return;
    navigate(user.twoFactorSetupRequired ? '/two-factor' : afterLoginPath(next, user.homePath), { replace: true });
  };
}

function CredentialsStep({ onSecondFactor }: { onSecondFactor: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const finish = useFinishLogin();
  const errorText = useLoginErrorText();
  const { values, errors, showErrors, change } = useForm({ email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (showErrors(validateLogin(values), (key) => t(`platformAccount.errors.${key}`))) {
      window.setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await callApi('POST /api/platform/login', {
        body: { email: values.email.trim(), password: values.password },
        retryRateLimit: false,
      });
      setSubmitting(false);
      if (answer.status === 'second-factor') onSecondFactor();
      else finish(answer);
    } catch (error) {
      setSubmitting(false);
      setFailure(errorText(error));
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorSummary count={Object.keys(errors).length} />
      <TextField
        id={`${id}-email`}
        label={t('platformAccount.fields.email')}
        type="email"
        autoComplete="username"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('platformAccount.fields.password')}
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <div className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className={link}>
          {t('platformAccount.login.forgotPassword')}
        </Link>
      </div>
      <div>{failure && <Notice kind="error">{failure}</Notice>}</div>
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
        {submitting ? t('platformAccount.login.submitting') : t('platformAccount.login.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('platformAccount.login.noAccount')}{' '}
        <Link href="/register" className={link}>
          {t('platformAccount.login.toRegister')}
        </Link>
      </p>
    </form>
  );
}

function SecondFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const focusCode = () => document.getElementById(`${id}-code`)?.focus();
  const finish = useFinishLogin();
  const errorText = useLoginErrorText();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const problem = secondFactorError(code, recovery);
    if (problem) {
      setError(t(`platformAccount.errors.${problem}`));
      focusCode();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await callApi('POST /api/platform/login/second-factor', {
        body: { code: code.trim() },
        retryRateLimit: false,
      });
      finish(answer);
    } catch (caught) {
      setSubmitting(false);
      if (caught instanceof ApiError && caught.status === 401 && !caught.serverMessage) onBack();
      setFailure(errorText(caught));
      focusCode();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorSummary count={error ? 1 : 0} text={error} visuallyHidden />
      <TextField
        id={`${id}-code`}
        label={recovery ? t('platformAccount.login.recoveryCode') : t('platformAccount.login.appCode')}
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 20 : 6}
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        className="[&_input]:font-mono [&_input]:tracking-widest"
      />
      <button
        type="button"
        className={`${link} text-left text-sm`}
        onClick={() => {
          setRecovery((current) => !current);
          setCode('');
          setError(null);
          focusCode();
        }}
      >
        {recovery ? t('platformAccount.login.useAppCode') : t('platformAccount.login.useRecoveryCode')}
      </button>
      <div>{failure && <Notice kind="error">{failure}</Notice>}</div>
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
        {submitting ? t('platformAccount.login.verifying') : t('platformAccount.login.verify')}
      </button>
      <p className="text-center text-sm">
        <button type="button" className={link} onClick={onBack}>
          {t('platformAccount.login.startOver')}
        </button>
      </p>
    </form>
  );
}

/** /login (spec §2.2): e-mail and password, then the authenticator code when two-factor sign-in is on. */
export default function LoginRoute() {
  const { t } = useTranslation();
  const session = usePlatformSession();
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const [step, setStep] = useState<'credentials' | 'second-factor' | null>(null);
  const shown = step ?? (session.data?.secondFactorPending ? 'second-factor' : 'credentials');
  const title = shown === 'credentials' ? t('platformAccount.login.title') : t('platformAccount.login.codeTitle');
  usePlatformTitle(title, t('platform.name'));

  // Already signed in (a second tab, the back button): straight on.
  const user = session.data?.user;
  useEffect(() => {
    if (!user || step === 'second-factor') return;
    navigate(user.twoFactorSetupRequired ? '/two-factor' : afterLoginPath(next, user.homePath), { replace: true });
  }, [user, step, next, navigate]);

  return (
    <AuthCard
      title={title}
      focusKey={shown}
      intro={shown === 'credentials' ? t('platformAccount.login.intro') : t('platformAccount.login.codeIntro')}
    >
      {shown === 'credentials' ? (
        <CredentialsStep onSecondFactor={() => setStep('second-factor')} />
      ) : (
        <SecondFactorStep onBack={() => setStep('credentials')} />
      )}
    </AuthCard>
  );
}
