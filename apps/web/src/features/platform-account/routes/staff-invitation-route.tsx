import texts from 'virtual:locale-sections/nl/platform,platformAccount,boStaff';
import { PLATFORM_PASSWORD_MIN_LENGTH, type TStaffInvitationInfo } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { ErrorSummary } from '#src/features/platform-account/components/error-summary.tsx';
import { PasswordField } from '#src/features/platform-account/components/password-field.tsx';
import { newPasswordError } from '#src/features/platform-account/validation.ts';
import { ApiError, callApi } from '#src/lib/api-client.ts';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/** /staff-invitation/:token — the invited person sees the shop, sets up an account or logs in, and joins. */
export default function StaffInvitationRoute({ params }: { params: { token: string } }) {
  const { t } = useTranslation();
  usePlatformTitle(t('boStaff.accept.title'), t('platform.name'));
  const token = params.token;
  const invitation = useQuery({
    queryKey: ['platform', 'staff-invitation', token],
    queryFn: () => callApi('GET /api/platform/staff-invitations/:token', { params: { token } }),
    retry: false,
  });

  if (invitation.isPending) {
    return (
      <AuthCard title={t('boStaff.accept.title')}>
        <p role="status">{t('boStaff.loading')}</p>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    const status = invitation.error instanceof ApiError ? invitation.error.status : 0;
    return (
      <AuthCard title={t('boStaff.accept.unavailableTitle')}>
        <Notice kind="error">
          {status === 410
            ? apiErrorText(invitation.error, { fallback: t('boStaff.accept.closed'), network: t('boStaff.network') })
            : status === 404
              ? t('boStaff.accept.unknown')
              : t('boStaff.accept.loadFailed')}
        </Notice>
        <Link href="/" className={`${buttonSecondary} mt-6 w-full`}>
          {t('boStaff.accept.toHome')}
        </Link>
      </AuthCard>
    );
  }
  return <AcceptInvitation token={token} info={invitation.data} />;
}

function AcceptInvitation({ token, info }: { token: string; info: TStaffInvitationInfo }) {
  const { t } = useTranslation();
  const session = usePlatformSession();
  const signedInAs = session.data?.user?.email ?? null;
  const title = t('boStaff.accept.heading', { shop: info.shopName });
  const intro = t('boStaff.accept.intro', { shop: info.shopName, email: info.email });

  if (!info.accountExists) {
    return (
      <AuthCard title={title} intro={intro}>
        <NewAccountForm token={token} info={info} />
      </AuthCard>
    );
  }
  if (session.isPending) {
    return (
      <AuthCard title={title} intro={intro}>
        <p role="status">{t('boStaff.loading')}</p>
      </AuthCard>
    );
  }
  const here = `/staff-invitation/${encodeURIComponent(token)}`;
  const rightAccount = signedInAs !== null && signedInAs.toLowerCase() === info.email.toLowerCase();
  return (
    <AuthCard title={title} intro={intro}>
      {rightAccount ? (
        <JoinWithAccount token={token} />
      ) : (
        <div className="space-y-4">
          <p>
            {signedInAs
              ? t('boStaff.accept.otherAccount', { email: info.email, current: signedInAs })
              : t('boStaff.accept.existingAccount', { email: info.email })}
          </p>
          <a href={`/login?next=${encodeURIComponent(here)}`} className={`${buttonPrimary} w-full`}>
            {t('boStaff.accept.logInToAccept')}
          </a>
        </div>
      )}
    </AuthCard>
  );
}

/** After joining: the session knows the new shop, then the shop's back office opens. */
function useJoined() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async (homePath: string) => {
    await queryClient.invalidateQueries({ queryKey: ['platform'] });
    navigate(homePath);
  };
}

function JoinWithAccount({ token }: { token: string }) {
  const { t } = useTranslation();
  const joined = useJoined();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const join = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await callApi('POST /api/platform/staff-invitations/:token/accept', {
        params: { token },
        body: {},
      });
      await joined(answer.homePath);
    } catch (error) {
      setFailure(apiErrorText(error, { fallback: t('boStaff.accept.failed'), network: t('boStaff.network') }));
      setSubmitting(false);
    }
  };
  return (
    <div className="space-y-4">
      {failure && <Notice kind="error">{failure}</Notice>}
      <button type="button" className={`${buttonPrimary} w-full`} disabled={submitting} onClick={() => void join()}>
        {submitting ? t('boStaff.accept.submitting') : t('boStaff.accept.join')}
      </button>
    </div>
  );
}

function NewAccountForm({ token, info }: { token: string; info: TStaffInvitationInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const joined = useJoined();
  const { values, errors, setErrors, showErrors, change } = useForm({ fullName: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const problems: Partial<Record<'fullName' | 'password', string>> = {};
    if (!values.fullName.trim()) problems.fullName = 'nameRequired';
    const passwordProblem = newPasswordError(values.password);
    if (passwordProblem) problems.password = passwordProblem;
    if (showErrors(problems, (key) => t(`boStaff.accept.errors.${key}`, { min: PLATFORM_PASSWORD_MIN_LENGTH }))) {
      window.setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await callApi('POST /api/platform/staff-invitations/:token/accept', {
        params: { token },
        body: { fullName: values.fullName.trim(), password: values.password },
      });
      await joined(answer.homePath);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.fullName || fields.password) {
        setErrors({
          ...(fields.fullName ? { fullName: fields.fullName } : {}),
          ...(fields.password ? { password: fields.password } : {}),
        });
        window.setTimeout(() => focusFirstInvalid(form.current));
      } else {
        setFailure(apiErrorText(error, { fallback: t('boStaff.accept.failed'), network: t('boStaff.network') }));
      }
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorSummary count={Object.keys(errors).length} />
      <p className="text-sm text-slate-700">
        {t('boStaff.accept.emailIs')} <strong className="break-all">{info.email}</strong>
      </p>
      <TextField
        id={`${id}-name`}
        label={t('boStaff.accept.fullName')}
        required
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => change('fullName', event.target.value)}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('boStaff.accept.password')}
        hint={t('platformAccount.password.rule', { min: PLATFORM_PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
        {submitting ? t('boStaff.accept.submitting') : t('boStaff.accept.submit')}
      </button>
    </form>
  );
}
