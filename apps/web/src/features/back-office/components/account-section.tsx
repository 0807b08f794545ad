import { PLATFORM_PASSWORD_MIN_LENGTH, type TPlatformUser } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { changePassword, disableTwoFactor, resendVerificationEmail } from '#src/features/back-office/api/account.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { apiFieldErrors } from '#src/lib/api-form-errors.ts';
import { platformSessionQuery } from '#src/lib/platform-session.ts';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** A form's answer: the server's message, or a general one when it sent none. */
function useOutcomeText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.serverMessage ? error.serverMessage : t('dashboard.account.failed');
}

function EmailVerification() {
  const { t } = useTranslation();
  const failureText = useOutcomeText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerificationEmail();
      setOutcome({ kind: 'success', text: message });
    } catch (error) {
      setOutcome({ kind: 'error', text: failureText(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="rounded-xl border border-amber-400 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-950">{t('dashboard.account.verifyTitle')}</h3>
      <p className="mt-1 text-sm text-amber-950">{t('dashboard.account.verifyText')}</p>
      <button type="button" onClick={() => void resend()} disabled={sending} className={`${buttonSecondary} mt-3`}>
        {t('dashboard.account.resend')}
      </button>
      <div className="mt-3 empty:hidden" aria-live="polite">
        {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      </div>
    </div>
  );
}

function TwoFactorOff() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failureText = useOutcomeText();
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const { message } = await disableTwoFactor({ password, code: code.trim() });
      setOutcome({ kind: 'success', text: message });
      await queryClient.invalidateQueries({ queryKey: platformSessionQuery().queryKey });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setOutcome({ kind: 'error', text: failureText(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3 sm:max-w-md" noValidate>
      <h4 className="font-semibold">{t('dashboard.account.twoFactorOffTitle')}</h4>
      <TextField
        id={`${id}-password`}
        label={t('dashboard.account.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id={`${id}-code`}
        label={t('dashboard.account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div aria-live="polite" className="empty:hidden">
        {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      </div>
      <button
        type="submit"
        disabled={sending || !password || !code}
        className={`${buttonSecondary} justify-self-start`}
      >
        {t('dashboard.account.twoFactorOff')}
      </button>
    </form>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const failureText = useOutcomeText();
  const id = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (newPassword.length < PLATFORM_PASSWORD_MIN_LENGTH) {
      setErrors({ newPassword: t('dashboard.account.tooShort', { count: PLATFORM_PASSWORD_MIN_LENGTH }) });
      return;
    }
    setSending(true);
    try {
      const { message } = await changePassword({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
      setErrors({});
      setOutcome({ kind: 'success', text: message });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setOutcome({ kind: 'error', text: failureText(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:max-w-md" noValidate>
      <h3 className="font-semibold">{t('dashboard.account.passwordTitle')}</h3>
      <TextField
        id={`${id}-current`}
        label={t('dashboard.account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        id={`${id}-new`}
        label={t('dashboard.account.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        error={errors.newPassword}
        hint={
          <p className="mt-1 text-sm text-slate-600">
            {t('dashboard.account.passwordHint', { count: PLATFORM_PASSWORD_MIN_LENGTH })}
          </p>
        }
        onChange={(event) => {
          setNew(event.target.value);
          setErrors(({ newPassword: _cleared, ...rest }) => rest);
        }}
      />
      <div aria-live="polite" className="empty:hidden">
        {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      </div>
      <button
        type="submit"
        disabled={sending || !currentPassword || !newPassword}
        className={`${buttonPrimary} justify-self-start`}
      >
        {t('dashboard.account.savePassword')}
      </button>
    </form>
  );
}

/** The signed-in owner's own account: e-mail verification, two-step sign-in and the password. */
export function AccountSection({ user }: { user: TPlatformUser }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="account-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="account-title" className="text-xl font-bold">
        {t('dashboard.account.title')}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          {!user.emailVerified && <EmailVerification />}
          <div>
            <h3 className="font-semibold">{t('dashboard.account.twoFactorTitle')}</h3>
            <p className="mt-1 text-slate-700">
              <span aria-hidden="true">{user.twoFactorEnabled ? '✓ ' : '○ '}</span>
              {user.twoFactorEnabled ? t('dashboard.account.twoFactorOn') : t('dashboard.account.twoFactorDisabled')}
            </p>
            {user.twoFactorEnabled ? (
              user.role !== 'Admin' && <TwoFactorOff />
            ) : (
              <a href="/two-factor" className={`${buttonSecondary} mt-3`}>
                {t('dashboard.account.twoFactorTurnOn')}
              </a>
            )}
          </div>
        </div>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
