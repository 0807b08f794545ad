import {
  CONTACT_ATTACHMENT_EXTENSIONS,
  CONTACT_FILE_ERROR_MS,
  CONTACT_MAX_ATTACHMENTS,
  CONTACT_MESSAGE_MAX,
} from '@shop/contracts';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { sendContactMessage } from '#src/features/contact/api/send-contact-message.ts';
import { type ContactValues, checkAttachment, validateContact } from '#src/features/contact/validation.ts';
import { ApiError } from '#src/lib/api-client.ts';

const EMPTY: ContactValues = { name: '', email: '', phoneNumber: '', message: '' };
const ACCEPT = CONTACT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type Feedback = { kind: 'success' | 'error'; text: string } | null;

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Spec §2.13/§5 contact form: name, e-mail, optional phone, message (counter out of 2000) and
 * attachments. A rejected file's message shows for 5 s; success shows the server's text and
 * resets the form.
 */
export function ContactForm({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { values, setValues, errors, setErrors, change, showErrors } = useForm<ContactValues>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!fileError) return;
    const timer = window.setTimeout(() => setFileError(null), CONTACT_FILE_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [fileError]);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted: File[] = [];
    const problems: string[] = [];
    for (const file of chosen) {
      const problem = checkAttachment(file);
      if (problem) problems.push(t(`contact.errors.${problem.kind}`, { fileName: problem.fileName }));
      else accepted.push(file);
    }
    const room = CONTACT_MAX_ATTACHMENTS - files.length;
    if (accepted.length > room) problems.push(t('contact.errors.tooMany', { max: CONTACT_MAX_ATTACHMENTS }));
    if (accepted.length > 0 && room > 0) setFiles((current) => [...current, ...accepted.slice(0, room)]);
    setFileError(problems.length > 0 ? problems.join(' ') : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateContact(values);
    if (showErrors(found, (key) => t(`contact.errors.${key}`))) {
      setFeedback(null);
      const first = (['name', 'email', 'phoneNumber', 'message'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    setFeedback(null);
    try {
      const result = await sendContactMessage({
        tenantId,
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        message: values.message.trim(),
        attachments: files,
      });
      setValues(EMPTY);
      setFiles([]);
      setErrors({});
      setFeedback({ kind: 'success', text: result?.message || t('contact.success') });
    } catch (error) {
      setFeedback({
        kind: 'error',
        text: error instanceof ApiError ? (error.serverMessage ?? t('contact.failed')) : t('contact.networkError'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const counterId = `${id}-message-counter`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-card border border-line bg-surface p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label={t('contact.name')}
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          id={`${id}-email`}
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          id={`${id}-phoneNumber`}
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={(event) => change('phoneNumber', event.target.value)}
          className="sm:col-span-2"
        />
      </div>
      <TextAreaField
        id={`${id}-message`}
        label={t('contact.message')}
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        value={values.message}
        error={errors.message}
        aria-describedby={errors.message ? `${id}-message-error ${counterId}` : counterId}
        onChange={(event) => change('message', event.target.value)}
        hint={
          <p id={counterId} className="mt-1 text-right text-xs text-muted">
            {t('contact.counter', { count: values.message.length, max: CONTACT_MESSAGE_MAX })}
          </p>
        }
      />
      <div>
        <label htmlFor={`${id}-files`} className="mb-1 block text-sm font-medium">
          {t('contact.attachments')}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={`${id}-files-hint`}
          onChange={onFiles}
          className="block w-full text-sm file:mr-4 file:rounded-lg file:border-0 file:bg-surface-2 file:px-4 file:py-2 file:font-semibold file:text-fg"
        />
        <p id={`${id}-files-hint`} className="mt-1 text-xs text-muted">
          {t('contact.attachmentsHint', { max: CONTACT_MAX_ATTACHMENTS })}
        </p>
        {fileError && (
          <p role="alert" className="mt-2 rounded-lg bg-red-800 px-3 py-2 text-sm text-white">
            {fileError}
          </p>
        )}
        {files.length > 0 && (
          <ul className="mt-3 space-y-2" aria-label={t('contact.chosenFiles')}>
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm"
              >
                <span className="truncate">
                  {file.name} <span className="text-muted">({sizeLabel(file.size)})</span>
                </span>
                <button
                  type="button"
                  className="font-medium text-link hover:underline"
                  aria-label={`${t('contact.removeFile')}: ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}
                >
                  {t('contact.removeFile')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div aria-live="polite">{feedback?.kind === 'success' && <Notice kind="success">{feedback.text}</Notice>}</div>
      {feedback?.kind === 'error' && <Notice kind="error">{feedback.text}</Notice>}
      <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`} disabled={submitting}>
        {submitting ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
