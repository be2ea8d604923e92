'use client';

import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import type { CartTotals, Money, OrderAddress, OrderDetail } from '@tendero/contract';
import { formatMoney, formatPercent } from '@/lib/format';

/** The words the totals list needs, from whichever namespace the page speaks. */
export type TotalsLabel = (
  key: 'items' | 'discount' | 'shipping' | 'free' | 'paymentFee' | 'total' | 'totalNoVat' | 'vat',
  values?: { percent: string; price: string },
) => string;

/**
 * Items, discounts, shipping, fee and total and the VAT in them per rate (none where none is charged),
 * as the cart, the checkout's review, the customer's order page and the back office show them. An
 * order names each promotion's discount (`promotions`); `shipping` words the shipping row instead of its
 * price (a cart whose country no carrier serves), or leaves it out (null: a cart without an estimate);
 * `children` adds rows.
 */
export function TotalsList({
  totals,
  promotions = [],
  shipping,
  label,
  children,
}: {
  totals: CartTotals;
  promotions?: OrderDetail['promotions'];
  shipping?: string | null;
  label: TotalsLabel;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const money = (amount: Money) => formatMoney(locale, amount);
  const negative = (amount: Money) => money({ ...amount, amount: -amount.amount });
  const exempt = totals.vatExemption !== null;
  const given = promotions.filter((promotion) => promotion.discount.amount > 0);
  return (
    <dl>
      <div>
        <dt>{label('items')}</dt>
        <dd>{money(totals.items)}</dd>
      </div>
      {given.map((promotion) => (
        <div key={`${promotion.name}-${promotion.code ?? ''}`} className="discount">
          <dt>{promotion.code ? `${promotion.name} (${promotion.code})` : promotion.name}</dt>
          <dd>{negative(promotion.discount)}</dd>
        </div>
      ))}
      {totals.discount.amount > 0 && given.length === 0 && (
        <div className="discount">
          <dt>{label('discount')}</dt>
          <dd>{negative(totals.discount)}</dd>
        </div>
      )}
      {shipping !== null && (
        <div>
          <dt>{label('shipping')}</dt>
          <dd>{shipping ?? (totals.shipping.amount === 0 ? label('free') : money(totals.shipping))}</dd>
        </div>
      )}
      {totals.paymentFee.amount > 0 && (
        <div>
          <dt>{label('paymentFee')}</dt>
          <dd>{money(totals.paymentFee)}</dd>
        </div>
      )}
      <div className="total">
        <dt>{exempt ? label('totalNoVat') : label('total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      {!exempt &&
        totals.vat
          .filter((line) => line.vat.amount > 0)
          .map((line) => (
            <div key={line.rate} className="vat">
              <dt>{label('vat', { percent: formatPercent(locale, line.rate), price: money(line.net) })}</dt>
              <dd>{money(line.vat)}</dd>
            </div>
          ))}
      {children}
    </dl>
  );
}

/**
 * A postal address, as the customer's address book holds it or an order copied it; `taxId` words its
 * VAT and fiscal numbers.
 */
export function PostalAddress({
  address,
  taxId,
}: {
  address: OrderAddress;
  taxId: (key: 'vatId' | 'fiscalId', number: string) => string;
}) {
  return (
    <address className="postal-address">
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {address.company && <span>{address.company}</span>}
      <span>{address.address1}</span>
      {address.address2 && <span>{address.address2}</span>}
      <span>
        {address.postcode} {address.city}
        {address.stateName && `, ${address.stateName}`}
      </span>
      <span>{address.countryName}</span>
      {address.phone && <span>{address.phone}</span>}
      {address.vatId && <span>{taxId('vatId', address.vatId)}</span>}
      {address.fiscalId && <span>{taxId('fiscalId', address.fiscalId)}</span>}
    </address>
  );
}
