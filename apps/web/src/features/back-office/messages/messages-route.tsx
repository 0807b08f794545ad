import { useTranslation } from 'react-i18next';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';

/** /{tenant}/dashboard/messages. */
export default function MessagesRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  usePlatformTitle(`${t('dashboard.nav.messages')} – ${tenantName}`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.messages')}</h1>
    </div>
  );
}
