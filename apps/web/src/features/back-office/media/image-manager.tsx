import texts from 'virtual:locale-sections/nl/boMedia';
import type { TManagedImage } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#src/components/ui/modal.tsx';
import { apiFieldErrors } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { SortableList } from '../catalogue/categories/sortable-list.tsx';
import { DropZone } from './drop-zone.tsx';
import { deleteImage, fetchImages, imagesPath, saveImageOrder, type TImageOwner, updateImage } from './image-api.ts';
import { ImageThumbnail } from './image-thumbnail.tsx';
import { UploadList } from './upload-list.tsx';
import { useUploads } from './use-uploads.ts';

addDutchTexts(texts);

export type { TImageOwner } from './image-api.ts';

const smallButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60';
const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-lg bg-red-800 px-4 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60';

const imagesKey = (tenantName: string, owner: TImageOwner) => [
  'platform',
  'back-office',
  tenantName,
  'images',
  owner.kind,
  owner.id,
];

/** The alt text of one image: asked for, prefilled with the suggestion, saved when it changes. */
function AltTextField({
  image,
  suggestedAlt,
  onSave,
}: {
  image: TManagedImage;
  suggestedAlt: string;
  onSave: (altText: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(image.altText || suggestedAlt);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = `alt-${image.id}`;
  const save = async () => {
    const trimmed = value.trim();
    if (trimmed === image.altText) return;
    if (!trimmed) {
      setError(t('boMedia.altRequired'));
      return;
    }
    try {
      await onSave(trimmed);
      setError(null);
      setSaved(true);
    } catch (failure) {
      setError(apiFieldErrors(failure).altText ?? t('boMedia.saveFailed'));
    }
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('boMedia.altLabel')} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        value={value}
        maxLength={200}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setValue(event.target.value);
          setSaved(false);
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
        className={`h-11 w-full rounded-lg border px-3 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600" aria-live="polite">
          {saved ? t('boMedia.altSaved') : t('boMedia.altHint')}
        </p>
      )}
    </div>
  );
}

/**
 * The images of a product, category or add-on: upload (drop, pick, or the phone's camera) with
 * progress, order (drag or move buttons), primary image, alt text per image, delete.
 */
export function ImageManager({
  tenantName,
  owner,
  suggestedAlt,
}: {
  tenantName: string;
  owner: TImageOwner;
  suggestedAlt: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = imagesKey(tenantName, owner);
  const images = useQuery({ queryKey: key, queryFn: () => fetchImages(tenantName, owner), retry: false });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const [status, setStatus] = useState('');
  const { uploads, add, dismiss } = useUploads(imagesPath(tenantName, owner), (name) => {
    setStatus(t('boMedia.uploaded', { name }));
    void refresh();
  });
  const [deleting, setDeleting] = useState<TManagedImage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = () => setFailure(t('boMedia.saveFailed'));
  const order = useMutation({
    mutationFn: (ids: number[]) => saveImageOrder(tenantName, owner, ids),
    onSuccess: (list) => client.setQueryData(key, list),
    onError: () => {
      fail();
      void refresh();
    },
  });
  const primary = useMutation({
    mutationFn: (image: TManagedImage) => updateImage(tenantName, owner, image.id, { isPrimary: true }),
    onSuccess: (_saved, image) => {
      setStatus(t('boMedia.primarySet', { name: image.altText || image.fileName }));
      void refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (image: TManagedImage) => deleteImage(tenantName, owner, image.id),
    onSuccess: (_none, image) => {
      setDeleting(null);
      setStatus(t('boMedia.deleted', { name: image.altText || image.fileName }));
      void refresh();
    },
    onError: fail,
  });

  const list = images.data ?? [];
  const groupName = `primary-${owner.kind}-${owner.id}`;

  return (
    <div className="flex flex-col gap-3 text-slate-900">
      <DropZone
        accept="image/*"
        multiple
        label={t('boMedia.dropLabel')}
        hint={t('boMedia.dropHint')}
        onFiles={(files) => add(files, { altText: suggestedAlt })}
      />
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      {images.isPending ? (
        <p className="text-sm text-slate-700">{t('boMedia.loading')}</p>
      ) : images.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('boMedia.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('boMedia.none')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('boMedia.primaryLegend')}</legend>
          <SortableList
            items={list}
            label={t('boMedia.listLabel')}
            itemName={(image) => image.altText || image.fileName}
            disabled={order.isPending}
            onReorder={(ids) => order.mutate(ids)}
            renderItem={(image) => (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <ImageThumbnail image={image} />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <AltTextField
                    key={`${image.id}-${image.altText}`}
                    image={image}
                    suggestedAlt={suggestedAlt}
                    onSave={async (altText) => {
                      await updateImage(tenantName, owner, image.id, { altText });
                      await refresh();
                    }}
                  />
                  <div className="flex flex-wrap items-center gap-3">
                    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={groupName}
                        checked={image.isPrimary}
                        onChange={() => primary.mutate(image)}
                        className="h-5 w-5"
                      />
                      {t('boMedia.primary')}
                    </label>
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => setDeleting(image)}
                      aria-label={t('boMedia.deleteNamed', { name: image.altText || image.fileName })}
                    >
                      {t('boMedia.delete')}
                    </button>
                  </div>
                </div>
              </div>
            )}
          />
        </fieldset>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      {deleting && (
        <Modal title={t('boMedia.deleteTitle')} onClose={() => setDeleting(null)}>
          <div className="flex flex-col gap-4">
            <ImageThumbnail image={deleting} size={160} />
            <p>{t('boMedia.deleteQuestion', { name: deleting.altText || deleting.fileName })}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={smallButton} onClick={() => setDeleting(null)}>
                {t('boMedia.cancel')}
              </button>
              <button
                type="button"
                className={dangerButton}
                disabled={remove.isPending}
                onClick={() => remove.mutate(deleting)}
              >
                {t('boMedia.deleteConfirm')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
