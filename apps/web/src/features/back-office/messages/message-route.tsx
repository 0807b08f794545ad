import { MESSAGE_REPLY_MAX } from '@shop/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { buttonPrimary, buttonSecondary, textLink } from '#src/components/ui/button-styles.ts';
import { TextAreaField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { BackOfficeSection } from '#src/features/back-office/components/back-office-section.tsx';
import { ConfirmDialog } from '#src/features/back-office/components/confirm-dialog.tsx';
import {
  attachmentUrl,
  type MessageActionCall,
  useMessage,
  useMessageAction,
} from '#src/features/back-office/messages/api.ts';
import { dateTime } from '#src/features/back-office/orders/order-texts.ts';
import { apiErrorText, apiFieldErrors } from '#src/lib/api-form-errors.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

/** A file size as people read it: kB below a megabyte, else MB with one decimal. */
export const fileSize = (bytes: number, language: string) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * /{tenant}/dashboard/messages/:id: one message, its attachments and the replies sent; opening it
 * marks it read (once: "mark as unread" sticks), a reply goes out by e-mail.
 */
export default function MessageRoute({ tenantName, messageId }: { tenantName: string; messageId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = Number(messageId);
  const query = useMessage(tenantName, id);
  const action = useMessageAction(tenantName, id);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const markedRead = useRef(false);
  const ids = useId();
  const message = query.data;
  usePlatformTitle(message ? t('boMessages.detailTitle', { name: message.name }) : t('boMessages.listTitle'));

  const { mutate } = action;
  useEffect(() => {
    if (!message || message.readAt || markedRead.current) return;
    markedRead.current = true;
    mutate({ action: 'read', read: true });
  }, [message, mutate]);

  const redirect = platformRedirectFor(query.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (deleted) {
    return (
      <MessageState title={t('boMessages.deleted')}>
        <Link href="/messages" className={textLink}>
          {t('boMessages.backToList')}
        </Link>
      </MessageState>
    );
  }
  if (query.isPending) return <LoadingState label={t('boMessages.loading')} />;
  if (!message) {
    return (
      <MessageState title={t('boMessages.notFound')}>
        <Link href="/messages" className={textLink}>
          {t('boMessages.backToList')}
        </Link>
      </MessageState>
    );
  }

  const run = async (call: MessageActionCall, success: string) => {
    try {
      await action.mutateAsync(call);
      setOutcome({ kind: 'success', text: success });
      return true;
    } catch (error) {
      const fieldError = apiFieldErrors(error).body;
      if (fieldError) setReplyError(fieldError);
      else {
        setOutcome({
          kind: 'error',
          text: apiErrorText(error, { fallback: t('boMessages.actionFailed'), network: t('boMessages.network') }),
        });
      }
      return false;
    }
  };

  const sendReply = async (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text) return setReplyError(t('boMessages.replyEmpty'));
    if (text.length > MESSAGE_REPLY_MAX) return setReplyError(t('boMessages.replyTooLong', { max: MESSAGE_REPLY_MAX }));
    setReplyError(null);
    if (await run({ action: 'reply', body: text }, t('boMessages.sent', { email: message.email }))) setReply('');
  };

  const deleteMessage = async () => {
    setConfirmingDelete(false);
    if (await run({ action: 'delete' }, t('boMessages.deleted'))) setDeleted(true);
  };

  return (
    <div className="grid gap-4 py-6">
      <p>
        <Link href="/messages" className={textLink}>
          {t('boMessages.backToList')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words">{t('boMessages.detailTitle', { name: message.name })}</h1>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonSecondary}
          disabled={action.isPending || !message.readAt}
          onClick={() => void run({ action: 'read', read: false }, t('boMessages.markedUnread'))}
        >
          {t('boMessages.markUnread')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={action.isPending}
          onClick={() => setConfirmingDelete(true)}
        >
          {t('boMessages.delete')}
        </button>
      </div>

      <BackOfficeSection compact title={message.name}>
        <dl className="mb-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm text-slate-600">{t('boMessages.email')}</dt>
          <dd className="break-all">
            <a className={textLink} href={`mailto:${message.email}`}>
              {message.email}
            </a>
          </dd>
          {message.phoneNumber && (
            <>
              <dt className="text-sm text-slate-600">{t('boMessages.phone')}</dt>
              <dd>{message.phoneNumber}</dd>
            </>
          )}
          <dt className="text-sm text-slate-600">{t('boMessages.sentAt')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{dateTime(message.createdAt, language)}</time>
          </dd>
          <dt className="text-sm text-slate-600">{t('boMessages.language')}</dt>
          <dd>{t(`boMessages.languages.${message.language}`)}</dd>
        </dl>
        <p className="break-words whitespace-pre-line">{message.message}</p>
      </BackOfficeSection>

      {message.attachments.length > 0 && (
        <BackOfficeSection compact title={t('boMessages.attachmentsTitle')}>
          <ul className="grid gap-1">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  className={`${textLink} inline-flex min-h-11 items-center break-all`}
                  href={attachmentUrl(tenantName, message.id, file.id)}
                  download={file.fileName}
                >
                  {t('boMessages.download', { name: file.fileName, size: fileSize(file.byteSize, language) })}
                </a>
              </li>
            ))}
          </ul>
        </BackOfficeSection>
      )}

      {message.replies.length > 0 && (
        <BackOfficeSection compact title={t('boMessages.thread')}>
          <ol className="grid gap-3">
            {message.replies.map((sent) => (
              <li key={sent.id} className="border-l-4 border-slate-300 ps-3">
                <p className="text-sm text-slate-600">
                  {t('boMessages.replyBy', { name: sent.sentByName, date: dateTime(sent.createdAt, language) })}
                </p>
                <p className="break-words whitespace-pre-line">{sent.body}</p>
              </li>
            ))}
          </ol>
        </BackOfficeSection>
      )}

      <BackOfficeSection compact title={t('boMessages.replyTitle')}>
        <form onSubmit={sendReply} className="grid gap-3" noValidate>
          <TextAreaField
            id={`${ids}-reply`}
            label={t('boMessages.replyLabel')}
            required
            rows={6}
            value={reply}
            error={replyError}
            onChange={(event) => setReply(event.target.value)}
            hint={
              <p className="mt-1 text-sm text-slate-700">
                {t('boMessages.replyHint', { email: message.email })}{' '}
                {t('boMessages.replyCount', { count: reply.trim().length, max: MESSAGE_REPLY_MAX })}
              </p>
            }
          />
          <div>
            <button type="submit" className={buttonPrimary} disabled={action.isPending}>
              {t('boMessages.send')}
            </button>
          </div>
        </form>
      </BackOfficeSection>

      {confirmingDelete && (
        <ConfirmDialog
          title={t('boMessages.deleteTitle')}
          confirmLabel={t('boMessages.confirmDelete')}
          keepLabel={t('boMessages.keep')}
          busy={action.isPending}
          onConfirm={() => void deleteMessage()}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>{t('boMessages.deleteText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
