'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { SignInForm } from '../account/sign-in-form';
import { RegisterForm } from '../account/register-form';
import { useMe } from '../account/session';
import { CartAnnouncer, useCart, useCartErrorText } from '../cart/use-cart';
import { CheckoutDelivery } from './checkout-delivery';
import { CheckoutReview } from './checkout-review';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';

/** What the server renders for the checkout: the sentences that link the shop's legal pages. */
export interface CheckoutLegal {
  privacyNotice: ReactNode;
  terms: ReactNode;
  withdrawal: ReactNode;
}

/**
 * The checkout, in the browser: (1) sign in or register inline, the cart staying as it is (a
 * signed-in customer skips it), (2) addresses and carrier, (3) review and payment. `start` opens
 * the review directly (the way back from a declined payment).
 */
export function CheckoutView({ legal, start }: { legal: CheckoutLegal; start: 'delivery' | 'review' }) {
  const t = useTranslations('checkout');
  const cart = useCart();
  const errorText = useCartErrorText();
  const { signedIn, me } = useMe();
  const [chosen, setChosen] = useState<'delivery' | 'review'>(start);
  const step: CheckoutStep | null = signedIn === null ? null : signedIn ? chosen : 'account';
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<CheckoutStep | null>(null);
  // A new step takes the focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (step && shown.current && shown.current !== step) heading.current?.focus();
    if (step) shown.current = step;
  }, [step]);

  if (cart.isPending || step === null)
    return (
      <p className="notice" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (cart.isError)
    return (
      <div className="notice warning" role="alert">
        <p>{errorText(cart.error)}</p>
        <button type="button" className="button secondary" onClick={() => void cart.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (cart.data.lines.length === 0)
    return (
      <div className="checkout-empty">
        <p>{t('empty')}</p>
        <Link href="/" prefetch={false} className="button">
          {t('toShop')}
        </Link>
      </div>
    );
  const current = cart.data;
  return (
    <div className="checkout">
      <CartAnnouncer />
      <CheckoutSteps current={step} />
      {step === 'account' && (
        <section aria-labelledby="checkout-step-title" className="checkout-step">
          <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
            {t('account.title')}
          </h2>
          <p className="lead">{t('account.intro')}</p>
          <div className="checkout-account">
            <section aria-labelledby="checkout-sign-in" className="checkout-panel">
              <h3 id="checkout-sign-in">{t('account.signIn')}</h3>
              <SignInForm inline />
            </section>
            <section aria-labelledby="checkout-register" className="checkout-panel">
              <h3 id="checkout-register">{t('account.register')}</h3>
              <RegisterForm inline privacyNotice={legal.privacyNotice} />
            </section>
          </div>
        </section>
      )}
      {step !== 'account' && me && (
        <p className="checkout-signed-in">
          {t('account.signedInAs', { name: `${me.firstName} ${me.lastName}` })}
        </p>
      )}
      {step === 'delivery' && (
        <section aria-labelledby="checkout-step-title" className="checkout-step">
          <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
            {t('delivery.title')}
          </h2>
          <CheckoutDelivery cart={current} onContinue={() => setChosen('review')} />
        </section>
      )}
      {step === 'review' && (
        <section aria-labelledby="checkout-step-title" className="checkout-step">
          <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
            {t('review.title')}
          </h2>
          <CheckoutReview cart={current} legal={legal} onChange={() => setChosen('delivery')} />
        </section>
      )}
      <p className="checkout-back">
        <Link href="/cart" prefetch={false}>
          {t('backToCart')}
        </Link>
      </p>
    </div>
  );
}
