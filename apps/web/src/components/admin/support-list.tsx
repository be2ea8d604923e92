'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import type { AdminSupportMessage } from '@tendero/contract';
import { replyToSupport, supportMessages } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatDateTime } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, useAdminText } from './admin-text';

/** The answer to one message, mailed to the customer in the customer's language. */
function ReplyForm({ message }: { message: AdminSupportMessage }) {
  const t = useTranslations('admin.support');
  const { failure, fieldErrors } = useAdminText();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const reply = useMutation({
    mutationFn: () => replyToSupport(message.id, { body }),
    onSuccess: async () => {
      toast.success(t('sent', { email: message.customerEmail }));
      setBody('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allSupport }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
    },
  });
  const errors = fieldErrors(reply.error);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reply.isPending) reply.mutate();
      }}
    >
      <AdminField
        label={t('reply')}
        hint={t('replyHint', { email: message.customerEmail, language: LOCALE_NATIVE_NAMES[message.locale] })}
        error={errors.body}
      >
        {(control) => (
          <textarea
            {...control}
            lang={message.locale}
            maxLength={4000}
            rows={5}
            required
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </AdminField>
      {reply.error && !errors.body && <AdminAlert>{failure(reply.error)}</AdminAlert>}
      <div className="actions">
        <button type="submit" className="button" disabled={reply.isPending}>
          {reply.isPending ? t('pending') : t('send')}
        </button>
      </div>
    </form>
  );
}

/** Customers' messages, open ones (no reply yet) or all, newest first, each with its reply or a form. */
export function AdminSupportList({ open }: { open: boolean }) {
  const t = useTranslations('admin.support');
  const locale = useLocale();
  const { failure } = useAdminText();
  const messages = useInfiniteQuery({
    queryKey: adminKeys.support(open),
    queryFn: ({ pageParam }) => supportMessages(open, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-support-title">
      <h1 id="admin-support-title">{t('title')}</h1>
      <nav className="admin-tabs" aria-label={t('show')}>
        <ul>
          <li>
            <Link href="/admin/support" prefetch={false} aria-current={open ? 'page' : undefined}>
              {t('open')}
            </Link>
          </li>
          <li>
            <Link href="/admin/support?all=1" prefetch={false} aria-current={open ? undefined : 'page'}>
              {t('all')}
            </Link>
          </li>
        </ul>
      </nav>
      {messages.isPending && <Loading>{t('loading')}</Loading>}
      {messages.error && <AdminAlert>{failure(messages.error)}</AdminAlert>}
      {messages.isSuccess && items.length === 0 && (
        <p className="notice">{open ? t('emptyOpen') : t('emptyAll')}</p>
      )}
      {items.length > 0 && (
        <ul className="admin-messages">
          {items.map((message) => (
            <li
              key={message.id}
              className="order-box admin-message"
              aria-labelledby={`message-${message.id}`}
            >
              <h2 id={`message-${message.id}`}>{message.customerName}</h2>
              <p className="admin-meta">
                <a href={`mailto:${message.customerEmail}`}>{message.customerEmail}</a>
                {' · '}
                {t('received', { date: formatDateTime(locale, message.createdAt) })}
                {' · '}
                {t('language', { language: LOCALE_NATIVE_NAMES[message.locale] })}
              </p>
              <h3 className="visually-hidden">{t('message')}</h3>
              <blockquote className="admin-message-body" lang={message.locale}>
                {message.body}
              </blockquote>
              {message.reply ? (
                <div className="admin-reply">
                  <h3>
                    {t('replied', {
                      email: message.reply.operatorEmail,
                      date: formatDateTime(locale, message.reply.at),
                    })}
                  </h3>
                  <p className="admin-message-body">{message.reply.body}</p>
                </div>
              ) : (
                <ReplyForm message={message} />
              )}
            </li>
          ))}
        </ul>
      )}
      {messages.hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button secondary"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
