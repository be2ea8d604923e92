import { ApiError } from '@tendero/client';

/** One sentence of a cart error: a message key (from `error.`, `validation.`, …) and its values. */
export interface CartErrorPart {
  key: string;
  params: Record<string, unknown>;
}

/**
 * What to say about a cart call the API refused, as message keys: how many are available (and how
 * many of them are already in the cart) for too few in stock, the first field's key for a refused
 * input, else the API's own key. Null for what is no refusal of the cart (offline, 5xx, too many tries).
 */
export function cartErrorParts(error: unknown): CartErrorPart[] | null {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) return null;
  const detail = error.details[0];
  if (error.message === 'error.cart.notEnoughStock') {
    const available = Number(detail?.params?.available ?? 0);
    const inCart = Number(detail?.params?.inCart ?? 0);
    const stock = { key: 'error.cart.notEnoughStock', params: { available } };
    return available > 0 && inCart > 0
      ? [stock, { key: 'error.cart.alreadyInCart', params: { inCart } }]
      : [stock];
  }
  if (detail && !error.message.startsWith('error.')) {
    return [{ key: detail.message, params: detail.params ?? {} }];
  }
  return [{ key: error.message, params: detail?.params ?? {} }];
}
