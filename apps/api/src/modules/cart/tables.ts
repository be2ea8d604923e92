import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

export interface CartTable {
  id: Generated<number>;
  /** The anonymous visitor's cookie value; null once the cart belongs to a customer. */
  token: string | null;
  customer_id: number | null;
  /** `open`; `merged` into a customer's cart at sign-in; `ordered` once an order was placed from it. */
  status: Generated<'open' | 'merged' | 'ordered'>;
  /** Changes with every change to the cart: what a payment is for. */
  revision: Generated<number>;
  step: Generated<number>;
  /** Where the shipping estimate is for, until a delivery address is chosen. */
  country: string | null;
  gift_product_id: number | null;
  /** The checkout's choices (the customer's address ids, a carrier method id); null until chosen. */
  address_delivery_id: number | null;
  address_invoice_id: number | null;
  carrier_method_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLineTable {
  cart_id: number;
  product_id: number;
  quantity: number;
  apply_promotions: Generated<Flag>;
  /** The unit price when the line was added, to tell the shopper when it has changed. */
  added_price: number;
  added_at: Timestamp;
}

export interface CartCodeTable {
  cart_id: number;
  promotion_id: number;
  added_at: Timestamp;
}

/** The tables the cart module owns; other modules reach them through its service. */
export interface CartTables {
  cart: CartTable;
  cart_line: CartLineTable;
  cart_code: CartCodeTable;
}
