'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { chosenCountry } from '@/lib/delivery-country';
import { queryKeys } from '@/lib/query-keys';
import { shippingOptions } from '@/lib/shop-api-browser';

/** The shop's money formats, resolved on the server (the contract's formatter), for cents and whole euros. */
export interface MoneyFormats {
  cents: Intl.ResolvedNumberFormatOptions;
  whole: Intl.ResolvedNumberFormatOptions;
}

// The cookie changes only on the cart page, which is another page: nothing to subscribe to here.
const noSubscription = () => () => undefined;

/** Integer cents as the exact decimal Intl reads ("4.90"), so no amount is rounded on its way. */
function decimal(cents: number): `${number}` {
  const magnitude = Math.abs(cents);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${fraction}` as `${number}`;
}

/**
 * "Delivery to Germany in 2–3 working days", then "Shipping 4.90 € (free from 49 €)": the cheapest way
 * to ship this product to the visitor's country (the cart page's choice, else the shop domain's). Asked
 * for in the browser, so the product page itself stays the same for everyone and cacheable.
 */
export function DeliveryEstimate({
  weightGrams,
  amount,
  shopCountry,
  moneyFormats,
}: {
  weightGrams: number;
  amount: number;
  shopCountry: string;
  moneyFormats: MoneyFormats;
}) {
  const t = useTranslations('delivery');
  const locale = useLocale();
  // Unknown while rendering on the server: the cookie is the browser's.
  const country = useSyncExternalStore(
    noSubscription,
    () => chosenCountry() ?? shopCountry,
    () => null,
  );
  const options = useQuery({
    queryKey: queryKeys.shippingOptions(country ?? '', weightGrams, amount, locale),
    queryFn: () => shippingOptions({ country: country ?? '', weight: weightGrams, amount }),
    enabled: country !== null,
  });
  const format = useMemo(() => {
    const cents = new Intl.NumberFormat(moneyFormats.cents.locale, moneyFormats.cents);
    const whole = new Intl.NumberFormat(moneyFormats.whole.locale, moneyFormats.whole);
    return (money: { amount: number }) =>
      (money.amount % 100 === 0 ? whole : cents).format(decimal(money.amount));
  }, [moneyFormats]);

  let days = '';
  let cost = '';
  if (country !== null && options.data) {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
    const cheapest = options.data.items[0];
    if (!cheapest) days = t('unavailable', { name });
    else {
      const { min, max } = cheapest.deliveryDays;
      days = min === max ? t('day', { name, maximum: max }) : t('days', { name, minimum: min, maximum: max });
      const price = t('price', { price: format(cheapest.price) });
      if (cheapest.price.amount === 0) cost = t('free');
      else if (cheapest.freeAbove)
        cost = `${price} ${t('freeAbove', { amount: format(cheapest.freeAbove) })}`;
      else cost = price;
    }
  }
  return (
    <p className="delivery-estimate" aria-live="polite">
      {days && <span>{days}</span>}
      {/* Kept apart by a space where the lines are not shown apart (reader modes, copied text). */}
      {cost && <span>{` ${cost}`}</span>}
    </p>
  );
}
