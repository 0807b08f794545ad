import texts from 'virtual:locale-sections/nl/platform,platformAccount';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { AuthCard } from '#src/features/platform-account/components/auth-card.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformSessionQuery, usePlatformSession } from '#src/lib/platform-session.ts';
import { usePlatformTitle } from '#src/lib/use-platform-title.ts';

addDutchTexts(texts);

/**
 * /verify-email?token=…: the link is used once, on arrival. A query (not an effect) sends it, so
 * a second render never spends the single-use token twice.
 */
export default function VerifyEmailRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('platformAccount.verify.title'), t('platform.name'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const session = usePlatformSession();
  const user = session.data?.user ?? null;
  const verification = useQuery({
    queryKey: ['platform-account', 'verify-email', token],
    queryFn: async () => {
      const answer = await callApi('POST /api/platform/verify-email', { body: { token } });
      void queryClient.invalidateQueries({ queryKey: platformSessionQuery().queryKey });
      return answer;
    },
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const resend = useMutation({ mutationFn: () => callApi('POST /api/platform/verify-email/resend') });

  if (token && verification.isPending) {
    return <LoadingState label={t('platformAccount.verify.checking')} />;
  }
  const verified = Boolean(token) && verification.isSuccess;
  const next = user
    ? { href: user.homePath, label: t('platformAccount.verify.toMyShop') }
    : { href: '/login', label: t('platformAccount.common.toLogin') };

  return (
    <AuthCard title={verified ? t('platformAccount.verify.doneTitle') : t('platformAccount.verify.failedTitle')}>
      <div className="space-y-6">
        {verified ? (
          <Notice kind="success">{t('platformAccount.verify.done')}</Notice>
        ) : (
          <Notice kind="error">
            {token
              ? apiErrorText(verification.error, {
                  fallback: t('platformAccount.verify.invalid'),
                  network: t('platformAccount.errors.network'),
                })
              : t('platformAccount.verify.invalid')}
          </Notice>
        )}
        {!verified && user && !user.emailVerified && (
          <div className="space-y-3">
            <button
              type="button"
              className={`${buttonSecondary} w-full`}
              disabled={resend.isPending || resend.isSuccess}
              onClick={() => resend.mutate()}
            >
              {t('platformAccount.verify.resend')}
            </button>
            <div>
              {resend.isSuccess && <Notice kind="success">{t('platformAccount.verify.resent')}</Notice>}
              {resend.isError && (
                <Notice kind="error">
                  {apiErrorText(resend.error, {
                    fallback: t('platformAccount.verify.resendFailed'),
                    network: t('platformAccount.errors.network'),
                  })}
                </Notice>
              )}
            </div>
          </div>
        )}
        {!verified && !user && <p className="text-sm text-slate-600">{t('platformAccount.verify.loginToResend')}</p>}
        <Link href={next.href} className={`${buttonPrimary} w-full`}>
          {next.label}
        </Link>
      </div>
    </AuthCard>
  );
}
