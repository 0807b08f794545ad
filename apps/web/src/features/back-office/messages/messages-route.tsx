import texts from 'virtual:locale-sections/nl/boMessages';
import type { TBackOfficeMessageListQuery } from '@shop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch } from 'wouter';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { ListPager } from '#src/features/back-office/components/list-pager.tsx';
import { useMessageList } from '#src/features/back-office/messages/api.ts';
import MessageRoute from '#src/features/back-office/messages/message-route.tsx';
import { dateTime } from '#src/features/back-office/orders/order-texts.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

addDutchTexts(texts);

const PAGE_SIZE = 25;

type Filter = 'all' | 'unread';

/** The filter, search and page as the API's query: the defaults left out. */
export function toMessageQuery(filter: Filter, search: string, page: number): TBackOfficeMessageListQuery {
  const trimmed = search.trim();
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(filter === 'unread' ? { filter } : {}),
    ...(trimmed ? { search: trimmed } : {}),
  };
}

function MessageList({ tenantName }: { tenantName: string }) {
  const { t, i18n } = useTranslation();
  usePlatformTitle(`${t('boMessages.listTitle')} – ${tenantName}`);
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search, 300);
  const list = useMessageList(tenantName, toMessageQuery(filter, settledSearch, page));

  const redirect = platformRedirectFor(list.error);
  if (redirect) return <Redirect to={redirect} replace />;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const emptyText = settledSearch.trim()
    ? t('boMessages.noResults')
    : filter === 'unread'
      ? t('boMessages.emptyUnread')
      : t('boMessages.empty');

  return (
    <div className="grid gap-4 py-6">
      <h1 className="text-2xl font-bold">{t('boMessages.listTitle')}</h1>
      <p className="text-slate-700">{t('boMessages.intro')}</p>
      <search>
        <form
          aria-label={t('boMessages.filtersLabel')}
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            id={`${id}-search`}
            type="search"
            label={t('boMessages.search')}
            placeholder={t('boMessages.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <SelectField
            id={`${id}-filter`}
            label={t('boMessages.show')}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value === 'unread' ? 'unread' : 'all');
              setPage(1);
            }}
          >
            <option value="all">{t('boMessages.all')}</option>
            <option value="unread">{t('boMessages.unreadOnly')}</option>
          </SelectField>
        </form>
      </search>

      {list.isError ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          {t('boMessages.actionFailed')}
        </p>
      ) : !data ? (
        <LoadingState label={t('boMessages.loading')} />
      ) : data.items.length === 0 ? (
        <p className="py-8 text-center text-slate-700">{emptyText}</p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {t('boMessages.count', { count: data.total })} · {t('boMessages.unreadCount', { count: data.unreadCount })}
          </p>
          <ul className="grid gap-2">
            {data.items.map((message) => (
              <li
                key={message.id}
                className={`rounded-lg border bg-white p-3 ${message.read ? 'border-slate-200' : 'border-l-4 border-violet-700'}`}
              >
                <Link
                  href={`/messages/${message.id}`}
                  className="grid min-h-11 gap-1 sm:grid-cols-[1fr_auto] focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <span className={`break-words ${message.read ? '' : 'font-bold'}`}>
                    {!message.read && (
                      <span className="me-2 rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('boMessages.unread')}
                      </span>
                    )}
                    {message.name} · <span className="break-all">{message.email}</span>
                  </span>
                  <span className="text-sm sm:text-right">{dateTime(message.createdAt, i18n.language)}</span>
                  <span className="break-words text-slate-800">{message.excerpt}</span>
                  <span className="text-sm text-slate-700 sm:text-right">
                    {[
                      message.attachmentCount > 0
                        ? t('boMessages.attachments', { count: message.attachmentCount })
                        : '',
                      message.replyCount > 0 ? t('boMessages.replies', { count: message.replyCount }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <ListPager
            page={page}
            pages={pages}
            onPage={setPage}
            labels={{
              nav: t('boMessages.pages'),
              previous: t('boMessages.previous'),
              next: t('boMessages.next'),
              position: t('boMessages.pageOf', { page, pages }),
            }}
          />
        </>
      )}
    </div>
  );
}

/** /{tenant}/dashboard/messages and /messages/:id: the contact-form inbox, and one message. */
export default function MessagesRoute({ tenantName }: { tenantName: string }) {
  return (
    <Switch>
      <Route path="/messages/:messageId">
        {(params: { messageId: string }) => (
          <MessageRoute key={params.messageId} tenantName={tenantName} messageId={params.messageId} />
        )}
      </Route>
      <Route>
        <MessageList tenantName={tenantName} />
      </Route>
    </Switch>
  );
}
