'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Address, Cart } from '@tendero/contract';
import { deliveryWindow } from '@/lib/delivery-dates';
import { formatMoney } from '@/lib/format';
import { itemsPaid } from '@/lib/points-earning';
import { queryKeys } from '@/lib/query-keys';
import { paymentAuth, validateCart } from '@/lib/shop-api-browser';
import { CartTotals, useRuleReason } from '../cart/cart-summary';
import { FormAlert, useFailureText } from '../form-field';
import { EarnPoints } from '../points/earn-points';
import { addressLine } from './checkout-delivery';
import { CheckoutPayment } from './checkout-payment';
import { CheckoutProblems } from './checkout-texts';
import type { CheckoutLegal } from './checkout-view';

/**
 * Codes that give something now (a promo code, a voucher made from points): named with what each
 * saves, so the shopper sees the voucher taken before paying.
 */
function AppliedCodes({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.code');
  const locale = useLocale();
  const applied = cart.rules.filter((rule) => rule.applicable);
  if (applied.length === 0) return null;
  return (
    <ul className="checkout-codes-applied">
      {applied.map((rule) => (
        <li key={rule.code}>
          <code>{rule.code}</code> {rule.name}:{' '}
          {rule.freeShipping && rule.discount.amount === 0
            ? t('freeShipping')
            : t('saves', { amount: formatMoney(locale, rule.discount) })}
        </li>
      ))}
    </ul>
  );
}

/** Codes entered that give nothing now: said, never in the way (they apply once the cart qualifies). */
function UnappliedCodes({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.code');
  const reason = useRuleReason();
  const unapplied = cart.rules.filter((rule) => !rule.applicable);
  if (unapplied.length === 0) return null;
  return (
    <ul className="checkout-codes-unapplied">
      {unapplied.map((rule) => (
        <li key={rule.code}>
          {t('notApplied')} <strong>{rule.code}</strong>. {reason(rule)}
        </li>
      ))}
    </ul>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  return (
    <div>
      <h4>{title}</h4>
      <p>{address ? addressLine(address) : '—'}</p>
    </div>
  );
}

/** Step 3: what is ordered, for how much (VAT per rate), where to, with whom; the legal links; payment. */
export function CheckoutReview({
  cart,
  legal,
  onChange,
}: {
  cart: Cart;
  legal: CheckoutLegal;
  onChange: () => void;
}) {
  const t = useTranslations('checkout.review');
  const locale = useLocale();
  const failure = useFailureText();
  const money = (amount: { amount: number; currency: string }) => formatMoney(locale, amount);
  const validation = useQuery({
    queryKey: queryKeys.cartValidation(locale, cart.revision),
    queryFn: () => validateCart(3),
  });
  // The previous answer stays while the next revision's is asked for: the card form keeps its fields.
  const auth = useQuery({
    queryKey: queryKeys.paymentAuth(locale, cart.revision),
    queryFn: paymentAuth,
    placeholderData: keepPreviousData,
  });
  const shipping = cart.shipping;
  const problems = validation.data?.problems ?? [];
  return (
    <div className="checkout-review">
      <div className="checkout-review-main">
        <section aria-labelledby="checkout-lines-title" className="checkout-panel">
          <h3 id="checkout-lines-title">{t('lines')}</h3>
          <ul className="checkout-lines">
            {cart.lines.map((line) => (
              <li key={`${line.productId}-${line.gift ? 'gift' : 'line'}`}>
                <span className="checkout-line-name">
                  {line.quantity} × {line.name}
                  {line.gift && <span className="badge">{t('gift')}</span>}
                </span>
                <span className="checkout-line-total">
                  {line.total.amount === 0 ? t('free') : money(line.total)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="checkout-where-title" className="checkout-panel">
          <h3 id="checkout-where-title">{t('delivery')}</h3>
          <div className="checkout-addresses">
            <AddressBlock title={t('deliveryAddress')} address={cart.addresses.delivery} />
            <AddressBlock title={t('invoiceAddress')} address={cart.addresses.invoice} />
            {shipping?.method && (
              <div>
                <h4>{t('carrier')}</h4>
                <p>
                  {shipping.method.name}:{' '}
                  {shipping.free || shipping.amount.amount === 0 ? t('free') : money(shipping.amount)}
                  {shipping.deliveryDays && (
                    <>
                      <br />
                      {t('arrives', { date: deliveryWindow(locale, shipping.deliveryDays) })}
                    </>
                  )}
                </p>
              </div>
            )}
          </div>
          <button type="button" className="link-button" onClick={onChange}>
            {t('change')}
          </button>
        </section>
      </div>
      <div className="checkout-review-side cart-side">
        <CartTotals cart={cart} />
        <AppliedCodes cart={cart} />
        <UnappliedCodes cart={cart} />
        <EarnPoints cents={itemsPaid(cart.totals)} context="cart" />
        <section aria-labelledby="checkout-payment-title" className="checkout-payment">
          <h3 id="checkout-payment-title">{t('payment')}</h3>
          <CheckoutProblems problems={problems} cart={cart} />
          {auth.error && <FormAlert>{failure(auth.error)}</FormAlert>}
          {auth.data && problems.length === 0 && (
            <CheckoutPayment auth={auth.data} cart={cart} legal={legal} />
          )}
        </section>
      </div>
    </div>
  );
}
