import texts from 'virtual:locale-sections/nl/boStaff';
import type { TStaffInvitation, TStaffMember } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { BackOfficeSection } from '#src/features/back-office/components/back-office-section.tsx';
import { ConfirmDialog } from '#src/features/back-office/components/confirm-dialog.tsx';
import { useInvite, useRemoveMember, useRevokeInvitation, useStaff } from '#src/features/back-office/staff/api.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { apiErrorCode, apiErrorText, apiFieldErrors } from '#src/lib/api-form-errors.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function useDateFormat() {
  const locale = useLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'medium' });
}

/** /{tenant}/dashboard/staff: the owner's team — members, open invitations, invite and remove. */
export default function StaffRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  usePlatformTitle(`${t('boStaff.title')} – ${tenantName}`);
  const staff = useStaff(tenantName);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const redirect = platformRedirectFor(staff.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (staff.isPending) return <LoadingState label={t('boStaff.loading')} />;
  if (staff.isError) {
    const ownerOnly = apiErrorCode(staff.error) === 'owner_only';
    const missing = staff.error instanceof ApiError && staff.error.status === 404;
    return (
      <MessageState
        title={ownerOnly ? t('boStaff.ownerOnlyTitle') : t('boStaff.title')}
        message={ownerOnly ? t('boStaff.ownerOnly') : missing ? t('boStaff.notFound') : t('boStaff.loadFailed')}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('boStaff.title')}</h1>
        <p className="mt-1 text-slate-700">{t('boStaff.intro')}</p>
      </div>
      <div aria-live="polite">{outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}</div>
      <BackOfficeSection title={t('boStaff.members.title')}>
        <MemberList tenantName={tenantName} members={staff.data.members} onOutcome={setOutcome} />
      </BackOfficeSection>
      <BackOfficeSection title={t('boStaff.invite.title')}>
        <InviteForm tenantName={tenantName} onOutcome={setOutcome} />
      </BackOfficeSection>
      <BackOfficeSection title={t('boStaff.invitations.title')}>
        <InvitationList tenantName={tenantName} invitations={staff.data.invitations} onOutcome={setOutcome} />
      </BackOfficeSection>
    </div>
  );
}

function MemberList({
  tenantName,
  members,
  onOutcome,
}: {
  tenantName: string;
  members: TStaffMember[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const remove = useRemoveMember(tenantName);
  const [confirming, setConfirming] = useState<TStaffMember | null>(null);

  const onRemove = async (member: TStaffMember) => {
    try {
      await remove.mutateAsync(member.userId);
      onOutcome({ kind: 'success', text: t('boStaff.members.removed', { name: member.fullName }) });
    } catch (error) {
      onOutcome({
        kind: 'error',
        text: apiErrorText(error, { fallback: t('boStaff.failed'), network: t('boStaff.network') }),
      });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold">
                {member.fullName}{' '}
                <span className="ms-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
                  {t(`boStaff.roles.${member.role}`)}
                </span>
              </p>
              <p className="break-all text-sm text-slate-700">{member.email}</p>
              <p className="text-sm text-slate-600">
                {t('boStaff.members.since', { date: format.format(new Date(member.since)) })}
              </p>
            </div>
            {member.role === 'Staff' && (
              <button type="button" className={dangerButton} onClick={() => setConfirming(member)}>
                {t('boStaff.members.remove')}
                <span className="sr-only">: {member.fullName}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {members.length === 1 && <p className="mt-2 text-slate-700">{t('boStaff.members.onlyOwner')}</p>}
      {confirming && (
        <ConfirmDialog
          title={t('boStaff.members.confirmTitle', { name: confirming.fullName })}
          confirmLabel={t('boStaff.members.confirmRemove')}
          keepLabel={t('boStaff.cancel')}
          busy={remove.isPending}
          onConfirm={() => void onRemove(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{t('boStaff.members.confirmText', { name: confirming.fullName, email: confirming.email })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function InviteForm({ tenantName, onOutcome }: { tenantName: string; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const focusEmail = () => document.getElementById(`${id}-email`)?.focus();
  const invite = useInvite(tenantName);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'nl' | 'en'>(locale === 'en' ? 'en' : 'nl');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(address ? t('boStaff.invite.emailInvalid') : t('boStaff.invite.emailRequired'));
      focusEmail();
      return;
    }
    try {
      await invite.mutateAsync({ email: address, language });
      setEmail('');
      onOutcome({ kind: 'success', text: t('boStaff.invite.sent', { email: address }) });
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      if (fields.email) {
        setError(fields.email);
        focusEmail();
      } else {
        onOutcome({
          kind: 'error',
          text: apiErrorText(failure, { fallback: t('boStaff.failed'), network: t('boStaff.network') }),
        });
      }
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <TextField
        id={`${id}-email`}
        label={t('boStaff.invite.email')}
        type="email"
        autoComplete="off"
        required
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
      />
      <SelectField
        id={`${id}-language`}
        label={t('boStaff.invite.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'nl')}
      >
        <option value="nl">{t('boStaff.invite.dutch')}</option>
        <option value="en">{t('boStaff.invite.english')}</option>
      </SelectField>
      <button type="submit" className={`${buttonPrimary} min-h-11`} disabled={invite.isPending}>
        {invite.isPending ? t('boStaff.invite.sending') : t('boStaff.invite.submit')}
      </button>
      <p className="text-sm text-slate-600 sm:col-span-3">{t('boStaff.invite.hint')}</p>
    </form>
  );
}

function InvitationList({
  tenantName,
  invitations,
  onOutcome,
}: {
  tenantName: string;
  invitations: TStaffInvitation[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const revoke = useRevokeInvitation(tenantName);
  if (invitations.length === 0) return <p className="text-slate-700">{t('boStaff.invitations.empty')}</p>;
  const onRevoke = async (invitation: TStaffInvitation) => {
    try {
      await revoke.mutateAsync(invitation.id);
      onOutcome({ kind: 'success', text: t('boStaff.invitations.revoked', { email: invitation.email }) });
    } catch (error) {
      onOutcome({
        kind: 'error',
        text: apiErrorText(error, { fallback: t('boStaff.failed'), network: t('boStaff.network') }),
      });
    }
  };
  return (
    <ul className="divide-y divide-slate-200">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="break-all font-semibold">{invitation.email}</p>
            <p className="text-sm text-slate-600">
              {t('boStaff.invitations.expires', { date: format.format(new Date(invitation.expiresAt)) })}
            </p>
          </div>
          <button
            type="button"
            className={buttonSecondary}
            disabled={revoke.isPending}
            onClick={() => void onRevoke(invitation)}
          >
            {t('boStaff.invitations.revoke')}
            <span className="sr-only">: {invitation.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
