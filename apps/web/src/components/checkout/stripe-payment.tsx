'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { getPathname } from '@/i18n/navigation';
import { paymentIntent } from '@/lib/shop-api-browser';
import { FormAlert } from '../form-field';
import { LegalNotes, OrderButton, useCheckoutFailure } from './payment-parts';
import { useFailureExplanation } from './checkout-texts';
import type { CheckoutLegal } from './checkout-view';

/**
 * Stripe's Payment Element for the cart's intent. Stripe.js is loaded here only, when this step is
 * shown (a dynamic import), so no other page carries it; Stripe sends the shopper back to the
 * confirmation page with the intent in the query.
 */
export function StripePayment({ revision, legal }: { revision: number; legal: CheckoutLegal }) {
  const t = useTranslations('checkout.payment');
  const locale = useLocale();
  const explain = useFailureExplanation();
  const { failure, fail, clear } = useCheckoutFailure();
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    setReady(null);
    (async () => {
      const intent = await paymentIntent(revision);
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = intent.publishableKey ? await loadStripe(intent.publishableKey) : null;
      if (cancelled) return;
      if (!stripe || !mount.current) {
        setStripeError(t('stripeFailed'));
        return;
      }
      const elements = stripe.elements({
        clientSecret: intent.clientSecret,
        locale: locale as StripeElementLocale,
      });
      const element = elements.create('payment');
      element.mount(mount.current);
      destroy = () => element.destroy();
      setReady({ stripe, elements });
    })().catch((error: unknown) => {
      if (!cancelled) fail(error);
    });
    return () => {
      cancelled = true;
      destroy();
    };
    // A new revision is a new amount: the element is made again for it.
  }, [revision]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    clear();
    setStripeError(null);
    setSending(true);
    try {
      const checked = await ready.elements.submit();
      if (checked.error) {
        setStripeError(checked.error.message ?? t('stripeFailed'));
        setSending(false);
        return;
      }
      // The intent is brought to the revision reviewed (409 when the cart changed since).
      await paymentIntent(revision);
      const returnUrl = `${window.location.origin}${getPathname({ href: '/checkout/confirmation', locale })}`;
      const { error } = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: returnUrl },
      });
      // Only reached when Stripe did not redirect: the card was refused or a field is wrong.
      setStripeError(error.message ?? t('stripeFailed'));
      setSending(false);
    } catch (error) {
      fail(error);
      setSending(false);
    }
  };

  return (
    <form className="checkout-pay-form" onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{explain(failure)}</FormAlert>}
      {stripeError && <FormAlert>{stripeError}</FormAlert>}
      {!ready && !stripeError && !failure && <p aria-busy="true">{t('stripeLoading')}</p>}
      <div ref={mount} className="checkout-stripe" />
      <LegalNotes legal={legal} />
      <OrderButton sending={sending || !ready} />
    </form>
  );
}
