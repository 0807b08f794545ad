import texts from 'virtual:locale-sections/nl/boStaff';
import { AUDIT_LOG_PAGE_SIZE, type TAuditEntry } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import {
  AUDIT_ROLES,
  auditActionKey,
  auditImageArea,
  auditSettingsArea,
  auditSubject,
} from '#src/features/back-office/components/audit-action.ts';
import { callApi } from '#src/lib/api-client.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** The shop's activity log, newest first, a page at a time (the API's `before` cursor). */
const useActivityLog = (tenantName: string) =>
  useInfiniteQuery({
    queryKey: ['platform', 'dashboard', tenantName, 'audit-log'],
    queryFn: ({ pageParam }) =>
      callApi('GET /api/platform/shops/:tenantName/audit-log', {
        params: { tenantName, ...(pageParam === undefined ? {} : { before: pageParam }) },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: TAuditEntry[]) => (page.length < AUDIT_LOG_PAGE_SIZE ? undefined : page.at(-1)?.id),
    retry: false,
  });

const ROLE_STYLE: Record<string, string> = {
  Owner: 'bg-violet-100 text-violet-900',
  Staff: 'bg-sky-100 text-sky-900',
  Admin: 'bg-amber-100 text-amber-950',
};

function Entry({ entry, format }: { entry: TAuditEntry; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const key = auditActionKey(entry.action);
  const area = auditImageArea(entry.action);
  const settingsArea = auditSettingsArea(entry.action, entry.details);
  const subject = settingsArea ? t(`boStaff.activity.settingsAreas.${settingsArea}`) : auditSubject(entry.details);
  const role = (AUDIT_ROLES as readonly string[]).includes(entry.actorRole) ? entry.actorRole : null;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-600 sm:w-44">
        {format.format(new Date(entry.createdAt))}
      </time>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {key ? t(key, area ? { what: t(`boStaff.activity.areas.${area}`) } : {}) : entry.action}
          {subject && <span className="break-words font-normal text-slate-700">: {subject}</span>}
        </p>
        <p className="break-all text-sm text-slate-600">
          {entry.actorName ? `${entry.actorName} · ${entry.actorEmail}` : entry.actorEmail}{' '}
          <span className={`ms-1 rounded-full px-2 py-0.5 text-xs font-semibold ${ROLE_STYLE[entry.actorRole] ?? ''}`}>
            {role ? t(`boStaff.roles.${role}`) : entry.actorRole}
          </span>
        </p>
      </div>
    </li>
  );
}

/** Who (owner, staff, platform Admin) changed what in this shop, newest first, for the owner. */
export function AuditLog({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const log = useActivityLog(tenantName);
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const entries = log.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="audit-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="audit-title" className="text-xl font-bold">
        {t('boStaff.activity.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('boStaff.activity.intro')}</p>
      {log.isPending && <p className="mt-4 text-slate-600">{t('boStaff.loading')}</p>}
      {log.isError && <p className="mt-4 text-slate-700">{t('boStaff.activity.loadFailed')}</p>}
      {log.isSuccess && entries.length === 0 && <p className="mt-4 text-slate-700">{t('boStaff.activity.empty')}</p>}
      {entries.length > 0 && (
        <ol className="mt-4 divide-y divide-slate-200">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} format={format} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className={`${buttonSecondary} mt-4`}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('boStaff.loading') : t('boStaff.activity.older')}
        </button>
      )}
    </section>
  );
}
