import { useTranslation } from 'react-i18next';
import { useAuditLog } from '#src/features/back-office/api/dashboard.ts';
import { auditActionKey, auditPlanName } from '#src/features/back-office/components/audit-action.ts';
import { useLocale } from '#src/lib/i18n.ts';

/** What the platform Admin did inside this shop, newest first, for the owner to read. */
export function AuditLog({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const log = useAuditLog(tenantName);
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="audit-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="audit-title" className="text-xl font-bold">
        {t('dashboard.auditLog.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('dashboard.auditLog.intro')}</p>
      {log.isPending && <p className="mt-4 text-slate-600">{t('dashboard.loading')}</p>}
      {log.isError && <p className="mt-4 text-slate-700">{t('dashboard.auditLog.loadFailed')}</p>}
      {log.data?.length === 0 && <p className="mt-4 text-slate-700">{t('dashboard.auditLog.empty')}</p>}
      {log.data && log.data.length > 0 && (
        <ol className="mt-4 divide-y divide-slate-200">
          {log.data.map((entry) => {
            const key = auditActionKey(entry.action);
            const planName = auditPlanName(entry.details);
            return (
              <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-600 sm:w-48">
                  {format.format(new Date(entry.createdAt))}
                </time>
                <span className="font-semibold">
                  {key ? t(key) : entry.action}
                  {planName && `: ${planName}`}
                </span>
                <span className="break-all text-sm text-slate-600">{entry.actorEmail}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
