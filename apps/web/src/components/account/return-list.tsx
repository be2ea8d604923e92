'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { myReturns } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';
import { ReturnCard } from '../return/return-card';

/** The customer's returns, newest first, each with its order, label and refund; more on request. */
export function ReturnList() {
  const t = useTranslations('returns');
  const locale = useLocale();
  const failure = useFailureText();
  const list = useRef<HTMLUListElement>(null);
  const returns = useInfiniteQuery({
    queryKey: queryKeys.returns(locale),
    queryFn: ({ pageParam }) => myReturns(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = returns.data?.pages.flatMap((page) => page.items) ?? [];
  // The button may be gone with the last page: focus goes on to the first return it brought.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || items.length <= focusAt) return;
    list.current?.querySelectorAll<HTMLElement>('.return-card h2')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, items.length]);
  return (
    <section className="refunds" aria-labelledby="returns-title">
      <h1 id="returns-title">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {returns.isPending && (
        <p className="notice" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {returns.error && !returns.data && <FormAlert>{failure(returns.error)}</FormAlert>}
      {returns.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && (
        <ul className="refund-list" ref={list}>
          {items.map((ret) => (
            <ReturnCard key={ret.returnUid} ret={ret} heading="h2" withOrder postcode={null} />
          ))}
        </ul>
      )}
      {returns.error && returns.data && <FormAlert>{failure(returns.error)}</FormAlert>}
      {returns.hasNextPage && (
        <p className="paging">
          <button
            type="button"
            className="button secondary"
            aria-disabled={returns.isFetchingNextPage || undefined}
            onClick={() => {
              if (returns.isFetchingNextPage) return;
              setFocusAt(items.length);
              void returns.fetchNextPage();
            }}
          >
            {returns.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
