/** The checkout's refusals: each route answers its own key, as the storefront words it. */
import type { ErrorDetail } from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';
import type { CartProblem } from './validation.ts';

/** One detail per problem: on the product it is about, else on the cart. */
function problemDetails(problems: readonly CartProblem[]): ErrorDetail[] {
  return problems.map((problem) => ({
    path: problem.productId === undefined ? 'cart' : `product.${problem.productId}`,
    message: problem.key,
    ...(problem.available === undefined ? {} : { params: { available: problem.available } }),
  }));
}

/** An address id that is not one of the signed-in customer's (unknown, deleted, or another's). */
export class CheckoutAddressNotFound extends DomainError {
  constructor(path: 'addressDeliveryId' | 'addressInvoiceId') {
    super(404, 'error.address.notFound', [{ path, message: 'error.address.notFound' }]);
  }
}

/** No carrier method delivers this cart (its weight) to the delivery address's country. */
export class CountryNotServed extends DomainError {
  constructor(country: string) {
    super(409, 'error.cart.countryNotServed', [
      { path: 'addressDeliveryId', message: 'error.cart.countryNotServed', params: { country } },
    ]);
  }
}

/** Carriers are offered for the delivery address: it is chosen first. */
export class DeliveryAddressRequired extends DomainError {
  constructor() {
    super(409, 'error.cart.noDeliveryAddress');
  }
}

/** A carrier method that is not among those delivering this cart to its delivery address. */
export class CarrierNotAvailable extends DomainError {
  constructor() {
    super(409, 'error.cart.carrierNotAvailable', [
      { path: 'carrierMethodId', message: 'error.cart.carrierNotAvailable' },
    ]);
  }
}

/** Something stands in the way of paying the cart (a card payment). */
export class CartNotPayable extends DomainError {
  constructor(problems: readonly CartProblem[]) {
    super(409, 'error.payment.cartNotPayable', problemDetails(problems));
  }
}

/** Something stands in the way of placing the order (a zero-amount order). */
export class OrderNotPlaceable extends DomainError {
  constructor(problems: readonly CartProblem[]) {
    super(409, 'error.order.notPlaceable', problemDetails(problems));
  }
}

/**
 * The cart is no longer at the revision the shopper reviewed; `flow` is whose key answers it: a card
 * payment's (`error.payment.cartChanged`) or a zero-amount order's (`error.order.cartChanged`).
 */
export class CartChanged extends DomainError {
  constructor(flow: 'payment' | 'order', revision: number) {
    const key = `error.${flow}.cartChanged`;
    super(409, key, [{ path: 'revision', message: key, params: { revision } }]);
  }
}

/** A zero-amount cart is ordered without a payment. */
export class NothingToPay extends DomainError {
  constructor() {
    super(409, 'error.payment.nothingToPay');
  }
}

/** A cart with something to pay is not ordered without a payment. */
export class AmountDue extends DomainError {
  constructor() {
    super(409, 'error.order.amountDue');
  }
}

/** The card was declined: `code` is the provider's decline code, which the storefront words. */
export class PaymentDeclined extends DomainError {
  constructor(code: string) {
    super(402, 'error.payment.declined', [
      { path: 'payment', message: `error.payment.decline.${code}`, params: { code } },
    ]);
  }
}

export class PaymentIncomplete extends DomainError {
  constructor(status: string) {
    super(409, 'error.payment.incomplete', [{ path: 'payment', message: `error.payment.status.${status}` }]);
  }
}

/** Paid, but no order could be placed (the cart changed, or stock ran out): the money went back. */
export class PaymentRefunded extends DomainError {
  constructor(reason: string) {
    super(409, 'error.payment.refunded', [{ path: 'payment', message: `error.payment.refunded.${reason}` }]);
  }
}
