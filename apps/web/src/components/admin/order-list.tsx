'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@tendero/contract';
import { adminOrders } from '@/lib/admin/api';
import { orderFiltersQuery, type OrderFilters } from '@/lib/admin/order-filters';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatDateTime, formatMoney } from '@/lib/format';
import { AdminAlert, AdminField, Loading, TableBox, useAdminText } from './admin-text';
import { AdminOrderStatus } from './order-status';

/** The filters, kept in the page's URL: a link from the overview or a reload shows the same list. */
function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const set = (name: keyof OrderFilters, value: string) =>
    setDraft((now) => ({ ...now, [name]: value || undefined }));
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('orders.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        router.push(`/admin/orders${orderFiltersQuery({ ...draft, q: draft.q?.trim() || undefined })}`);
      }}
    >
      <AdminField label={t('orders.search')}>
        {(control) => (
          <input
            {...control}
            type="search"
            name="q"
            maxLength={254}
            value={draft.q ?? ''}
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('orders.status')}>
        {(control) => (
          <select
            {...control}
            name="status"
            value={draft.status ?? ''}
            onChange={(event) => set('status', event.target.value)}
          >
            <option value="">{t('orders.anyStatus')}</option>
            {ORDER_STATUSES.map((status: OrderStatus) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label={t('orders.from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="from"
            value={draft.from ?? ''}
            onChange={(event) => set('from', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField label={t('orders.to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="to"
            value={draft.to ?? ''}
            onChange={(event) => set('to', event.target.value)}
          />
        )}
      </AdminField>
      <div className="admin-filter-actions">
        <button type="submit" className="button">
          {t('orders.apply')}
        </button>
        {Object.keys(filters).length > 0 && (
          <Link
            className="button secondary"
            href="/admin/orders"
            prefetch={false}
            onClick={() => setDraft({})}
          >
            {t('orders.reset')}
          </Link>
        )}
      </div>
    </form>
  );
}

/** Orders, newest first, by state, placing days and a reference or e-mail; more page by page. */
export function AdminOrderList({ filters }: { filters: OrderFilters }) {
  const t = useTranslations('admin.orders');
  const locale = useLocale();
  const { failure } = useAdminText();
  const orders = useInfiniteQuery({
    queryKey: adminKeys.orders(filters),
    queryFn: ({ pageParam }) => adminOrders(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title">{t('title')}</h1>
      <OrderFilterForm key={orderFiltersQuery(filters)} filters={filters} />
      {orders.isPending && <Loading>{t('loading')}</Loading>}
      {orders.error && <AdminAlert>{failure(orders.error)}</AdminAlert>}
      {orders.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && (
        <TableBox label={t('caption')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reference')}</th>
                <th scope="col">{t('placed')}</th>
                <th scope="col">{t('customer')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col" className="number">
                  {t('items')}
                </th>
                <th scope="col" className="number">
                  {t('total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.reference}>
                  <th scope="row" className="code">
                    <Link href={`/admin/orders/${order.reference}`} prefetch={false}>
                      {order.reference}
                    </Link>
                  </th>
                  <td>
                    <time dateTime={order.placedAt}>{formatDateTime(locale, order.placedAt)}</time>
                  </td>
                  <td>
                    {order.customerName}
                    <br />
                    <span className="muted">{order.email}</span>
                  </td>
                  <td>
                    <AdminOrderStatus status={order.status} />
                  </td>
                  <td className="number">{order.itemCount}</td>
                  <td className="number">{formatMoney(locale, order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {orders.hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button secondary"
            disabled={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            {orders.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
