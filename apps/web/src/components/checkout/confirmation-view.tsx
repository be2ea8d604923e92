'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { confirmPayment, markConversionSent, myOrder } from '@/lib/shop-api-browser';
import { forgetCart } from '../cart/use-cart';
import { useMe } from '../account/session';
import { useFailureExplanation } from './checkout-texts';

/** What the confirmation page is for: a payment to confirm (the provider's return) or a placed order. */
export interface ConfirmationQuery {
  paymentIntent: string | null;
  clientSecret: string | null;
  redirectStatus: string | null;
  order: string | null;
}

/** Fired once per order when the purchase is reported, for whatever measures conversions on the page. */
export const PURCHASE_EVENT = 'tendero:purchase';

/**
 * After paying: the confirmation route places the order (once, however often the page is loaded),
 * the page shows its reference and what happens next, and reports the purchase once (the order's
 * conversion flag, so a reload never counts twice). A decline or refusal is explained, with the way
 * back to the payment step.
 */
export function ConfirmationView({ query }: { query: ConfirmationQuery }) {
  const t = useTranslations('checkout.confirmation');
  const locale = useLocale();
  const explain = useFailureExplanation();
  const queryClient = useQueryClient();
  const { me } = useMe();
  const key = query.paymentIntent ?? query.order ?? '';
  const placed = useQuery({
    queryKey: queryKeys.confirmation(key),
    queryFn: async () => {
      if (query.paymentIntent)
        return confirmPayment({
          payment_intent: query.paymentIntent,
          ...(query.clientSecret && { payment_intent_client_secret: query.clientSecret }),
          ...(query.redirectStatus && { redirect_status: query.redirectStatus }),
        });
      return { reference: query.order ?? '' };
    },
    enabled: key !== '',
    staleTime: Infinity,
  });
  const reference = placed.data?.reference ?? null;
  const order = useQuery({
    queryKey: queryKeys.order(reference ?? '', locale),
    queryFn: () => myOrder(reference ?? ''),
    enabled: reference !== null,
  });
  // The cart became the order: the header's badge and the cart page forget it.
  useEffect(() => {
    if (reference) void forgetCart(queryClient);
  }, [reference, queryClient]);
  const reported = useRef(false);
  useEffect(() => {
    const detail = order.data;
    if (!detail || detail.conversionSent || reported.current) return;
    reported.current = true;
    void markConversionSent(detail.reference).then(() => {
      window.dispatchEvent(
        new CustomEvent(PURCHASE_EVENT, {
          detail: {
            reference: detail.reference,
            value: detail.totals.total.amount,
            currency: detail.totals.total.currency,
          },
        }),
      );
    });
  }, [order.data]);

  const back = (
    <Link href={{ pathname: '/checkout', query: { step: 'review' } }} prefetch={false} className="button">
      {t('backToPayment')}
    </Link>
  );
  if (key === '')
    return (
      <div className="checkout-confirmation">
        <h1>{t('failedTitle')}</h1>
        <p role="alert">{t('missing')}</p>
        {back}
      </div>
    );
  if (placed.isPending)
    return (
      <div className="checkout-confirmation">
        <h1>{t('checking')}</h1>
        <p aria-busy="true">{t('checkingText')}</p>
      </div>
    );
  if (placed.isError || order.isError)
    return (
      <div className="checkout-confirmation">
        <h1>{t('failedTitle')}</h1>
        <p role="alert" className="form-alert">
          {explain(placed.error ?? order.error)}
        </p>
        {back}
      </div>
    );
  const detail = order.data;
  return (
    <div className="checkout-confirmation">
      <h1>{t('title')}</h1>
      <div className="checkout-reference notice">
        <p>{t('reference')}</p>
        <p className="checkout-reference-value">{reference}</p>
      </div>
      {detail && (
        <p>
          {t('total', { amount: formatMoney(locale, detail.totals.total) })}
          {detail.addresses.delivery && (
            <>
              {' '}
              {t('deliveredTo', {
                name: `${detail.addresses.delivery.firstName} ${detail.addresses.delivery.lastName}, ${detail.addresses.delivery.city}`,
              })}
            </>
          )}
        </p>
      )}
      <section aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">{t('next')}</h2>
        <ol className="checkout-next-steps">
          <li>{me ? t('mail', { email: me.email }) : t('mailNoAddress')}</li>
          <li>{t('invoice')}</li>
          <li>{t('shipping')}</li>
        </ol>
      </section>
      <div className="checkout-actions">
        <Link href={`/account/orders/${reference}`} prefetch={false} className="button">
          {t('viewOrder')}
        </Link>
        <Link href="/" prefetch={false} className="button secondary">
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}
