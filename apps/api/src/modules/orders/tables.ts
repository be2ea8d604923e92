import type { Generated } from 'kysely';
import type { OrderStatus } from '@tendero/contract';
import type { Flag, Timestamp } from '../../db/column-types.ts';

/** Where an order is in payment and fulfilment, or `cancelled`: what `shop_order.status` holds. */
export type OrderProgress = Exclude<OrderStatus, OrderRefundState>;

/** What refunds have done to an order, beside its progress (`shop_order.refund_state`). */
export type OrderRefundState = Extract<OrderStatus, 'partially_refunded' | 'refunded'>;

/** An order: a copy of what was bought, at the prices, VAT and discounts of the revision paid for. */
export interface ShopOrderTable {
  id: Generated<number>;
  reference: string;
  customer_id: number;
  cart_id: number;
  cart_revision: number;
  locale: string;
  email: string;
  status: OrderProgress;
  /** Null until the first refund. */
  refund_state: Generated<OrderRefundState | null>;
  currency: string;
  items_amount: number;
  discount_amount: number;
  shipping_amount: number;
  /** Basis points: the destination's standard rate, 0 where no VAT is charged. */
  shipping_vat_rate: number;
  payment_fee_amount: number;
  total_amount: number;
  vat_exemption: 'export' | 'reverseCharge' | null;
  carrier_method_id: number;
  carrier_name: string;
  delivery_days_min: number;
  delivery_days_max: number;
  /** `stripe`, `test`, or `none` for a zero-amount order. */
  payment_provider: string;
  /** Set once the storefront has reported the purchase to analytics, so a reload never counts twice. */
  conversion_sent: Generated<Flag>;
  /** When the confirmation mail was queued: its event handler may run twice, the mail goes once. */
  confirmation_mailed_at: Timestamp | null;
  placed_at: Timestamp;
  paid_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface OrderLineTable {
  order_id: number;
  position: number;
  product_id: number;
  sku: string;
  name: string;
  path: string;
  /** JSON of the contract's Image. */
  image: string | null;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
  vat_rate: number;
  gift: Generated<Flag>;
  /** Units refunded so far: they are no longer to be shipped. */
  refunded_quantity: Generated<number>;
}

export interface OrderVatTable {
  order_id: number;
  rate: number;
  net: number;
  vat: number;
}

export interface OrderPromotionTable {
  order_id: number;
  position: number;
  name: string;
  code: string | null;
  discount: number;
  free_shipping: Generated<Flag>;
}

export interface OrderAddressTable {
  order_id: number;
  kind: 'delivery' | 'invoice';
  first_name: string;
  last_name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  state_name: string | null;
  country_iso: string;
  phone: string | null;
  vat_id: string | null;
  fiscal_id: string | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  at: Timestamp;
}

/** The tables the orders module owns. */
export interface OrderTables {
  shop_order: ShopOrderTable;
  order_line: OrderLineTable;
  order_vat: OrderVatTable;
  order_promotion: OrderPromotionTable;
  order_address: OrderAddressTable;
  order_status_history: OrderStatusHistoryTable;
}
