'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ApiError } from '@tendero/client';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import type { AdminOrderDetail } from '@tendero/contract';
import { adminOrder } from '@/lib/admin/api';
import { orderActions } from '@/lib/admin/order-actions';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatDateTime } from '@/lib/format';
import { AdminAlert, Loading, useAdminText } from './admin-text';
import { CancelForm } from './cancel-form';
import { OrderParcels } from './order-parcels';
import { OrderReturns } from './order-returns';
import {
  OrderAddresses,
  OrderAudit,
  OrderDocuments,
  OrderHistory,
  OrderLinesTable,
  OrderPayments,
  OrderRefunds,
  OrderTotals,
} from './order-sections';
import { AdminOrderStatus } from './order-status';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';

type Action = 'ship' | 'refund' | 'cancel';

/** Ship, refund, cancel: one form open at a time, below its button; closing it gives the focus back. */
function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin');
  const [open, setOpen] = useState<Action | null>(null);
  const buttons = useRef<Partial<Record<Action, HTMLButtonElement | null>>>({});
  const allowed = orderActions(detail);
  const close = () => {
    const opener = open;
    setOpen(null);
    // The button may be gone (nothing left to ship): then the actions' heading takes the focus.
    requestAnimationFrame(() => {
      const button = opener ? buttons.current[opener] : null;
      if (button?.isConnected) button.focus();
      else document.getElementById('order-actions-title')?.focus();
    });
  };
  const button = (action: Action, label: string, className = 'button secondary') =>
    allowed[action] && (
      <button
        ref={(element) => {
          buttons.current[action] = element;
        }}
        type="button"
        className={className}
        aria-expanded={open === action}
        onClick={() => setOpen(open === action ? null : action)}
      >
        {label}
      </button>
    );
  const any = allowed.ship || allowed.refund || allowed.cancel;
  return (
    <section className="admin-actions" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title" tabIndex={-1}>
        {t('order.actions')}
      </h2>
      {any ? (
        <div className="actions">
          {button('ship', t('ship.open'), 'button')}
          {button('refund', t('refund.open'))}
          {button('cancel', t('cancel.open'), 'button secondary danger')}
        </div>
      ) : (
        <p className="muted">{t('order.noActions')}</p>
      )}
      {open === 'ship' && allowed.ship && <ShipForm detail={detail} onClose={close} />}
      {open === 'refund' && allowed.refund && <RefundForm detail={detail} onClose={close} />}
      {open === 'cancel' && allowed.cancel && <CancelForm detail={detail} onClose={close} />}
    </section>
  );
}

/** One order as the operator needs it: what the customer sees, payments, parcels, refunds, the audit trail. */
export function AdminOrderView({ reference }: { reference: string }) {
  const t = useTranslations('admin.order');
  const locale = useLocale();
  const { failure } = useAdminText();
  const order = useQuery({
    queryKey: adminKeys.order(reference, locale),
    queryFn: () => adminOrder(reference),
  });
  const back = (
    <p className="order-back">
      <Link href="/admin/orders" prefetch={false}>
        {t('back')}
      </Link>
    </p>
  );
  if (order.isPending) return <Loading>{t('loading')}</Loading>;
  if (!order.data) {
    const missing =
      order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <section aria-labelledby="order-title">
        {back}
        <h1 id="order-title">{t('title', { reference })}</h1>
        <AdminAlert>{missing ? t('notFound') : failure(order.error)}</AdminAlert>
      </section>
    );
  }
  const detail = order.data;
  const data = detail.order;
  return (
    <article className="admin-order" aria-labelledby="order-title">
      {back}
      <div className="order-detail-head">
        <h1 id="order-title">{t('title', { reference: data.reference })}</h1>
        {/* Fulfilment, and beside it what refunds did (docs/flows.md#order). */}
        <AdminOrderStatus status={detail.fulfilmentStatus} />
        {data.status !== detail.fulfilmentStatus && <AdminOrderStatus status={data.status} />}
      </div>
      <p className="lead">{t('placedOn', { date: formatDateTime(locale, data.placedAt) })}</p>
      <dl className="admin-facts admin-order-facts">
        <div>
          <dt>{t('customer')}</dt>
          <dd>
            {data.addresses.invoice.firstName} {data.addresses.invoice.lastName},{' '}
            <a href={`mailto:${detail.email}`}>{detail.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('language')}</dt>
          <dd lang={data.locale}>{LOCALE_NATIVE_NAMES[data.locale]}</dd>
        </div>
      </dl>
      <OrderActions detail={detail} />
      <OrderLinesTable detail={detail} />
      <div className="order-columns">
        <OrderTotals detail={detail} />
        <OrderDocuments detail={detail} />
      </div>
      <OrderAddresses detail={detail} />
      <OrderPayments detail={detail} />
      <OrderParcels parcels={detail.parcels} />
      <OrderReturns reference={data.reference} />
      <OrderRefunds detail={detail} />
      <OrderHistory detail={detail} />
      <OrderAudit detail={detail} />
    </article>
  );
}
