/**
 * Placing an order (docs/flows.md#what-placing-writes): one transaction that takes stock with one conditional
 * update per product, copies what was bought (lines, promotions, VAT per rate, addresses, carrier) so the
 * order never changes with the catalogue, counts the promotions' uses, and writes `order.placed` and
 * `order.paid`. The caller (a confirmed payment, or a zero-amount order) has checked that the cart
 * revision is the one paid for; a product sold out meanwhile throws SoldOut and nothing is written.
 */
import { randomInt } from 'node:crypto';
import {
  ORDER_REFERENCE_ALPHABET,
  type Address,
  type Cart,
  type DeliveryDays,
  type Locale,
  type OrderStatus,
} from '@tendero/contract';
import type { Trx } from '../../db/transaction.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { takeStock } from '../catalog/index.ts';
import { enqueueEvent } from '../events/service.ts';
import { recordPromotionUses } from '../promotions/index.ts';
import * as repository from './repository.ts';

/** What an order is made of: the cart as worked out inside the placing transaction. */
export interface OrderDraft {
  customerId: number;
  cartId: number;
  revision: number;
  locale: Locale;
  email: string;
  lines: Cart['lines'];
  /** The promotions that gave something, as the order shows them. */
  promotions: Cart['promotions'];
  /** Their ids, automatic and coded: the uses the usage limits count. */
  promotionIds: readonly number[];
  totals: Cart['totals'];
  carrier: { id: number; name: string; deliveryDays: DeliveryDays };
  /** The VAT rate in the shipping charge (basis points; 0 where none is charged). */
  shippingVatRate: number;
  delivery: Address;
  invoice: Address;
  /** `stripe`, `test`, or `none` for a zero-amount order. */
  provider: string;
}

export interface PlacedOrderRow {
  id: number;
  reference: string;
  status: OrderStatus;
}

/** A product of the order has fewer units left than the order needs: nothing was placed. */
export class SoldOut extends DomainError {
  constructor(readonly productId: number) {
    super(409, 'error.order.soldOut', [
      { path: 'productId', message: 'error.order.soldOut', params: { productId } },
    ]);
  }
}

/** A reference customers can read out: `K7QM-4XPR` (no 0/O, 1/I). */
export function newOrderReference(): string {
  const pick = () => ORDER_REFERENCE_ALPHABET[randomInt(ORDER_REFERENCE_ALPHABET.length)];
  const part = () => Array.from({ length: 4 }, pick).join('');
  return `${part()}-${part()}`;
}

async function uniqueReference(trx: Trx): Promise<string> {
  // 32^8 references: a clash is rare; the unique index guards what this check misses.
  for (;;) {
    const reference = newOrderReference();
    if (!(await repository.referenceTaken(trx, reference))) return reference;
  }
}

const addressRow = (orderId: number, kind: 'delivery' | 'invoice', address: Address) => ({
  order_id: orderId,
  kind,
  first_name: address.firstName,
  last_name: address.lastName,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  postcode: address.postcode,
  city: address.city,
  state_name: address.stateName,
  country_iso: address.countryIso,
  phone: address.phone,
  vat_id: address.vatId,
  fiscal_id: address.fiscalId,
});

/** Places a paid order from `draft` in the caller's transaction. */
export async function placeOrder(trx: Trx, draft: OrderDraft, now: string): Promise<PlacedOrderRow> {
  // One conditional update per product (a gift may be a product also bought).
  const units = new Map<number, number>();
  for (const line of draft.lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    if (!(await takeStock(trx, productId, quantity))) throw new SoldOut(productId);
  }

  const reference = await uniqueReference(trx);
  const status: OrderStatus = 'paid';
  const { totals } = draft;
  const orderId = await repository.insertOrder(trx, {
    reference,
    customer_id: draft.customerId,
    cart_id: draft.cartId,
    cart_revision: draft.revision,
    locale: draft.locale,
    email: draft.email,
    status,
    currency: totals.total.currency,
    items_amount: totals.items.amount,
    discount_amount: totals.discount.amount,
    shipping_amount: totals.shipping.amount,
    shipping_vat_rate: draft.shippingVatRate,
    payment_fee_amount: totals.paymentFee.amount,
    total_amount: totals.total.amount,
    vat_exemption: totals.vatExemption,
    carrier_method_id: draft.carrier.id,
    carrier_name: draft.carrier.name,
    delivery_days_min: draft.carrier.deliveryDays.min,
    delivery_days_max: draft.carrier.deliveryDays.max,
    payment_provider: draft.provider,
    confirmation_mailed_at: null,
    placed_at: now,
    paid_at: now,
    updated_at: now,
  });
  await repository.insertOrderParts(trx, {
    lines: draft.lines.map((line, position) => ({
      order_id: orderId,
      position,
      product_id: line.productId,
      sku: line.sku,
      name: line.name,
      path: line.path,
      image: line.image === null ? null : JSON.stringify(line.image),
      quantity: line.quantity,
      unit_price: line.unitPrice.amount,
      discount: line.discount.amount,
      total: line.total.amount,
      vat_rate: line.vatRate,
      gift: line.gift ? 1 : 0,
    })),
    vat: totals.vat.map((group) => ({
      order_id: orderId,
      rate: group.rate,
      net: group.net.amount,
      vat: group.vat.amount,
    })),
    promotions: draft.promotions.map((promotion, position) => ({
      order_id: orderId,
      position,
      name: promotion.name,
      code: promotion.code,
      discount: promotion.discount.amount,
      free_shipping: promotion.freeShipping ? 1 : 0,
    })),
    addresses: [
      addressRow(orderId, 'delivery', draft.delivery),
      addressRow(orderId, 'invoice', draft.invoice),
    ],
  });
  await repository.insertStatus(trx, orderId, status, now);
  await recordPromotionUses(
    trx,
    draft.promotionIds.map((promotionId) => ({
      promotionId,
      customerId: draft.customerId,
      orderReference: reference,
      at: now,
    })),
  );
  await enqueueEvent(trx, 'order.placed', { orderId });
  await enqueueEvent(trx, 'order.paid', { orderId });
  return { id: orderId, reference, status };
}
