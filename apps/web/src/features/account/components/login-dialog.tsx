import texts from 'virtual:locale-sections/nl/account';
import { DEFAULT_COUNTRY, REGISTRATION_AUTO_CLOSE_MS } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { logIn } from '#src/features/account/api/log-in.ts';
import { registerWithPassword } from '#src/features/account/api/register-customer.ts';
import { RegistrationFields } from '#src/features/account/components/registration-fields.tsx';
import {
  emptyRegistration,
  type PasswordValues,
  type RegistrationValues,
  validateLogin,
  validateRegistration,
} from '#src/features/account/validation.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { customerProfileQuery, saveCustomerSession } from '#src/lib/customer-session.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

type Mode = 'login' | 'register';
type Feedback = { kind: 'error' | 'success'; text: string } | null;

/**
 * Spec §2.13/§4 customer login dialog; it toggles between login and register mode. After a
 * successful registration the success text shows and the dialog returns to login mode after 3 s.
 */
export default function LoginDialog({
  onClose,
  onQuickRegister,
}: {
  onClose: () => void;
  onQuickRegister?: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  return (
    <Modal
      title={mode === 'login' ? t('account.loginTitle') : t('account.registerTitle')}
      onClose={onClose}
      wide={mode === 'register'}
    >
      {mode === 'login' ? (
        <LoginForm
          initialEmail={email}
          onLoggedIn={onClose}
          onRegister={() => setMode('register')}
          onQuickRegister={onQuickRegister}
        />
      ) : (
        <RegisterForm
          onLogin={(registeredEmail) => {
            if (registeredEmail) setEmail(registeredEmail);
            setMode('login');
          }}
        />
      )}
    </Modal>
  );
}

function FeedbackMessage({ feedback }: { feedback: Feedback }) {
  return feedback && <Notice kind={feedback.kind}>{feedback.text}</Notice>;
}

function LoginForm({
  initialEmail,
  onLoggedIn,
  onRegister,
  onQuickRegister,
}: {
  initialEmail: string;
  onLoggedIn: () => void;
  onRegister: () => void;
  onQuickRegister?: () => void;
}) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const queryClient = useQueryClient();
  const id = useId();
  const { values, errors, change, showErrors } = useForm({ email: initialEmail, password: '' });
  const { email, password } = values;
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (showErrors(validateLogin(values), (key) => t(`account.errors.${key}`))) return;
    setSubmitting(true);
    setFeedback(null);
    try {
      const result = await logIn({ email: email.trim(), password, tenantId: tenant.id });
      const session = { token: result.token, customerId: String(result.customer.id) };
      queryClient.setQueryData(customerProfileQuery(tenant.id, session).queryKey, result.customer);
      saveCustomerSession(result.token, result.customer.id);
      onLoggedIn();
    } catch (error) {
      setFeedback({
        kind: 'error',
        text:
          error instanceof ApiError
            ? (error.serverMessage ?? t('account.loginFailed'))
            : t('account.loginNetworkError'),
      });
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id={`${id}-email`}
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        id={`${id}-password`}
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <FeedbackMessage feedback={feedback} />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
        {submitting ? t('account.loggingIn') : t('account.loginButton')}
      </button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button type="button" className="text-link underline-offset-4 hover:underline" onClick={onRegister}>
          {t('account.toRegister')}
        </button>
        {onQuickRegister && (
          <button type="button" className="text-muted underline-offset-4 hover:underline" onClick={onQuickRegister}>
            {t('account.quickRegister')}
          </button>
        )}
      </div>
    </form>
  );
}

function RegisterForm({ onLogin }: { onLogin: (registeredEmail?: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenant } = useShop();
  const id = useId();
  const { values, errors, change, showErrors } = useForm<RegistrationValues & PasswordValues>(() => ({
    ...emptyRegistration(DEFAULT_COUNTRY),
    password: '',
    confirmPassword: '',
  }));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [submitting, setSubmitting] = useState(false);
  const succeeded = feedback?.kind === 'success';
  const backToLogin = useRef(onLogin);
  backToLogin.current = onLogin;
  const registeredEmail = useRef('');

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => backToLogin.current(registeredEmail.current), REGISTRATION_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || succeeded) return;
    if (showErrors(validateRegistration(values, true), (key) => t(`account.errors.${key}`))) return;
    setSubmitting(true);
    setFeedback(null);
    const { confirmPassword: _confirmation, ...rest } = values;
    try {
      await registerWithPassword({
        ...rest,
        firstName: rest.firstName.trim(),
        lastName: rest.lastName.trim(),
        email: rest.email.trim(),
        tenantId: tenant.id,
        language: locale,
      });
      registeredEmail.current = rest.email.trim();
      setFeedback({ kind: 'success', text: t('account.registerSuccess') });
    } catch (error) {
      setFeedback({
        kind: 'error',
        text:
          error instanceof ApiError
            ? (error.serverMessage ?? t('account.registerFailed'))
            : t('account.registerFailed'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <RegistrationFields idPrefix={id} values={values} errors={errors} onChange={change} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-password`}
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <TextField
          id={`${id}-confirm`}
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => change('confirmPassword', event.target.value)}
        />
      </div>
      <FeedbackMessage feedback={feedback} />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting || succeeded}>
        {submitting ? t('account.registering') : t('account.registerButton')}
      </button>
      <p className="text-center text-sm">
        <button type="button" className="text-link underline-offset-4 hover:underline" onClick={() => onLogin()}>
          {t('account.toLogin')}
        </button>
      </p>
    </form>
  );
}
