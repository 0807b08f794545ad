import { IMAGE_UPLOAD_MAX_BYTES } from '@shop/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#src/lib/api-client.ts';
import { apiFieldErrors } from '#src/lib/api-form-errors.ts';
import { uploadFile } from './image-api.ts';

export interface UploadState {
  key: number;
  name: string;
  /** 0 to 1 while sending; null once done or refused. */
  progress: number | null;
  error: string | null;
}

/**
 * A queue of uploads, sent one after another (the server processes each photo fully), each with
 * its progress and, when refused, the server's field error for that file.
 */
export function useUploads(url: string, onUploaded: (name: string) => void, maxBytes = IMAGE_UPLOAD_MAX_BYTES) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(0);

  const patch = (key: number, change: Partial<UploadState>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const errorText = useCallback(
    (error: unknown) => {
      const fields = apiFieldErrors(error);
      if (fields.file) return fields.file;
      if (fields.altText) return fields.altText;
      if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
      return t('boMedia.uploadFailed');
    },
    [t],
  );

  const add = (files: File[], fields: Record<string, string> = {}) => {
    for (const file of files) {
      const key = nextKey.current++;
      const tooLarge = file.size > maxBytes;
      setUploads((current) => [
        ...current,
        {
          key,
          name: file.name,
          progress: tooLarge ? null : 0,
          error: tooLarge ? t('boMedia.tooLarge', { name: file.name, max: maxBytes / 1024 / 1024 }) : null,
        },
      ]);
      if (tooLarge) continue;
      queue.current = queue.current.then(async () => {
        try {
          await uploadFile(url, file, fields, (progress) => patch(key, { progress }));
          setUploads((current) => current.filter((upload) => upload.key !== key));
          onUploaded(file.name);
        } catch (error) {
          patch(key, { progress: null, error: errorText(error) });
        }
      });
    }
  };

  const dismiss = (key: number) => setUploads((current) => current.filter((upload) => upload.key !== key));

  return { uploads, add, dismiss };
}
