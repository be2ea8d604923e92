'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@tendero/client';
import type { Money, OrderAddress, OrderDetail, OrderRepeat } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { myOrder, repeatOrder } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';
import { PostalAddress, TotalsList } from '../totals-and-address';
import { Picture } from '../picture';
import { toast } from '../toaster';
import { DocumentLink } from './document-link';
import { OrderParcels } from './order-parcels';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { OrderStatusBadge } from './order-status';

/** Paid, not cancelled, and no invoice yet: the worker issues it shortly after the payment. */
function awaitsInvoice(order: OrderDetail): boolean {
  return order.documents.length === 0 && order.paidAt !== null && order.status !== 'cancelled';
}

/** One order: what was bought, what it cost, where it goes, how it was paid, its steps and invoices. */
export function OrderDetailView({ reference }: { reference: string }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const failure = useFailureText();
  const order = useQuery({
    queryKey: queryKeys.order(reference, locale),
    queryFn: () => myOrder(reference),
    // The invoice is issued shortly after payment: look again every 5 s, for two minutes at most.
    refetchInterval: (query) =>
      query.state.data && awaitsInvoice(query.state.data) && query.state.dataUpdateCount < 24 ? 5000 : false,
  });
  // Another customer's order is unknown here, as on the API: the language's "not found" page.
  if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400))
    notFound();
  if (order.isPending)
    return (
      <p className="notice" aria-busy="true">
        {t('detail.loading')}
      </p>
    );
  if (!order.data)
    return (
      <section aria-labelledby="order-title">
        <h1 id="order-title">{t('detail.title', { reference })}</h1>
        <FormAlert>{failure(order.error)}</FormAlert>
      </section>
    );
  const data = order.data;
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <p className="order-back">
        <Link href="/account/orders" prefetch={false}>
          {t('detail.back')}
        </Link>
      </p>
      <div className="order-detail-head">
        <h1 id="order-title">{t('detail.title', { reference: data.reference })}</h1>
        <OrderStatusBadge status={data.status} />
      </div>
      <p className="lead">{t('detail.placedOn', { date: formatDate(locale, data.placedAt) })}</p>
      <OrderAgain order={data} />
      <OrderParcels order={data} />
      <OrderLines order={data} />
      <div className="order-columns">
        <OrderTotals order={data} />
        <OrderDocuments order={data} />
      </div>
      <OrderRefunds order={data} />
      <OrderReturns order={data} />
      <div className="order-columns">
        <section className="order-box" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">{t('detail.delivery')}</h2>
          <AddressLines address={data.addresses.delivery} />
          <h3>{t('detail.carrier')}</h3>
          <p>
            {data.carrier.name}
            <br />
            <span className="muted">
              {data.carrier.deliveryDays.min === data.carrier.deliveryDays.max
                ? t('detail.deliveryDay', { maximum: data.carrier.deliveryDays.max })
                : t('detail.deliveryDays', {
                    minimum: data.carrier.deliveryDays.min,
                    maximum: data.carrier.deliveryDays.max,
                  })}
            </span>
          </p>
        </section>
        <section className="order-box" aria-labelledby="order-invoice-title">
          <h2 id="order-invoice-title">{t('detail.invoiceAddress')}</h2>
          <AddressLines address={data.addresses.invoice} />
          <h3>{t('detail.payment')}</h3>
          <p>
            {data.payment.provider === 'none' ? t('detail.paymentNone') : t('detail.paymentCard')}
            {data.paidAt && (
              <>
                <br />
                <span className="muted">
                  {t('detail.paidOn', {
                    date: formatDate(locale, data.paidAt),
                    amount: formatMoney(locale, data.payment.amount),
                  })}
                </span>
              </>
            )}
          </p>
        </section>
      </div>
      <OrderTimeline order={data} />
    </article>
  );
}

