import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Flag } from '../../db/column-types.ts';
import { prepared } from '../../db/prepared.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { CartTable } from './tables.ts';

export type CartRow = NonNullable<Awaited<ReturnType<typeof openCart>>>;

const CART_COLUMNS = [
  'id',
  'token',
  'customer_id',
  'revision',
  'step',
  'country',
  'gift_product_id',
  'address_delivery_id',
  'address_invoice_id',
  'carrier_method_id',
  'updated_at',
] as const;

/** Whose cart: a signed-in customer's, or an anonymous visitor's by its cookie value. */
export type CartOwner = { customerId: number } | { token: string };

/** The owner's open cart (a visitor's cart merged into a customer's is no longer found by its cookie). */
function openCartOf(db: Db, owner: CartOwner) {
  const query = db.selectFrom('cart').select(CART_COLUMNS).where('status', '=', 'open');
  return 'customerId' in owner
    ? query.where('customer_id', '=', owner.customerId)
    : query.where('token', '=', owner.token);
}

export function openCart(db: Db, owner: CartOwner) {
  return openCartOf(db, owner).executeTakeFirst();
}

/** The owner's open cart, locked until the transaction ends: one change to a cart at a time. */
export function lockOpenCart(trx: Trx, owner: CartOwner) {
  return lockForUpdate(trx, openCartOf(trx, owner)).executeTakeFirst();
}

const claimCustomerCart = prepared((trx: Trx, customerId: number, now: string) =>
  trx
    .updateTable('cart')
    .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
    .where('status', '=', 'open')
    .where('customer_id', '=', customerId)
    .returning(CART_COLUMNS),
);

const claimVisitorCart = prepared((trx: Trx, token: string, now: string) =>
  trx
    .updateTable('cart')
    .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
    .where('status', '=', 'open')
    .where('token', '=', token)
    .returning(CART_COLUMNS),
);

/**
 * The owner's open cart with its revision counted up for the change about to be made. The update locks
 * the row until the transaction ends, as `lockOpenCart` does, so a change takes one statement for the
 * cart row instead of a locking read and a write at the end.
 */
export async function claimOpenCart(trx: Trx, owner: CartOwner, now: string) {
  const rows =
    'customerId' in owner
      ? await claimCustomerCart(trx, owner.customerId, now)
      : await claimVisitorCart(trx, owner.token, now);
  return rows[0];
}

/** A new open cart (locked by its insert until the transaction ends). */
export function insertCart(trx: Trx, cart: { token: string | null; customerId: number | null; now: string }) {
  return trx
    .insertInto('cart')
    .values({
      token: cart.token,
      customer_id: cart.customerId,
      created_at: cart.now,
      updated_at: cart.now,
    })
    .returning(CART_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** What a change may write to the cart row besides its revision. */
export type CartChanges = Pick<
  Updateable<CartTable>,
  | 'step'
  | 'country'
  | 'gift_product_id'
  | 'status'
  | 'token'
  | 'customer_id'
  | 'address_delivery_id'
  | 'address_invoice_id'
  | 'carrier_method_id'
>;

/** Writes to a cart row without counting its revision up (`claimOpenCart` did); answers the cart as it is now. */
export function writeCart(trx: Trx, id: number, changes: CartChanges) {
  return trx
    .updateTable('cart')
    .set(changes)
    .where('id', '=', id)
    .returning(CART_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Writes a change to the cart and counts its revision up; answers the cart as it is now. */
export function touchCart(trx: Trx, id: number, now: string, changes: CartChanges = {}) {
  return trx
    .updateTable('cart')
    .set((eb) => ({ ...changes, revision: eb('revision', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .returning(CART_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Marks an open cart `ordered`, one revision on; false when it was not open (already ordered, merged).
 * The customer's next change then starts a new cart.
 */
export async function markCartOrdered(trx: Trx, id: number, now: string): Promise<boolean> {
  const row = await trx
    .updateTable('cart')
    .set((eb) => ({ status: 'ordered' as const, revision: eb('revision', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The cart's lines, oldest first (then by product). */
export const cartLines = prepared((db: Db, cartId: number) =>
  db
    .selectFrom('cart_line')
    .select(['product_id', 'quantity', 'apply_promotions', 'added_price', 'added_at'])
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('product_id'),
);

export function cartLine(trx: Trx, cartId: number, productId: number) {
  return trx
    .selectFrom('cart_line')
    .select(['quantity', 'apply_promotions'])
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** Lines in the order `cartLines` reads them: oldest first, then by product. */
export function inLineOrder<Line extends { added_at: string; product_id: number }>(lines: Line[]): Line[] {
  return lines.sort((a, b) =>
    a.added_at === b.added_at ? a.product_id - b.product_id : a.added_at < b.added_at ? -1 : 1,
  );
}

export function insertLines(
  trx: Trx,
  cartId: number,
  lines: readonly { productId: number; quantity: number; applyPromotions: boolean; addedPrice: number }[],
  now: string,
) {
  if (lines.length === 0) return Promise.resolve();
  return trx
    .insertInto('cart_line')
    .values(
      lines.map((line) => ({
        cart_id: cartId,
        product_id: line.productId,
        quantity: line.quantity,
        apply_promotions: line.applyPromotions ? 1 : 0,
        added_price: line.addedPrice,
        added_at: now,
      })),
    )
    .execute();
}

/** A new line (adding to a cart: one line at a time). */
export const insertLine = prepared(
  (
    trx: Trx,
    cartId: number,
    productId: number,
    quantity: number,
    applyPromotions: Flag,
    addedPrice: number,
    now: string,
  ) =>
    trx.insertInto('cart_line').values({
      cart_id: cartId,
      product_id: productId,
      quantity,
      apply_promotions: applyPromotions,
      added_price: addedPrice,
      added_at: now,
    }),
);

/** Sets a line's quantity and whether promotions apply to it. */
export const setLineQuantity = prepared(
  (trx: Trx, cartId: number, productId: number, quantity: number, applyPromotions: Flag) =>
    trx
      .updateTable('cart_line')
      .set({ quantity, apply_promotions: applyPromotions })
      .where('cart_id', '=', cartId)
      .where('product_id', '=', productId),
);

export function deleteLine(trx: Trx, cartId: number, productId: number) {
  return trx
    .deleteFrom('cart_line')
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .execute();
}

export function deleteLines(trx: Trx, cartId: number) {
  return trx.deleteFrom('cart_line').where('cart_id', '=', cartId).execute();
}

/** The codes entered on the cart, in the order they were. */
export const cartCodes = prepared((db: Db, cartId: number) =>
  db
    .selectFrom('cart_code')
    .select(['promotion_id', 'added_at'])
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('promotion_id'),
);

export function insertCode(trx: Trx, cartId: number, promotionId: number, now: string) {
  return trx
    .insertInto('cart_code')
    .values({ cart_id: cartId, promotion_id: promotionId, added_at: now })
    .onConflict((conflict) => conflict.columns(['cart_id', 'promotion_id']).doNothing())
    .execute();
}

export function deleteCode(trx: Trx, cartId: number, promotionId: number) {
  return trx
    .deleteFrom('cart_code')
    .where('cart_id', '=', cartId)
    .where('promotion_id', '=', promotionId)
    .execute();
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
