'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkoutFailureOf, type CheckoutFailure } from '@/lib/checkout-failure';
import { queryKeys } from '@/lib/query-keys';
import type { CheckoutLegal } from './checkout-view';

/**
 * After a refusal that means the cart moved on (changed, sold out, refunded), the summary and the
 * payment are asked for again: the shopper reviews the new revision, the fields stay as they were.
 */
export function useCheckoutFailure() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const fail = (error: unknown) => failWith(checkoutFailureOf(error));
  const failWith = (known: CheckoutFailure) => {
    setFailure(known);
    if (known.kind !== 'declined' && known.kind !== 'other')
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart(locale) });
  };
  return { failure, fail, failWith, clear: () => setFailure(null) };
}

/** The order button: its words say that ordering means paying (Consumer Rights Directive Art. 8(2)). */
export function OrderButton({ sending }: { sending: boolean }) {
  const t = useTranslations('checkout.payment');
  return (
    <>
      <button type="submit" className="button checkout-order" disabled={sending}>
        {t('order')}
      </button>
      <p className="visually-hidden" role="status">
        {sending ? t('sending') : ''}
      </p>
    </>
  );
}

/** The legal sentences right above the order button. */
export function LegalNotes({ legal }: { legal: CheckoutLegal }) {
  return (
    <div className="checkout-legal">
      {legal.terms}
      {legal.withdrawal}
    </div>
  );
}
