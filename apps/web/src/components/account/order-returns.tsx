'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CustomerOrderDetail } from '@tendero/contract';
import type { Locale } from '@tendero/contract/locale-data';
import { WITHDRAWAL_BUTTON } from '@tendero/contract/withdrawal-wording';
import { Link } from '@/i18n/navigation';
import { formatDay } from '@/lib/format';
import { ReturnCard } from '../return/return-card';
import { ReturnFlow } from '../return/return-flow';

/**
 * The order's returns: until when items can go back (or since when they cannot), the returns made,
 * "Return items" while the window is open and some unit is returnable, and the withdrawal button.
 */
export function OrderReturns({ order }: { order: CustomerOrderDetail }) {
  const t = useTranslations('orders.returns');
  const locale = useLocale() as Locale;
  const [returning, setReturning] = useState(false);
  const { window, returns } = order.returns;
  const canReturn = window.open && window.lines.some((line) => line.returnable > 0);
  const postcode = order.addresses.delivery.postcode;
  return (
    <section className="order-box order-returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">{t('title')}</h2>
      <p>
        {window.closesOn === null
          ? t('beforeDelivery', { days: window.days })
          : window.open
            ? t('until', { date: formatDay(locale, window.closesOn) })
            : t('ended', { date: formatDay(locale, window.closesOn) })}
      </p>
      {returns.length > 0 ? (
        <ul className="refund-list">
          {returns.map((ret) => (
            <ReturnCard key={ret.returnUid} ret={ret} heading="h3" withOrder={false} postcode={postcode} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      {canReturn && !returning && (
        <p>
          <button type="button" className="button" onClick={() => setReturning(true)}>
            {t('button')}
          </button>
        </p>
      )}
      {canReturn && returning && (
        <ReturnFlow
          order={{
            reference: order.reference,
            // Lines are numbered from 1 in the order's own order, as the API numbers them.
            lines: order.lines.map((line, index) => ({
              position: index + 1,
              name: line.name,
              quantity: line.quantity,
              total: line.total,
            })),
            window,
          }}
          email={null}
          postcode={postcode}
          heading="h3"
        />
      )}
      {window.open && (
        <p>
          <Link href={`/return/withdraw?order=${encodeURIComponent(order.reference)}`} prefetch={false}>
            {WITHDRAWAL_BUTTON[locale].withdraw}
          </Link>
        </p>
      )}
    </section>
  );
}
