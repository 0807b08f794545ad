import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { apiErrorCode } from '#src/lib/api-form-errors.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';

/** A failed Admin call: sign in first, set up two-step sign-in, not an Admin, or just failed. */
export function AdminError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const session = usePlatformSession();
  const redirect = platformRedirectFor(error);
  if (redirect) return <Redirect to={redirect} replace />;
  const refused = apiErrorCode(error) === 'admin_only';
  const homePath = session.data?.user?.homePath;
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <p role="alert" className="text-lg text-slate-800">
        {refused ? t('admin.adminOnly') : t('admin.loadFailed')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!refused && (
          <button type="button" onClick={onRetry} className={buttonSecondary}>
            {t('admin.retry')}
          </button>
        )}
        {refused && homePath && (
          <a href={homePath} className={buttonSecondary}>
            {t('admin.toHome')}
          </a>
        )}
      </div>
    </div>
  );
}
