import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-uploads.ts';

/** The files being sent, with progress, and the refused ones with their reason. */
export function UploadList({ uploads, onDismiss }: { uploads: UploadState[]; onDismiss: (key: number) => void }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('boMedia.uploads')}>
      {uploads.map((upload) => (
        <li
          key={upload.key}
          className={`rounded-lg border p-2 text-sm ${upload.error ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200'}`}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium">{upload.name}</span>
            {upload.error && (
              <button
                type="button"
                className="h-11 shrink-0 rounded-lg px-3 font-semibold underline hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-violet-700"
                onClick={() => onDismiss(upload.key)}
                aria-label={t('boMedia.dismiss', { name: upload.name })}
              >
                {t('boMedia.dismissShort')}
              </button>
            )}
          </div>
          {upload.error ? (
            <p role="alert">{upload.error}</p>
          ) : (
            <>
              <progress
                className="mt-1 h-2 w-full"
                max={1}
                value={upload.progress ?? undefined}
                aria-label={t('boMedia.progress', { name: upload.name })}
              />
              <span className="text-slate-700">
                {upload.progress !== null && upload.progress >= 1
                  ? t('boMedia.processing')
                  : t('boMedia.percent', { percent: Math.round((upload.progress ?? 0) * 100) })}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
