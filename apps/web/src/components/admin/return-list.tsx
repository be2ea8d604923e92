'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { RETURN_STATUSES, type AdminReturnSummary } from '@tendero/contract';
import { adminReturns } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { returnFiltersQuery, type ReturnFilters } from '@/lib/admin/returns';
import { formatDateTime, formatMoney } from '@/lib/format';
import { AdminAlert, AdminField, Loading, TableBox, useAdminText } from './admin-text';
import { AdminReturnStatus, RefundDueBy } from './return-status';

/** The first characters of a return's uid: enough to tell two returns of one order apart. */
export const shortUid = (uid: string) => uid.slice(0, 8);

/** The state filter, kept in the page's URL: a link from the overview or a reload shows the same list. */
function ReturnFilterForm({ filters }: { filters: ReturnFilters }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [status, setStatus] = useState(filters.status ?? '');
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('returns.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = RETURN_STATUSES.find((known) => known === status);
        router.push(`/admin/returns${returnFiltersQuery(chosen ? { status: chosen } : {})}`);
      }}
    >
      <AdminField label={t('returns.status')}>
        {(control) => (
          <select
            {...control}
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">{t('returns.anyStatus')}</option>
            {RETURN_STATUSES.map((known) => (
              <option key={known} value={known}>
                {t(`returnStatus.${known}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <div className="admin-filter-actions">
        <button type="submit" className="button">
          {t('returns.apply')}
        </button>
      </div>
    </form>
  );
}

/** Returns as a table: the return, its customer, state, units, refund, its due day, and how it came. */
export function ReturnTable({ items, caption }: { items: readonly AdminReturnSummary[]; caption: string }) {
  const t = useTranslations('admin.returns');
  const locale = useLocale();
  return (
    <TableBox label={caption}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('return')}</th>
            <th scope="col">{t('customer')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col" className="number">
              {t('units')}
            </th>
            <th scope="col" className="number">
              {t('refund')}
            </th>
            <th scope="col">{t('dueBy')}</th>
            <th scope="col">{t('withdrawal')}</th>
            <th scope="col">{t('created')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.returnUid}>
              <th scope="row">
                <Link href={`/admin/returns/${entry.returnUid}`} prefetch={false} className="code">
                  {entry.orderReference}
                </Link>
                <br />
                <span className="muted code">{shortUid(entry.returnUid)}</span>
              </th>
              <td>{entry.customerName}</td>
              <td>
                <AdminReturnStatus status={entry.status} />
              </td>
              <td className="number">{entry.units}</td>
              <td className="number">{formatMoney(locale, entry.refundTotal)}</td>
              <td>
                <RefundDueBy entry={entry} />
              </td>
              <td>{entry.withdrawal ? t('yes') : t('no')}</td>
              <td>
                <time dateTime={entry.createdAt}>{formatDateTime(locale, entry.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** Returns, newest first, of one state or all; more page by page. */
export function AdminReturnList({ filters }: { filters: ReturnFilters }) {
  const t = useTranslations('admin.returns');
  const { failure } = useAdminText();
  const returns = useInfiniteQuery({
    queryKey: adminKeys.returns(filters),
    queryFn: ({ pageParam }) => adminReturns(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = returns.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-returns-title">
      <h1 id="admin-returns-title">{t('title')}</h1>
      <ReturnFilterForm key={returnFiltersQuery(filters)} filters={filters} />
      {returns.isPending && <Loading>{t('loading')}</Loading>}
      {returns.error && <AdminAlert>{failure(returns.error)}</AdminAlert>}
      {returns.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && <ReturnTable items={items} caption={t('caption')} />}
      {returns.hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button secondary"
            disabled={returns.isFetchingNextPage}
            onClick={() => void returns.fetchNextPage()}
          >
            {returns.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
