'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { FieldError } from '@tendero/client';
import type { Cart, PaymentAuth } from '@tendero/contract';
import { useRouter } from '@/i18n/navigation';
import { declineCodeOf } from '@/lib/checkout-failure';
import { formatMoney } from '@/lib/format';
import { confirmTestCard, paymentIntent, placeZeroOrder } from '@/lib/shop-api-browser';
import { Field, FormAlert } from '../form-field';
import { LegalNotes, OrderButton, useCheckoutFailure } from './payment-parts';
import { StripePayment } from './stripe-payment';
import { useFailureExplanation } from './checkout-texts';
import type { CheckoutLegal } from './checkout-view';

/** Stripe's test cards as the offline test provider knows them, with what each does. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', does: 'succeeds' },
  { number: '4000 0027 6000 3184', does: 'threeDSecure' },
  { number: '4000 0000 0000 0002', does: 'declined' },
  { number: '4000 0000 0000 9995', does: 'insufficientFunds' },
] as const;

/** How the cart is paid: by card (test provider or Stripe), or not at all when vouchers cover it. */
export function CheckoutPayment({
  auth,
  cart,
  legal,
}: {
  auth: PaymentAuth;
  cart: Cart;
  legal: CheckoutLegal;
}) {
  const t = useTranslations('checkout.payment');
  const locale = useLocale();
  if (!auth.payable) return null;
  const amount = (
    <p className="checkout-amount">{t('amount', { amount: formatMoney(locale, auth.amount) })}</p>
  );
  if (auth.zeroAmount || auth.provider === null)
    return (
      <>
        <p className="notice">{t('zero')}</p>
        <ZeroOrder revision={auth.revision} cart={cart} legal={legal} />
      </>
    );
  if (auth.provider === 'test')
    return (
      <>
        {amount}
        <TestCardPayment revision={auth.revision} cart={cart} legal={legal} />
      </>
    );
  return (
    <>
      {amount}
      <StripePayment revision={auth.revision} legal={legal} />
    </>
  );
}

function ZeroOrder({ revision, cart, legal }: { revision: number; cart: Cart; legal: CheckoutLegal }) {
  const router = useRouter();
  const explain = useFailureExplanation();
  const { failure, fail, clear } = useCheckoutFailure();
  const [leaving, setLeaving] = useState(false);
  const place = useMutation({
    mutationFn: () => placeZeroOrder(revision),
    onSuccess: (order) => {
      setLeaving(true);
      router.push({ pathname: '/checkout/confirmation', query: { order: order.reference } });
    },
    onError: fail,
  });
  const sending = place.isPending || leaving;
  return (
    <form
      className="checkout-pay-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        clear();
        place.mutate();
      }}
    >
      {failure && <FormAlert>{explain(failure, cart)}</FormAlert>}
      <LegalNotes legal={legal} />
      <OrderButton sending={sending} />
    </form>
  );
}

/** MM/YY as typed: digits only, the slash added after the month. */
function expiryAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The offline test provider's card form, with its test cards listed. */
function TestCardPayment({ revision, cart, legal }: { revision: number; cart: Cart; legal: CheckoutLegal }) {
  const t = useTranslations('checkout.payment');
  const router = useRouter();
  const explain = useFailureExplanation();
  const { failure, fail, failWith, clear } = useCheckoutFailure();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [leaving, setLeaving] = useState(false);
  const pay = useMutation({
    mutationFn: async () => {
      const intent = await paymentIntent(revision);
      const answer = await confirmTestCard(intent.intentId, { clientSecret: intent.clientSecret, ...card });
      return { intent, answer };
    },
    onSuccess: ({ intent, answer }) => {
      if (answer.status === 'succeeded') {
        setLeaving(true);
        router.push({ pathname: '/checkout/confirmation', query: { payment_intent: intent.intentId } });
      } else if (answer.status === 'requires_action') {
        setLeaving(true);
        router.push({
          pathname: '/checkout/challenge',
          query: { intent: intent.intentId, secret: intent.clientSecret },
        });
      } else
        failWith({
          kind: 'declined',
          code: declineCodeOf(answer.declineCode ?? ''),
        });
    },
    onError: fail,
  });
  const sending = pay.isPending || leaving;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const required = { message: 'validation.string.required', params: {} };
    const missing = Object.fromEntries(
      Object.entries(card)
        .filter(([, value]) => value.trim() === '')
        .map(([name]) => [name, required]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    clear();
    pay.mutate();
  };
  const set = (name: keyof typeof card) => (event: { target: { value: string } }) =>
    setCard((current) => ({
      ...current,
      [name]: name === 'expiry' ? expiryAsTyped(event.target.value) : event.target.value,
    }));
  return (
    <form className="checkout-pay-form form" onSubmit={submit} noValidate>
      <div className="notice checkout-test-cards">
        <p>
          <strong>{t('testTitle')}</strong> {t('testIntro')}
        </p>
        <ul>
          {TEST_CARDS.map((test) => (
            <li key={test.number}>
              <code>{test.number}</code>: {t(`testCards.${test.does}`)}
            </li>
          ))}
        </ul>
      </div>
      {failure && <FormAlert>{explain(failure, cart)}</FormAlert>}
      <Field
        name="number"
        label={t('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        errors={errors}
        value={card.number}
        onChange={set('number')}
      />
      <div className="field-row checkout-card-row">
        <Field
          name="expiry"
          label={t('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('expiryPlaceholder')}
          maxLength={5}
          errors={errors}
          value={card.expiry}
          onChange={set('expiry')}
        />
        <Field
          name="cvc"
          label={t('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          errors={errors}
          value={card.cvc}
          onChange={set('cvc')}
        />
      </div>
      <LegalNotes legal={legal} />
      <OrderButton sending={sending} />
    </form>
  );
}
