import { CURRENCY_DECIMALS, parseMoneyInput, shopFormatLocale } from '@tendero/contract';
import type { AdminProduct, Money } from '@tendero/contract';
import type { ProductUpdateBody } from './bodies';
import type { MessageRef } from './errors';

/** Stock and price of a product row as typed (the price in the operator's way of writing amounts). */
export interface ProductDraft {
  stock: string;
  price: string;
}

export const STOCK_MAX = 1_000_000_000;

export type ProductEdit =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: Partial<Record<keyof ProductDraft, MessageRef>> }
  | { kind: 'update'; body: ProductUpdateBody };

/** What saving a row sends: only what changed; a stock that is no whole number or a price that is no amount is refused. */
export function productEdit(product: AdminProduct, draft: ProductDraft, locale: string): ProductEdit {
  const errors: Partial<Record<keyof ProductDraft, MessageRef>> = {};
  const stockText = draft.stock.trim();
  const stock = /^\d+$/.test(stockText) ? Number(stockText) : null;
  if (stock === null) errors.stock = { key: 'validation.number.integer', params: {} };
  else if (stock > STOCK_MAX) errors.stock = { key: 'validation.number.max', params: { maximum: STOCK_MAX } };
  const price = parseMoneyInput(draft.price, locale, product.price.currency);
  if (price === null) errors.price = { key: 'admin.products.priceFormat', params: {} };
  else if (price < 1) errors.price = { key: 'admin.products.priceMin', params: {} };
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const body: ProductUpdateBody = {
    ...(stock !== null && stock !== product.stock ? { stock } : {}),
    ...(price !== null && price !== product.price.amount ? { price } : {}),
  };
  return Object.keys(body).length === 0 ? { kind: 'unchanged' } : { kind: 'update', body };
}

/** A price as the edit field shows it: the language's decimal mark, no grouping, no currency sign. */
export function priceText(price: Money, locale: string): string {
  return new Intl.NumberFormat(shopFormatLocale(locale), {
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
    useGrouping: false,
  }).format(price.amount / 10 ** CURRENCY_DECIMALS);
}
