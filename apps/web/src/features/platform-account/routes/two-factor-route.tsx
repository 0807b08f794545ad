import texts from 'virtual:locale-sections/nl/platform,platformAccount';
import type { TPlatformUser } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { ErrorSummary } from '#src/features/platform-account/components/error-summary.tsx';
import {
  downloadText,
  groupedSecret,
  recoveryCodesText,
  svgImageSource,
} from '#src/features/platform-account/recovery-codes.ts';
import { secondFactorError } from '#src/features/platform-account/validation.ts';
import { callApi } from '#src/lib/api-client.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformSessionQuery, usePlatformSession } from '#src/lib/platform-session.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/** Step 1 and 2: scan the code (or type the secret), then confirm with the app's first code. */
function SetupStep({ user, onEnabled }: { user: TPlatformUser; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // A query, so a second render does not ask for (and show) a second secret.
  const setup = useQuery({
    queryKey: ['platform-account', 'two-factor-setup', user.id],
    queryFn: () => callApi('POST /api/platform/two-factor/setup'),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusCode = () => document.getElementById(`${id}-code`)?.focus();

  if (setup.isPending) return <LoadingState label={t('platformAccount.twoFactor.preparing')} />;
  if (setup.isError) {
    return (
      <div className="space-y-4">
        <Notice kind="error">
          {apiErrorText(setup.error, {
            fallback: t('platformAccount.twoFactor.setupFailed'),
            network: t('platformAccount.errors.network'),
          })}
        </Notice>
        <button type="button" className={`${buttonSecondary} w-full`} onClick={() => void setup.refetch()}>
          {t('platformAccount.common.tryAgain')}
        </button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const problem = secondFactorError(code, false);
    if (problem) {
      setError(t(`platformAccount.errors.${problem}`));
      focusCode();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await callApi('POST /api/platform/two-factor/enable', { body: { code: code.trim() } });
      onEnabled(answer.recoveryCodes);
    } catch (caught) {
      setSubmitting(false);
      setFailure(
        apiErrorText(caught, {
          fallback: t('platformAccount.twoFactor.enableFailed'),
          network: t('platformAccount.errors.network'),
        }),
      );
      focusCode();
    }
  };

  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>{t('platformAccount.twoFactor.stepApp')}</li>
        <li>{t('platformAccount.twoFactor.stepScan')}</li>
        <li>{t('platformAccount.twoFactor.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start">
        <img
          src={svgImageSource(setup.data.qrSvg)}
          alt={t('platformAccount.twoFactor.qrAlt')}
          width={180}
          height={180}
          className="h-44 w-44 shrink-0 rounded-lg bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium">{t('platformAccount.twoFactor.manual')}</p>
          <code className="mt-2 block rounded-md border border-slate-200 bg-white px-3 py-2 font-mono text-base tracking-wider break-words">
            {groupedSecret(setup.data.secret)}
          </code>
          <p className="mt-2 text-slate-600">{t('platformAccount.twoFactor.manualHelp')}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorSummary count={error ? 1 : 0} text={error} visuallyHidden />
        <TextField
          id={`${id}-code`}
          label={t('platformAccount.twoFactor.code')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          className="[&_input]:font-mono [&_input]:tracking-widest"
        />
        <div>{failure && <Notice kind="error">{failure}</Notice>}</div>
        <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
          {submitting ? t('platformAccount.twoFactor.enabling') : t('platformAccount.twoFactor.enable')}
        </button>
      </form>
    </div>
  );
}

/** Step 3: the recovery codes, shown once, to copy or download before going on. */
function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = recoveryCodesText(
    codes,
    t('platformAccount.twoFactor.fileHeading', { platform: t('platform.name') }),
    t('platformAccount.twoFactor.fileNote'),
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-6">
      <Notice kind="success">{t('platformAccount.twoFactor.enabled')}</Notice>
      <p className="text-slate-700">{t('platformAccount.twoFactor.codesIntro', { count: codes.length })}</p>
      <ul
        aria-label={t('platformAccount.twoFactor.codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="button" className={buttonSecondary} onClick={() => void copy()}>
          {t('platformAccount.twoFactor.copy')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => downloadText(t('platformAccount.twoFactor.fileName'), text)}
        >
          {t('platformAccount.twoFactor.download')}
        </button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {copied === true && t('platformAccount.twoFactor.copied')}
        {copied === false && t('platformAccount.twoFactor.copyFailed')}
      </p>
      <button type="button" className={`${buttonPrimary} w-full`} onClick={onDone}>
        {t('platformAccount.twoFactor.saved')}
      </button>
    </div>
  );
}

/**
 * /two-factor: sign-in with an authenticator app. Required for the Admin before anything else
 * opens; an owner turns it on from the dashboard.
 */
export default function TwoFactorRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformAccount.twoFactor.title'), t('platform.name'));
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const session = usePlatformSession();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (session.isPending) return <LoadingState />;
  const user = session.data?.user;
  if (!user && !codes) return <Redirect to="/login?next=%2Ftwo-factor" replace />;

  const finish = async () => {
    queryClient.removeQueries({ queryKey: ['platform-account', 'two-factor-setup'] });
    await queryClient.invalidateQueries({ queryKey: platformSessionQuery().queryKey });
    const fresh = queryClient.getQueryData(platformSessionQuery().queryKey);
    navigate(fresh?.user?.homePath ?? user?.homePath ?? '/');
  };

  if (codes) {
    return (
      <AuthCard title={t('platformAccount.twoFactor.codesTitle')} focusKey="codes" wide>
        <RecoveryCodesStep codes={codes} onDone={() => void finish()} />
      </AuthCard>
    );
  }
  if (!user) return null;
  if (user.twoFactorEnabled) {
    return (
      <AuthCard title={t('platformAccount.twoFactor.title')}>
        <Notice kind="success">{t('platformAccount.twoFactor.alreadyOn')}</Notice>
        <Link href={user.homePath} className={`${buttonPrimary} mt-6 w-full`}>
          {t('platformAccount.common.continue')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('platformAccount.twoFactor.title')}
      focusKey="setup"
      wide
      intro={
        user.twoFactorSetupRequired ? t('platformAccount.twoFactor.required') : t('platformAccount.twoFactor.intro')
      }
    >
      <SetupStep user={user} onEnabled={setCodes} />
    </AuthCard>
  );
}
