'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { myRefunds } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';
import { RefundCard } from './refund-card';

/** The customer's refunds, newest first, each with its order and credit note; more on request. */
export function RefundList() {
  const t = useTranslations('refunds');
  const locale = useLocale();
  const failure = useFailureText();
  const list = useRef<HTMLUListElement>(null);
  const refunds = useInfiniteQuery({
    queryKey: queryKeys.refunds(locale),
    queryFn: ({ pageParam }) => myRefunds(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = refunds.data?.pages.flatMap((page) => page.items) ?? [];
  // The button may be gone with the last page: focus goes on to the first refund it brought.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || items.length <= focusAt) return;
    list.current?.querySelectorAll<HTMLElement>('.refund-card h2')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, items.length]);
  return (
    <section className="refunds" aria-labelledby="refunds-title">
      <h1 id="refunds-title">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {refunds.isPending && (
        <p className="notice" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {refunds.error && !refunds.data && <FormAlert>{failure(refunds.error)}</FormAlert>}
      {refunds.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && (
        <ul className="refund-list" ref={list}>
          {items.map((refund) => (
            <RefundCard key={refund.id} refund={refund} heading="h2" withOrder />
          ))}
        </ul>
      )}
      {refunds.error && refunds.data && <FormAlert>{failure(refunds.error)}</FormAlert>}
      {refunds.hasNextPage && (
        <p className="paging">
          <button
            type="button"
            className="button secondary"
            aria-disabled={refunds.isFetchingNextPage || undefined}
            onClick={() => {
              if (refunds.isFetchingNextPage) return;
              setFocusAt(items.length);
              void refunds.fetchNextPage();
            }}
          >
            {refunds.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
