import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const button =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60';

/**
 * Where files are dropped, or picked with a button; on a phone the camera button opens the camera
 * (`capture`). `accept` filters the picker, the server decides by the content.
 */
export function DropZone({
  accept,
  multiple,
  label,
  hint,
  onFiles,
  camera = true,
  children,
}: {
  accept: string;
  multiple: boolean;
  label: string;
  hint: string;
  onFiles: (files: File[]) => void;
  camera?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const pick = useRef<HTMLInputElement>(null);
  const shoot = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const take = (list: FileList | null) => {
    if (list && list.length > 0) onFiles(Array.from(list));
  };
  return (
    <section
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center ${over ? 'border-violet-600 bg-violet-50' : 'border-slate-300'}`}
    >
      <p className="text-sm text-slate-700" id={hintId}>
        {hint}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={button} onClick={() => pick.current?.click()} aria-describedby={hintId}>
          {multiple ? t('boMedia.chooseFiles') : t('boMedia.chooseFile')}
        </button>
        {camera && (
          <button type="button" className={`${button} sm:hidden`} onClick={() => shoot.current?.click()}>
            {t('boMedia.takePhoto')}
          </button>
        )}
      </div>
      <input
        ref={pick}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {camera && (
        <input
          ref={shoot}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      )}
      {children}
    </section>
  );
}
