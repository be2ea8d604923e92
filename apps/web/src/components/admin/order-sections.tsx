'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrderDetail, Money, OrderAddress, OrderDocumentLink } from '@tendero/contract';
import { pairedLines } from '@/lib/admin/order-actions';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { PostalAddress, TotalsList } from '../totals-and-address';
import { TableBox } from './admin-text';

const negative = (money: Money): Money => ({ ...money, amount: -money.amount });

/** Every line: as bought (price, discount, VAT rate) and what became of it (shipped, refunded). */
export function OrderLinesTable({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.order');
  const locale = useLocale();
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('lines')}</h2>
      <TableBox label={t('lines')}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('sku')}</th>
              <th scope="col" className="number">
                {t('quantity')}
              </th>
              <th scope="col" className="number">
                {t('shipped')}
              </th>
              <th scope="col" className="number">
                {t('refunded')}
              </th>
              <th scope="col" className="number">
                {t('unitPrice')}
              </th>
              <th scope="col" className="number">
                {t('discount')}
              </th>
              <th scope="col" className="number">
                {t('vatRate')}
              </th>
              <th scope="col" className="number">
                {t('lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {pairedLines(detail).map(({ line, bought }) => (
              <tr key={line.position}>
                <th scope="row">
                  {line.name}
                  {bought?.gift && <span className="badge">{t('gift')}</span>}
                </th>
                <td className="code">{line.sku}</td>
                <td className="number">{line.quantity}</td>
                <td className="number">{line.shipped}</td>
                <td className="number">{line.refunded}</td>
                <td className="number">{bought ? formatMoney(locale, bought.unitPrice) : '–'}</td>
                <td className="number">
                  {bought && bought.discount.amount > 0
                    ? formatMoney(locale, negative(bought.discount))
                    : '–'}
                </td>
                <td className="number">{bought ? formatPercent(locale, bought.vatRate) : '–'}</td>
                <td className="number">{formatMoney(locale, line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

/** Items, discounts, shipping, fee and total as paid, the VAT in them per rate, and what is still refundable. */
export function OrderTotals({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.order');
  const locale = useLocale();
  const { totals } = detail.order;
  return (
    <section className="order-box order-totals" aria-labelledby="order-totals-title">
      <h2 id="order-totals-title">{t('totals')}</h2>
      <TotalsList
        totals={totals}
        promotions={detail.order.promotions}
        label={(key, values) => t(key, values)}
      >
        <div className="admin-refundable">
          <dt>{t('refundable')}</dt>
          <dd>{formatMoney(locale, detail.refundable)}</dd>
        </div>
      </TotalsList>
      {totals.vatExemption && <p className="notice">{t(totals.vatExemption)}</p>}
    </section>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  const t = useTranslations('admin.order');
  return <PostalAddress address={address} taxId={(key, number) => t(key, { number })} />;
}

/** Where it goes and how, who pays and how. */
export function OrderAddresses({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.order');
  const locale = useLocale();
  const { order } = detail;
  const days = order.carrier.deliveryDays;
  return (
    <div className="order-columns">
      <section className="order-box" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">{t('delivery')}</h2>
        <AddressLines address={order.addresses.delivery} />
        <h3>{t('carrier')}</h3>
        <p>
          {order.carrier.name}
          <br />
          <span className="muted">
            {days.min === days.max
              ? t('deliveryDay', { maximum: days.max })
              : t('deliveryDays', { minimum: days.min, maximum: days.max })}
          </span>
        </p>
      </section>
      <section className="order-box" aria-labelledby="order-invoice-title">
        <h2 id="order-invoice-title">{t('invoiceAddress')}</h2>
        <AddressLines address={order.addresses.invoice} />
        <h3>{t('payment')}</h3>
        <p>
          {order.payment.provider === 'none' ? t('paymentNone') : t('paymentCard')}
          {order.paidAt && (
            <>
              <br />
              <span className="muted">
                {t('paidOn', {
                  date: formatDate(locale, order.paidAt),
                  amount: formatMoney(locale, order.payment.amount),
                })}
              </span>
            </>
          )}
        </p>
      </section>
    </div>
  );
}

/** The payments of the order at the provider, with what went back of each. */
export function OrderPayments({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.payments');
  const locale = useLocale();
  return (
    <section aria-labelledby="order-payments-title">
      <h2 id="order-payments-title">{t('title')}</h2>
      {detail.payments.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <TableBox label={t('title')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('intent')}</th>
                <th scope="col">{t('provider')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col" className="number">
                  {t('amount')}
                </th>
                <th scope="col" className="number">
                  {t('refunded')}
                </th>
                <th scope="col">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.payments.map((payment) => (
                <tr key={payment.intentId}>
                  <th scope="row">
                    <code>{payment.intentId}</code>
                  </th>
                  <td>{payment.provider}</td>
                  <td>
                    {t.has(`statuses.${payment.status}` as never)
                      ? t(`statuses.${payment.status}` as never)
                      : payment.status}
                  </td>
                  <td className="number">{formatMoney(locale, payment.amount)}</td>
                  <td className="number">{formatMoney(locale, payment.refunded)}</td>
                  <td>
                    <time dateTime={payment.createdAt}>{formatDateTime(locale, payment.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}

/** A link to a document's PDF (the admin cookie goes with it: its path is under /v1/admin). */
export function DocumentLink({ document }: { document: OrderDocumentLink }) {
  const t = useTranslations('admin.order');
  return (
    <a href={document.href} type="application/pdf">
      {document.type === 'credit-note'
        ? t('creditNote', { number: document.number })
        : t('invoice', { number: document.number })}
    </a>
  );
}

/** The invoice and the credit notes, each a link to its PDF. */
export function OrderDocuments({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.order');
  const locale = useLocale();
  const documents = detail.order.documents;
  return (
    <section className="order-box order-documents" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">{t('documents')}</h2>
      {documents.length === 0 ? (
        <p className="muted">{t('noDocuments')}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.number}>
              <DocumentLink document={document} />{' '}
              <span className="muted">{t('issuedOn', { date: formatDate(locale, document.issuedAt) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each state the order went through, oldest first. */
export function OrderHistory({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin');
  const locale = useLocale();
  const history = detail.order.history;
  return (
    <section className="order-box" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('order.history')}</h2>
      <ol className="order-timeline">
        {history.map((step, index) => (
          <li
            key={`${step.status}-${step.at}`}
            aria-current={index === history.length - 1 ? 'step' : undefined}
          >
            <span className="order-timeline-status">{t(`status.${step.status}`)}</span>{' '}
            <time dateTime={step.at}>{formatDateTime(locale, step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Money given back: operator refunds, the cancellation, returns, each with its credit note. */
export function OrderRefunds({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.refunds');
  const locale = useLocale();
  return (
    <section aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{t('title')}</h2>
      {detail.refunds.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <TableBox label={t('title')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('contents')}</th>
                <th scope="col" className="number">
                  {t('total')}
                </th>
                <th scope="col">{t('creditNote')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.refunds.map((refund) => (
                <tr key={refund.id}>
                  <th scope="row">
                    <time dateTime={refund.createdAt}>{formatDateTime(locale, refund.createdAt)}</time>
                  </th>
                  <td>{t(`kinds.${refund.kind}`)}</td>
                  <td>{t(`statuses.${refund.status}`)}</td>
                  <td>
                    <ul className="admin-plain-list">
                      {refund.lines.map((line) => (
                        <li key={`${line.productId}-${line.name}`}>
                          {line.quantity} × {line.name}: {formatMoney(locale, line.amount)}
                        </li>
                      ))}
                      {refund.shipping.amount > 0 && (
                        <li>{t('shippingLine', { amount: formatMoney(locale, refund.shipping) })}</li>
                      )}
                    </ul>
                  </td>
                  <td className="number">{formatMoney(locale, refund.total)}</td>
                  <td>
                    {refund.creditNote ? (
                      <DocumentLink document={refund.creditNote} />
                    ) : (
                      <span className="muted">{t('creditNotePending')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}

/** Who did what to the order and when, with the state before and after. */
export function OrderAudit({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations('admin.audit');
  const locale = useLocale();
  const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '–';
  return (
    <section aria-labelledby="order-audit-title">
      <h2 id="order-audit-title">{t('title')}</h2>
      {detail.audit.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <TableBox label={t('title')}>
          <table className="admin-table admin-audit">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('action')}</th>
                <th scope="col">{t('change')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.audit.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <time dateTime={entry.at}>{formatDateTime(locale, entry.at)}</time>
                  </th>
                  <td>{entry.operatorEmail}</td>
                  <td>
                    {t.has(`actions.${entry.action}` as never)
                      ? t(`actions.${entry.action}` as never)
                      : entry.action}
                    {entry.subjectId !== detail.order.reference && (
                      <>
                        <br />
                        <span className="muted code">{entry.subjectId}</span>
                      </>
                    )}
                  </td>
                  <td>
                    <details>
                      <summary>{t('show')}</summary>
                      <div className="admin-change">
                        <div>
                          <h3>{t('before')}</h3>
                          <pre>{json(entry.before)}</pre>
                        </div>
                        <div>
                          <h3>{t('after')}</h3>
                          <pre>{json(entry.after)}</pre>
                        </div>
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
