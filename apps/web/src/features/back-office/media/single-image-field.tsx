import texts from 'virtual:locale-sections/nl/boMedia';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  type TShopFile,
  type TShopFileSlot,
  type TShopFiles,
  VIDEO_UPLOAD_MAX_BYTES,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#src/components/ui/modal.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { DropZone } from './drop-zone.tsx';
import { deleteShopFile, fetchShopFiles, shopFilesPath } from './image-api.ts';
import { UploadList } from './upload-list.tsx';
import { useUploads } from './use-uploads.ts';

addDutchTexts(texts);

const smallButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60';
const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-lg bg-red-800 px-4 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60';

export const shopFilesKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'files'];

const fileOf = (files: TShopFiles | undefined, slot: TShopFileSlot): TShopFile | null =>
  (slot === 'logo' ? files?.logo : slot === 'hero-image' ? files?.heroImage : files?.heroVideo) ?? null;

function Preview({ file, video, label }: { file: TShopFile; video: boolean; label: string }) {
  if (video) {
    return (
      <video src={file.url} controls muted playsInline preload="metadata" className="max-h-48 w-full rounded-lg" />
    );
  }
  return (
    <picture>
      {file.srcset?.avif && (
        <source type="image/avif" srcSet={file.srcset.avif} sizes="(max-width: 640px) 90vw, 320px" />
      )}
      <img
        src={file.src ?? file.url}
        srcSet={file.srcset?.webp || undefined}
        sizes="(max-width: 640px) 90vw, 320px"
        alt={label}
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        className="h-auto max-h-48 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
      />
    </picture>
  );
}

/** The shop's logo, hero image or hero video: the current one, replace it, or remove it. */
export function SingleImageField({
  tenantName,
  slot,
  label,
}: {
  tenantName: string;
  slot: TShopFileSlot;
  label: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = shopFilesKey(tenantName);
  const files = useQuery({ queryKey: key, queryFn: () => fetchShopFiles(tenantName), retry: false });
  const video = slot === 'hero-video';
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'back-office', tenantName] });
  const { uploads, add, dismiss } = useUploads(
    `${shopFilesPath(tenantName)}/${slot}`,
    refresh,
    video ? VIDEO_UPLOAD_MAX_BYTES : IMAGE_UPLOAD_MAX_BYTES,
  );
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteShopFile(tenantName, slot),
    onSuccess: (next) => {
      client.setQueryData(key, next);
      setConfirming(false);
      void refresh();
    },
  });
  const current = fileOf(files.data, slot);
  const maxMegabytes = (video ? VIDEO_UPLOAD_MAX_BYTES : IMAGE_UPLOAD_MAX_BYTES) / 1024 / 1024;

  return (
    <div className="flex flex-col gap-2 text-slate-900">
      <h3 className="font-semibold">{label}</h3>
      {current ? (
        <div className="flex flex-col items-start gap-2">
          <Preview file={current} video={video} label={label} />
          <p className="text-sm text-slate-700">{current.fileName}</p>
          <button type="button" className={smallButton} onClick={() => setConfirming(true)}>
            {t('boMedia.removeNamed', { name: label })}
          </button>
        </div>
      ) : files.isPending ? (
        <p className="text-sm text-slate-700">{t('boMedia.loading')}</p>
      ) : (
        <p className="text-sm text-slate-700">{t('boMedia.noneSingle')}</p>
      )}
      <DropZone
        accept={video ? 'video/mp4,video/webm' : 'image/*'}
        multiple={false}
        camera={!video}
        label={t('boMedia.dropSingleLabel', { name: label })}
        hint={
          video ? t('boMedia.dropVideoHint', { max: maxMegabytes }) : t('boMedia.dropSingleHint', { max: maxMegabytes })
        }
        onFiles={(picked) => add(picked.slice(0, 1))}
      />
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('boMedia.saveFailed')}
        </p>
      )}
      {confirming && (
        <Modal title={t('boMedia.removeTitle', { name: label })} onClose={() => setConfirming(false)}>
          <div className="flex flex-col gap-4">
            <p>{t('boMedia.removeQuestion', { name: label })}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={smallButton} onClick={() => setConfirming(false)}>
                {t('boMedia.cancel')}
              </button>
              <button
                type="button"
                className={dangerButton}
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t('boMedia.removeConfirm')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
