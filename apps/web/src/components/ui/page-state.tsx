import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen tall, so that what follows (the footer) is out of sight until the content arrives: no layout shift. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4 text-muted"
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-primary" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function MessageState({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {message && <p className="text-muted">{message}</p>}
      {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
