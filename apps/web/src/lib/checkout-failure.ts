import { ApiError } from '@tendero/client';

/** A step problem of the cart, worded as `cart.problem.*`; `available` for too little stock. */
export interface CheckoutProblem {
  key: string;
  productId?: number;
  available?: number;
}

/** The decline codes the checkout words itself (`checkout.decline.<code>`); others read as `generic`. */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'expired_card',
  'incorrect_number',
  'incorrect_cvc',
  'invalid_expiry',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number] | 'generic';

/**
 * Why paying or placing an order did not work, as the checkout explains it: the card was declined,
 * the money went back because stock ran out or the cart changed after paying, the cart changed before
 * paying (a new revision to review), something in the cart stands in the way, the payment is not
 * finished, or the payment is unknown. Anything else (offline, 5xx) is `other`.
 */
export type CheckoutFailure =
  | { kind: 'declined'; code: DeclineCode }
  | { kind: 'refunded'; reason: 'stock' | 'mismatch' }
  | { kind: 'cartChanged' }
  | { kind: 'soldOut' }
  | { kind: 'problems'; problems: CheckoutProblem[] }
  | { kind: 'incomplete' }
  | { kind: 'notFound' }
  | { kind: 'other'; error: unknown };

export const declineCodeOf = (code: string): DeclineCode =>
  (DECLINE_CODES as readonly string[]).includes(code) ? (code as DeclineCode) : 'generic';

function problemsOf(error: ApiError): CheckoutProblem[] {
  return error.details
    .filter((detail) => detail.message.startsWith('cart.problem.'))
    .map((detail) => {
      const product = /^product\.(\d+)$/.exec(detail.path);
      const available = detail.params?.available;
      return {
        key: detail.message,
        ...(product ? { productId: Number(product[1]) } : {}),
        ...(typeof available === 'number' ? { available } : {}),
      };
    });
}

/** Reads the API's answer to a checkout call (payment intent, card, confirmation, zero order). */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', error };
  const detail = error.details[0]?.message ?? '';
  switch (error.message) {
    case 'error.payment.declined': {
      const code = error.details[0]?.params?.code;
      return {
        kind: 'declined',
        code: declineCodeOf(
          typeof code === 'string' ? code : detail.replace(/^error\.payment\.decline\./, ''),
        ),
      };
    }
    case 'error.payment.refunded':
      return { kind: 'refunded', reason: detail.endsWith('.stock') ? 'stock' : 'mismatch' };
    // Also when the total went from something to nothing or back: the summary needs another look.
    case 'error.payment.cartChanged':
    case 'error.order.cartChanged':
    case 'error.payment.nothingToPay':
    case 'error.order.amountDue':
      return { kind: 'cartChanged' };
    case 'error.order.soldOut':
      return { kind: 'soldOut' };
    case 'error.payment.cartNotPayable':
    case 'error.order.notPlaceable': {
      const problems = problemsOf(error);
      return problems.length > 0 ? { kind: 'problems', problems } : { kind: 'cartChanged' };
    }
    case 'error.payment.incomplete':
    case 'error.payment.notPayable':
      return { kind: 'incomplete' };
    case 'error.payment.notFound':
      return { kind: 'notFound' };
    default:
      return { kind: 'other', error };
  }
}
