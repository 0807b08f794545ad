import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getRetryWait, subscribeToRetryWait } from '#src/lib/api-client.ts';

/** Says so while requests wait out the API's rate limit, instead of an unexplained spinner. */
export function BusyNotice() {
  const { t } = useTranslation();
  const wait = useSyncExternalStore(subscribeToRetryWait, getRetryWait, getRetryWait);
  if (!wait) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 top-0 z-50 mx-auto mt-2 w-fit max-w-[calc(100%-1rem)] rounded-lg bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 shadow"
    >
      {t('errors.busyRetrying', { count: wait.seconds })}
    </p>
  );
}
