'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Return } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate, formatDay, formatMoney } from '@/lib/format';
import { returnStatusPath } from '@/lib/returns';
import { DocumentLink } from '../account/document-link';

/**
 * One return as its customer sees it: when and where it stands, the units going back and why, the
 * return label, and the refund (due by, or done with its credit note). `postcode` (the order's delivery
 * postcode, known on the account's pages) links the status page; `heading` keeps the page's outline.
 */
export function ReturnCard({
  ret,
  heading: Heading,
  withOrder,
  postcode,
}: {
  ret: Return;
  heading: 'h2' | 'h3';
  withOrder: boolean;
  postcode: string | null;
}) {
  const t = useTranslations('returns');
  const locale = useLocale();
  const { refund } = ret;
  return (
    <li className="refund-card return-card">
      <div className="refund-head">
        <Heading tabIndex={-1}>
          {ret.withdrawalUid
            ? t('withdrawalOf', { date: formatDate(locale, ret.createdAt) })
            : t('returnOf', { date: formatDate(locale, ret.createdAt) })}
        </Heading>
        <span className={`refund-status return-status ${ret.status}`}>{t(`status.${ret.status}`)}</span>
      </div>
      {withOrder && (
        <p className="refund-meta">
          <Link href={`/account/orders/${ret.orderReference}`} prefetch={false}>
            {t('order', { reference: ret.orderReference })}
          </Link>
        </p>
      )}
      <ul className="return-card-lines">
        {ret.lines.map((line) => (
          <li key={line.position}>
            {t('line', { quantity: line.quantity, name: line.name })}
            {/* A withdrawal gives no reason (CRD Art. 9(1)): the one the shop files it under is not theirs. */}
            {!ret.withdrawalUid && (
              <>
                {' '}
                <span className="muted">{t(`reason.${line.reason}`)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {ret.status === 'rejected' && ret.rejectionReason && (
        <p className="notice warning">{t('rejected', { reason: ret.rejectionReason })}</p>
      )}
      {ret.labels.length > 0 && ret.status !== 'rejected' && (
        <ul className="return-card-labels">
          {ret.labels.map((label) => (
            <li key={label.labelId}>
              <a href={label.href} type="application/pdf">
                {t('label', { carrier: label.carrier })}
              </a>{' '}
              <span className="muted">{t('trackingNumber', { number: label.trackingNumber })}</span>
              {postcode && (
                <>
                  {' · '}
                  <Link
                    href={returnStatusPath({ trackingNumber: label.trackingNumber, postcode })}
                    prefetch={false}
                  >
                    {t('follow')}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {ret.status !== 'rejected' && (
        <dl className="refund-sums">
          {refund.deduction.amount > 0 && (
            <div>
              <dt>{t('deduction', { reason: refund.deductionReason ?? '' })}</dt>
              <dd>{formatMoney(locale, { ...refund.deduction, amount: -refund.deduction.amount })}</dd>
            </div>
          )}
          {refund.shipping.amount > 0 && (
            <div>
              <dt>{t('shipping')}</dt>
              <dd>{formatMoney(locale, refund.shipping)}</dd>
            </div>
          )}
          <div className="total">
            <dt>{t('refund')}</dt>
            <dd>{formatMoney(locale, refund.total)}</dd>
          </div>
        </dl>
      )}
      {ret.status !== 'rejected' &&
        (refund.refundedAt ? (
          <p className="refund-document">
            {t('refundedOn', { date: formatDate(locale, refund.refundedAt) })}
            {refund.creditNote && (
              <>
                {' '}
                <DocumentLink document={refund.creditNote}>
                  {t('creditNote', { number: refund.creditNote.number })}
                </DocumentLink>
              </>
            )}
          </p>
        ) : (
          <p className="refund-document muted">{t('refundDue', { date: formatDay(locale, refund.dueBy) })}</p>
        ))}
    </li>
  );
}
