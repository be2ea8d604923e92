'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { myOrders } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';
import { Picture } from '../picture';
import { OrderStatusBadge } from './order-status';

/** The customer's orders, newest first: what, when, how much and where it stands; more on request. */
export function OrderList() {
  const t = useTranslations('orders');
  const locale = useLocale();
  const failure = useFailureText();
  const list = useRef<HTMLUListElement>(null);
  const orders = useInfiniteQuery({
    queryKey: queryKeys.orders(locale),
    queryFn: ({ pageParam }) => myOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  // The button may be gone with the last page: focus goes on to the first order it brought.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || items.length <= focusAt) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, items.length]);
  const showMore = () => {
    setFocusAt(items.length);
    void orders.fetchNextPage();
  };
  return (
    <section className="orders" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('title')}</h1>
      {orders.isPending && (
        <p className="notice" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {orders.error && !orders.data && <FormAlert>{failure(orders.error)}</FormAlert>}
      {orders.isSuccess && items.length === 0 && (
        <div className="orders-empty">
          <p className="lead">{t('empty')}</p>
          <Link className="button" href="/" prefetch={false}>
            {t('toShop')}
          </Link>
        </div>
      )}
      {items.length > 0 && (
        <ul className="order-list" ref={list}>
          {items.map((order) => (
            <li key={order.reference} className="card order-card">
              <div className="body">
                <div className="order-card-head">
                  <h2>
                    <Link href={`/account/orders/${order.reference}`} prefetch={false}>
                      {t('reference', { reference: order.reference })}
                    </Link>
                  </h2>
                  <OrderStatusBadge status={order.status} />
                </div>
                <dl className="order-facts">
                  <div>
                    <dt>{t('placed')}</dt>
                    <dd>
                      <time dateTime={order.placedAt}>{formatDate(locale, order.placedAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('items')}</dt>
                    <dd>{t('itemCount', { count: order.itemCount })}</dd>
                  </div>
                  <div>
                    <dt>{t('total')}</dt>
                    <dd>{formatMoney(locale, order.total)}</dd>
                  </div>
                </dl>
                {order.items.some((item) => item.image) && (
                  <ul className="order-thumbs" aria-label={t('products')}>
                    {order.items
                      .filter((item) => item.image)
                      .map((item, index) => (
                        <li key={index}>
                          <Picture image={item.image} sizes="56px" alt={item.name} />
                        </li>
                      ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {orders.error && orders.data && <FormAlert>{failure(orders.error)}</FormAlert>}
      {orders.hasNextPage && (
        <p className="paging">
          <button
            type="button"
            className="button secondary"
            aria-disabled={orders.isFetchingNextPage || undefined}
            onClick={() => {
              if (!orders.isFetchingNextPage) showMore();
            }}
          >
            {orders.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}
