'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { Cart, CartRule } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { chooseCountry } from '@/lib/delivery-country';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { countries, enterPromoCode, removePromoCode, updateCart } from '@/lib/shop-api-browser';
import { TotalsList } from '../totals-and-address';
import { announce, useCartChange, useCartErrorText } from './use-cart';

/** Why a code gives nothing now, in words (the contract's reason keys). */
export function useRuleReason() {
  const t = useTranslations('cart.rule');
  const locale = useLocale();
  return (rule: CartRule): string => {
    switch (rule.reason) {
      case null:
        return '';
      case 'minimumNotReached':
        return t('minimumNotReached', {
          amount: rule.missing ? formatMoney(locale, rule.missing) : '',
          minimum: rule.minimum ? formatMoney(locale, rule.minimum) : '',
        });
      default:
        return t(rule.reason);
    }
  };
}

/** The promo code field, the codes entered (applied, or why not) and taking one off. */
export function PromoCodes({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.code');
  const locale = useLocale();
  const id = useId();
  const reason = useRuleReason();
  const errorText = useCartErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enter = useCartChange({
    send: (entered: string) => enterPromoCode({ code: entered }),
    toastErrors: false,
    done: (answer, entered) => {
      setCode('');
      const rule = answer.rules.find((entry) => entry.code.toLowerCase() === entered.trim().toLowerCase());
      if (rule)
        announce(
          rule.applicable
            ? t('appliedAnnounce', { code: rule.code })
            : `${t('enteredAnnounce', { code: rule.code })} ${reason(rule)}`,
        );
    },
    failed: (failure) => setError(errorText(failure)),
  });
  const remove = useCartChange({
    send: (rule: CartRule) => removePromoCode({ code: rule.code }),
    optimistic: (current, rule) => ({
      ...current,
      rules: current.rules.filter((entry) => entry.code !== rule.code),
    }),
    done: (_answer, rule) => announce(t('removedAnnounce', { code: rule.code })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (code.trim() !== '') enter.mutate(code.trim());
  };
  return (
    <section className="cart-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <form className="cart-code-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('label')}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={250}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button secondary" aria-disabled={enter.isPending || undefined}>
          {t('apply')}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {cart.rules.length > 0 && (
        <ul className="cart-rules">
          {cart.rules.map((rule) => (
            <li key={rule.code} className={rule.applicable ? 'cart-rule' : 'cart-rule inactive'}>
              <div>
                <p className="cart-rule-code">
                  <code>{rule.code}</code> <span>{rule.name}</span>
                </p>
                <p className={rule.applicable ? 'cart-rule-state' : 'cart-rule-state warning'}>
                  {rule.applicable
                    ? rule.freeShipping && rule.discount.amount === 0
                      ? t('freeShipping')
                      : t('saves', { amount: formatMoney(locale, rule.discount) })
                    : reason(rule)}
                </p>
              </div>
              <button
                type="button"
                className="link-button"
                aria-label={t('removeLabel', { code: rule.code })}
                onClick={() => remove.mutate(rule)}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The country select of the shipping estimate, the estimate and how far free shipping is. */
export function ShippingEstimate({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.shipping');
  const delivery = useTranslations('delivery');
  const locale = useLocale();
  const id = useId();
  const list = useQuery({ queryKey: queryKeys.countries(locale), queryFn: countries });
  const change = useCartChange({
    send: (country: string) => updateCart({ country }),
    optimistic: (current, country) =>
      current.shipping ? { ...current, shipping: { ...current.shipping, country } } : current,
    done: (answer) => {
      if (answer.shipping) announce(estimateText(answer.shipping));
    },
  });
  const shipping = cart.shipping;
  if (!shipping) return null;
  const countryName = (iso: string) =>
    list.data?.items.find((country) => country.iso === iso)?.name ??
    new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ??
    iso;
  function estimateText(estimate: NonNullable<Cart['shipping']>): string {
    const name = countryName(estimate.country);
    if (!estimate.available) return t('unavailable', { name });
    const cost = estimate.free ? t('free') : t('cost', { price: formatMoney(locale, estimate.amount) });
    const days = estimate.deliveryDays;
    const when = !days
      ? ''
      : days.min === days.max
        ? delivery('day', { name, maximum: days.max })
        : delivery('days', { name, minimum: days.min, maximum: days.max });
    return `${[when, cost].filter(Boolean).join('. ')}.`;
  }
  const missing = shipping.missingForFree?.amount ?? 0;
  const threshold = shipping.freeAbove?.amount ?? 0;
  const options = list.data?.items ?? [];
  return (
    <section className="cart-shipping" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('country')}</label>
        <select
          id={`${id}-country`}
          value={shipping.country}
          onChange={(event) => {
            chooseCountry(event.target.value);
            change.mutate(event.target.value);
          }}
        >
          {!options.some((country) => country.iso === shipping.country) && (
            <option value={shipping.country}>{countryName(shipping.country)}</option>
          )}
          {options.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <p className="cart-estimate">
        {estimateText(shipping)}
        {shipping.available && shipping.method && (
          <span className="muted"> {t('carrier', { name: shipping.method.name })}</span>
        )}
      </p>
      {shipping.available && threshold > 0 && (
        <div className="free-shipping">
          <p>
            {missing > 0
              ? t('freeMissing', {
                  amount: formatMoney(locale, { amount: missing, currency: cart.totals.total.currency }),
                })
              : t('freeReached')}
          </p>
          <progress max={threshold} value={Math.min(threshold - missing, threshold)} aria-hidden="true" />
        </div>
      )}
    </section>
  );
}

/** Items, discount, shipping and total, the VAT in them per rate, or why none is charged. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.totals');
  const { totals, shipping } = cart;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('title')}</h2>
      <TotalsList
        totals={totals}
        shipping={!shipping ? null : shipping.available ? undefined : t('shippingUnknown')}
        label={(key, values) => t(key, values)}
      />
      {totals.vatExemption && <p className="notice">{t(totals.vatExemption)}</p>}
    </section>
  );
}

/** The promotions that give this cart something now. */
export function AppliedPromotions({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.promotions');
  const locale = useLocale();
  if (cart.promotions.length === 0) return null;
  return (
    <section className="cart-promotions" aria-labelledby="cart-promotions-title">
      <h2 id="cart-promotions-title">{t('title')}</h2>
      <ul>
        {cart.promotions.map((promotion) => (
          <li key={promotion.slug}>
            <Link href={`/promotions/${promotion.slug}`} prefetch={false}>
              {promotion.name}
            </Link>
            {promotion.kind !== 'gift' && promotion.discount.amount > 0 ? (
              <span className="amount">
                {formatMoney(locale, { ...promotion.discount, amount: -promotion.discount.amount })}
              </span>
            ) : (
              <span>
                {promotion.kind === 'gift'
                  ? (cart.lines.find((line) => line.gift)?.name ?? t('gift'))
                  : promotion.freeShipping
                    ? t('freeShipping')
                    : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