function OrderLines({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  const money = (amount: Money) => formatMoney(locale, amount);
  // A line's product path is in the order's language: linked only where the page speaks it.
  const linked = order.locale === locale;
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('lines')}</h2>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.gift}`} className="order-line">
            <div className="order-line-picture">
              <Picture image={line.image} sizes="72px" />
            </div>
            <div className="order-line-info">
              <p className="order-line-name">
                {linked ? (
                  <Link href={`/${line.path}`} prefetch={false}>
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
                {line.gift && <span className="badge">{t('gift')}</span>}
              </p>
              <dl className="order-line-facts">
                <div>
                  <dt>{t('quantity')}</dt>
                  <dd>{line.quantity}</dd>
                </div>
                <div>
                  <dt>{t('unitPrice')}</dt>
                  <dd>{money(line.unitPrice)}</dd>
                </div>
                {line.discount.amount > 0 && (
                  <div className="discount">
                    <dt>{t('lineDiscount')}</dt>
                    <dd>{money({ ...line.discount, amount: -line.discount.amount })}</dd>
                  </div>
                )}
                <div className="order-line-total">
                  <dt>{t('lineTotal')}</dt>
                  <dd>{money(line.total)}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Items, discount, shipping and total as paid, the VAT in them per rate, or why none was charged. */
function OrderTotals({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.detail');
  const { totals } = order;
  return (
    <section className="order-box order-totals" aria-labelledby="order-totals-title">
      <h2 id="order-totals-title">{t('totals')}</h2>
      <TotalsList totals={totals} promotions={order.promotions} label={(key, values) => t(key, values)} />
      {totals.vatExemption && <p className="notice">{t(totals.vatExemption)}</p>}
    </section>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  const t = useTranslations('orders.detail');
  return <PostalAddress address={address} taxId={(key, number) => t(key, { number })} />;
}

/** The invoice and credit notes, each a link to its PDF; a word while the invoice is being issued. */
function OrderDocuments({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  const waiting = awaitsInvoice(order);
  return (
    <section className="order-box order-documents" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">{t('documents')}</h2>
      {order.documents.length > 0 && (
        <ul>
          {order.documents.map((document) => (
            <li key={document.number}>
              <DocumentLink document={document}>
                {document.type === 'credit-note'
                  ? t('creditNote', { number: document.number })
                  : t('invoice', { number: document.number })}
              </DocumentLink>{' '}
              <span className="muted">{t('issuedOn', { date: formatDate(locale, document.issuedAt) })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={waiting ? 'muted' : 'visually-hidden'} role="status">
        {waiting ? t('invoicePending') : ''}
      </p>
    </section>
  );
}

/** Each state the order went through, with its date and time, oldest first. */
function OrderTimeline({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  return (
    <section className="order-box" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('detail.history')}</h2>
      <ol className="order-timeline">
        {order.history.map((step, index) => (
          <li
            key={`${step.status}-${step.at}`}
            aria-current={index === order.history.length - 1 ? 'step' : undefined}
          >
            <span className="order-timeline-status">{t(`status.${step.status}`)}</span>{' '}
            <time dateTime={step.at}>{formatDateTime(locale, step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Order again": what is still sold goes into the cart, and a notice says what went in and what did not. */
function OrderAgain({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.again');
  const failure = useFailureText();
  const queryClient = useQueryClient();
  const notice = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState<OrderRepeat | null>(null);
  const repeat = useMutation({
    mutationFn: () => repeatOrder(order.reference),
    onSuccess: (result) => {
      setAnswer(result);
      // The header's count and the cart page ask again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.allCarts });
    },
    onError: (error) => toast.error(failure(error)),
  });
  // Once shown, the notice takes the focus, so it is read out and its cart link is the next stop.
  useEffect(() => {
    if (answer) notice.current?.focus();
  }, [answer]);
  const nameOf = (productId: number) =>
    order.lines.find((line) => line.productId === productId && !line.gift)?.name ??
    order.lines.find((line) => line.productId === productId)?.name ??
    '';
  const partly = new Set(
    answer?.skipped.filter((item) => item.reason === 'notEnoughStock').map((item) => item.productId),
  );
  const added = answer?.added.filter((item) => !partly.has(item.productId)) ?? [];
  return (
    <div className="order-again">
      <button
        type="button"
        className="button"
        aria-disabled={repeat.isPending || undefined}
        onClick={() => {
          if (!repeat.isPending) repeat.mutate();
        }}
      >
        {repeat.isPending ? t('pending') : t('button')}
      </button>
      <div role="status" aria-live="polite">
        {answer && (
          <div
            ref={notice}
            tabIndex={-1}
            className={
              answer.skipped.length > 0 ? 'notice warning order-again-notice' : 'notice order-again-notice'
            }
          >
            {answer.added.length === 0 ? (
              <p>{t('nothing')}</p>
            ) : (
              added.length > 0 && (
                <>
                  <p>{t('added')}</p>
                  <ul>
                    {added.map((item) => (
                      <li key={item.productId}>
                        {t('line', { quantity: item.quantity, name: nameOf(item.productId) })}
                      </li>
                    ))}
                  </ul>
                </>
              )
            )}
            {answer.skipped.length > 0 && (
              <>
                <p>{t('skipped')}</p>
                <ul>
                  {answer.skipped.map((item) => (
                    <li key={item.productId}>
                      {item.reason === 'notEnoughStock'
                        ? t('notEnoughStock', {
                            name: item.name,
                            quantity:
                              answer.added.find((entry) => entry.productId === item.productId)?.quantity ?? 0,
                          })
                        : item.reason === 'outOfStock' || item.reason === 'cartFull'
                          ? t(item.reason, { name: item.name })
                          : t('notSold', { name: item.name })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {answer.added.length > 0 && (
              <p>
                <Link href="/cart" prefetch={false}>
                  {t('toCart')}
                </Link>
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
