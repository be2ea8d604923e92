'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '@tendero/contract';
import { queryKeys } from '@/lib/query-keys';
import { mayHaveRefunds } from '@/lib/refunds';
import { orderRefunds } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';
import { RefundCard } from './refund-card';

/** The money an order gave back, each refund with its credit note; nothing when it gave none. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  const t = useTranslations('refunds');
  const locale = useLocale();
  const failure = useFailureText();
  const refunds = useQuery({
    queryKey: queryKeys.orderRefunds(order.reference, locale),
    queryFn: () => orderRefunds(order.reference),
    enabled: mayHaveRefunds(order),
  });
  const items = refunds.data ?? [];
  if (!refunds.error && items.length === 0) return null;
  return (
    <section className="order-box order-refunds" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{t('onOrder')}</h2>
      {refunds.error ? (
        <FormAlert>{failure(refunds.error)}</FormAlert>
      ) : (
        <ul className="refund-list">
          {items.map((refund) => (
            <RefundCard key={refund.id} refund={refund} heading="h3" withOrder={false} />
          ))}
        </ul>
      )}
    </section>
  );
}
