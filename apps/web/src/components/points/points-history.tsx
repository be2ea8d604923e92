'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { POINTS_ENTRY_KINDS, type PointsEntryKind, type PointsHistoryEntry } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate, formatDay } from '@/lib/format';
import { entryChange } from '@/lib/points';
import { queryKeys } from '@/lib/query-keys';
import { myPointsHistory } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';

/** The points ledger, newest first, twenty at a time, of one kind or all. */
export function PointsHistory() {
  const t = useTranslations('points.history');
  const id = useId();
  const failure = useFailureText();
  const list = useRef<HTMLOListElement>(null);
  const [kind, setKind] = useState<PointsEntryKind | ''>('');
  const kinds = kind ? [kind] : [];
  const history = useInfiniteQuery({
    queryKey: queryKeys.pointsHistory(kinds),
    queryFn: ({ pageParam }) => myPointsHistory(kinds, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  // "Show more" may go with the last page: focus moves on to the first entry it brought.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || items.length <= focusAt) return;
    list.current?.querySelectorAll<HTMLElement>('li')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, items.length]);
  return (
    <section className="points-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div className="field points-filter">
        <label htmlFor={`${id}-kind`}>{t('filter')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as PointsEntryKind | '')}
        >
          <option value="">{t('all')}</option>
          {POINTS_ENTRY_KINDS.map((entryKind) => (
            <option key={entryKind} value={entryKind}>
              {t(`kind.${entryKind}`)}
            </option>
          ))}
        </select>
      </div>
      {history.error && !history.data && <FormAlert>{failure(history.error)}</FormAlert>}
      {history.isSuccess && items.length === 0 && (
        <p className="muted">{kind ? t('emptyFiltered') : t('empty')}</p>
      )}
      {items.length > 0 && (
        <ol className="points-entries" ref={list} aria-busy={history.isFetching || undefined}>
          {items.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {history.error && history.data && <FormAlert>{failure(history.error)}</FormAlert>}
      {history.hasNextPage && (
        <p className="paging">
          <button
            type="button"
            className="button secondary"
            aria-disabled={history.isFetchingNextPage || undefined}
            onClick={() => {
              if (history.isFetchingNextPage) return;
              setFocusAt(items.length);
              void history.fetchNextPage();
            }}
          >
            {history.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}

function HistoryEntry({ entry }: { entry: PointsHistoryEntry }) {
  const t = useTranslations('points.history');
  const locale = useLocale();
  const change = entryChange(entry);
  const details = [
    entry.voucherCode ? t('voucher', { code: entry.voucherCode }) : null,
    entry.reason,
    entry.expiresOn && change > 0 ? t('expires', { date: formatDay(locale, entry.expiresOn) }) : null,
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <li tabIndex={-1}>
      <div className="points-entry-what">
        <strong>{t(`kind.${entry.kind}`)}</strong>
        {entry.orderReference && (
          <>
            {' · '}
            <Link href={`/account/orders/${entry.orderReference}`} prefetch={false}>
              {t('order', { reference: entry.orderReference })}
            </Link>
          </>
        )}
        {details.length > 0 && <span className="muted"> · {details.join(' · ')}</span>}
        <br />
        <time className="muted" dateTime={entry.createdAt}>
          {formatDate(locale, entry.createdAt)}
        </time>
      </div>
      <span className={change < 0 ? 'points-change minus' : 'points-change'}>
        <span className="visually-hidden">{t('change')}: </span>
        {new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(change)}
      </span>
    </li>
  );
}
