'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Refund } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/format';
import { DocumentLink } from './document-link';

/**
 * One refund: why (refund, cancellation, return), when, where it stands, the lines and shipping it
 * gives back, the total, and its credit note. On the refunds page it names its order; on the order's
 * page it need not. `heading` keeps the page's outline (h2 under the page's h1, h3 under a section).
 */
export function RefundCard({
  refund,
  heading: Heading,
  withOrder,
}: {
  refund: Refund;
  heading: 'h2' | 'h3';
  withOrder: boolean;
}) {
  const t = useTranslations('refunds');
  const locale = useLocale();
  return (
    <li className="refund-card">
      <div className="refund-head">
        <Heading tabIndex={-1}>{t(`kind.${refund.kind}`)}</Heading>
        <span className={`refund-status ${refund.status}`}>{t(`status.${refund.status}`)}</span>
      </div>
      <p className="refund-meta">
        <time dateTime={refund.createdAt}>{formatDate(locale, refund.createdAt)}</time>
        {withOrder && (
          <>
            {' · '}
            <Link href={`/account/orders/${refund.orderReference}`} prefetch={false} className="refund-order">
              {t('order', { reference: refund.orderReference })}
            </Link>
          </>
        )}
      </p>
      <dl className="refund-sums">
        {refund.lines.map((line) => (
          <div key={line.position}>
            <dt>{t('line', { quantity: line.quantity, name: line.name })}</dt>
            <dd>{formatMoney(locale, line.amount)}</dd>
          </div>
        ))}
        {refund.shipping.amount > 0 && (
          <div>
            <dt>{t('shipping')}</dt>
            <dd>{formatMoney(locale, refund.shipping)}</dd>
          </div>
        )}
        <div className="total">
          <dt>{t('total')}</dt>
          <dd>{formatMoney(locale, refund.total)}</dd>
        </div>
      </dl>
      {refund.status === 'failed' && <p className="notice warning">{t('failed')}</p>}
      {refund.creditNote ? (
        <p className="refund-document">
          <DocumentLink document={refund.creditNote}>
            {t('creditNote', { number: refund.creditNote.number })}
          </DocumentLink>
        </p>
      ) : (
        // A refund that failed may never have one; any other has it within moments.
        refund.status !== 'failed' && <p className="refund-document muted">{t('creditNotePending')}</p>
      )}
    </li>
  );
}
