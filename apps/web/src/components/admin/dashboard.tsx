'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { dashboard } from '@/lib/admin/api';
import { orderFiltersQuery, shopToday } from '@/lib/admin/order-filters';
import { adminKeys } from '@/lib/admin/query-keys';
import { REFUND_DUE_SOON_DAYS, type AdminReturnSummary } from '@tendero/contract';
import { formatMoney } from '@/lib/format';
import { AdminAlert, Loading, useAdminText } from './admin-text';
import { RefundDueBy } from './return-status';

function Figure({
  id,
  title,
  value,
  detail,
  href,
  link,
}: {
  id: string;
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  href: string;
  link: string;
}) {
  return (
    <li className="admin-figure">
      <h2 id={id}>{title}</h2>
      <p className="admin-figure-value">{value}</p>
      {detail && <p className="muted">{detail}</p>}
      <Link href={href} prefetch={false}>
        {link}
      </Link>
    </li>
  );
}

/** Returns whose refund is due within a few days or overdue, soonest first, each a link to the return. */
function RefundsDueSoon({ items }: { items: readonly AdminReturnSummary[] }) {
  const t = useTranslations('admin.dashboard');
  const locale = useLocale();
  return (
    <li className="admin-figure admin-figure-wide">
      <h2 id="figure-refunds-due">{t('refundsDueSoon')}</h2>
      <p className="admin-figure-value">{items.length}</p>
      {items.length === 0 ? (
        <p className="muted">{t('refundsDueNone', { count: REFUND_DUE_SOON_DAYS })}</p>
      ) : (
        <ul className="admin-due-list" aria-labelledby="figure-refunds-due">
          {items.map((entry) => (
            <li key={entry.returnUid}>
              <Link href={`/admin/returns/${entry.returnUid}`} prefetch={false}>
                {t('refundDueLine', {
                  reference: entry.orderReference,
                  name: entry.customerName,
                  amount: formatMoney(locale, entry.refundTotal),
                })}
              </Link>{' '}
              <RefundDueBy entry={entry} />
            </li>
          ))}
        </ul>
      )}
      <Link href="/admin/returns" prefetch={false}>
        {t('toReturns')}
      </Link>
    </li>
  );
}

/** What needs the merchant today, each figure with a link to where it is dealt with. */
export function AdminDashboardView() {
  const t = useTranslations('admin.dashboard');
  const locale = useLocale();
  const { failure } = useAdminText();
  const figures = useQuery({ queryKey: adminKeys.dashboard, queryFn: dashboard });
  const today = shopToday();
  const data = figures.data;
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{t('title')}</h1>
      {figures.isPending && <Loading>{t('loading')}</Loading>}
      {figures.error && <AdminAlert>{failure(figures.error)}</AdminAlert>}
      {data && (
        <ul className="admin-figures">
          <Figure
            id="figure-orders-today"
            title={t('ordersToday')}
            value={data.ordersToday}
            href={`/admin/orders${orderFiltersQuery({ from: today, to: today })}`}
            link={t('toOrdersToday')}
          />
          <Figure
            id="figure-revenue-today"
            title={t('revenueToday')}
            value={formatMoney(locale, data.revenueToday)}
            href={`/admin/orders${orderFiltersQuery({ from: today, to: today })}`}
            link={t('toOrdersToday')}
          />
          <Figure
            id="figure-awaiting"
            title={t('awaitingShipment')}
            value={data.awaitingShipment}
            href={`/admin/orders${orderFiltersQuery({ status: 'paid' })}`}
            link={t('toAwaiting')}
          />
          <Figure
            id="figure-refunds"
            title={t('refunds30Days')}
            value={data.refunds30Days}
            detail={t('refunded', { amount: formatMoney(locale, data.refunded30Days) })}
            href={`/admin/orders${orderFiltersQuery({ status: 'refunded' })}`}
            link={t('toRefunded')}
          />
          <Figure
            id="figure-alerts"
            title={t('stockAlerts')}
            value={data.stockAlertsWaiting}
            href="/admin/products"
            link={t('toProducts')}
          />
          <Figure
            id="figure-support"
            title={t('supportOpen')}
            value={data.supportOpen}
            href="/admin/support"
            link={t('toSupport')}
          />
          <RefundsDueSoon items={data.refundsDueSoon} />
        </ul>
      )}
    </section>
  );
}
