import { CURRENCY, type PromotionKind, type PromotionTarget } from '@tendero/contract';
import { formatShopDateTime } from '@tendero/contract/time-format';
import { formatMoney, formatPercent } from '@/lib/format';

/** The browser's time zone: the operator's, in which the editor's times are typed. */
export function operatorTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A promotion's start or end in the operator's language and time zone, the zone named. */
export function promotionTime(locale: string, iso: string): string {
  return formatShopDateTime(locale, iso, operatorTimeZone(), 'medium');
}

/** What a promotion gives, as a message of `admin.promotionsAdmin.gives` with its values. */
export function givesMessage(
  locale: string,
  promotion: { kind: PromotionKind; value: number; target: PromotionTarget },
): { key: 'percent' | 'amount' | 'freeShipping' | 'gift'; values: Record<string, string> } {
  if (promotion.target === 'gift') return { key: 'gift', values: {} };
  if (promotion.kind === 'freeShippingOnly') return { key: 'freeShipping', values: {} };
  if (promotion.kind === 'reductionPercent') {
    return { key: 'percent', values: { percent: formatPercent(locale, promotion.value) } };
  }
  return {
    key: 'amount',
    values: { amount: formatMoney(locale, { amount: promotion.value, currency: CURRENCY }) },
  };
}
