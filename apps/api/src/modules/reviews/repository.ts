/** Every query of the reviews module: invitations with their tokens, reviews, and products' ratings. */
import type { Insertable, Updateable } from 'kysely';
import type { ReviewInvitationStatus, ReviewStatus } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { ProductRatingTable, ReviewInvitationTable, ReviewTable } from './tables.ts';

/* Invitations. */

/** The products of an order that have an invitation already (from an earlier parcel, or an earlier run). */
export async function invitedProductIds(trx: Trx, orderId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('review_invitation')
    .select('product_id')
    .where('order_id', '=', orderId)
    .execute();
  return rows.map((row) => row.product_id);
}

export async function insertInvitation(trx: Trx, row: Insertable<ReviewInvitationTable>): Promise<number> {
  const inserted = await trx
    .insertInto('review_invitation')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertInvitationToken(
  trx: Trx,
  row: { token_hash: string; invitation_id: number; created_at: string },
): Promise<void> {
  await trx.insertInto('review_invitation_token').values(row).execute();
}

/** The invitation a token's hash belongs to. */
export function invitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('review_invitation_token as t')
    .innerJoin('review_invitation as i', 'i.id', 't.invitation_id')
    .selectAll('i')
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof invitationByTokenHash>>>;

/**
 * Moves the invitation to `to` if it is in one of `from`, stamping the move's time; false when it was
 * not (a concurrent request moved it first): one conditional update, so two never both win.
 */
export async function moveInvitation(
  db: Db,
  id: number,
  from: readonly ReviewInvitationStatus[],
  to: 'validated' | 'used' | 'opened',
  at: string,
): Promise<boolean> {
  if (from.length === 0) return false;
  const stamp =
    to === 'used' ? { used_at: at } : to === 'validated' ? { validated_at: at } : { opened_at: at };
  const result = await db
    .updateTable('review_invitation')
    .set({ status: to, ...stamp })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the first read of the invitation's page, whatever its state. */
export async function stampInvitationOpened(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('review_invitation')
    .set({ opened_at: at })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .execute();
}

/** A customer's invitation by id. */
export function invitationOfCustomer(db: Db, id: number, customerId: number) {
  return db
    .selectFrom('review_invitation')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** A customer's invitations not used and not expired at `now`, newest first. */
export function openInvitationsOf(db: Db, customerId: number, now: string, limit: number) {
  return db
    .selectFrom('review_invitation')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'used')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/* Reviews. */

export async function insertReview(trx: Trx, row: Insertable<ReviewTable>): Promise<number> {
  const inserted = await trx.insertInto('review').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A review with what its invitation copied of the order. */
function reviewsWithOrder(db: Db) {
  return db
    .selectFrom('review as r')
    .innerJoin('review_invitation as i', 'i.id', 'r.invitation_id')
    .selectAll('r')
    .select([
      'i.order_reference',
      'i.product_name',
      'i.email',
      'i.customer_name',
      'i.locale as order_locale',
    ]);
}

export function reviewById(db: Db, id: number) {
  return reviewsWithOrder(db).where('r.id', '=', id).executeTakeFirst();
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewById>>>;

export function lockReview(trx: Trx, id: number) {
  return lockForUpdate(trx, trx.selectFrom('review').selectAll().where('id', '=', id)).executeTakeFirst();
}

export async function updateReview(trx: Trx, id: number, changes: Updateable<ReviewTable>): Promise<void> {
  await trx.updateTable('review').set(changes).where('id', '=', id).execute();
}

/** A customer's reviews, whatever their state, newest first. */
export function reviewsOfCustomer(db: Db, customerId: number, limit: number) {
  return reviewsWithOrder(db)
    .where('r.customer_id', '=', customerId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Reviews of one state for the back office: pending ones oldest first (a queue), the others newest
 * first; keyset on the id.
 */
export function reviewsForOperators(
  db: Db,
  filter: { status: ReviewStatus; productId: number | null },
  afterId: number | null,
  limit: number,
) {
  const oldestFirst = filter.status === 'pending';
  let query = reviewsWithOrder(db).where('r.status', '=', filter.status);
  if (filter.productId !== null) query = query.where('r.product_id', '=', filter.productId);
  if (afterId !== null) query = query.where('r.id', oldestFirst ? '>' : '<', afterId);
  return query
    .orderBy('r.id', oldestFirst ? 'asc' : 'desc')
    .limit(limit)
    .execute();
}

/** A product's approved reviews (of one rating with `stars`) with the name their invitation copied. */
function approvedOf(db: Db, productId: number, stars: number | null) {
  let query = db
    .selectFrom('review as r')
    .innerJoin('review_invitation as i', 'i.id', 'r.invitation_id')
    .select(['r.id', 'r.rating', 'r.body', 'r.locale', 'r.created_at', 'r.reply_body', 'r.replied_at'])
    .select('i.customer_name')
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'approved');
  if (stars !== null) query = query.where('r.rating', '=', stars);
  return query;
}

/**
 * A page of a product's approved reviews: those in `locale` first, then the others, each newest first;
 * `stars` keeps one rating. Read as up to three statements that each follow an index in order (the
 * count and the page of those in `locale`, then the others), never a sort of all the product's reviews.
 */
export async function approvedReviews(
  db: Db,
  productId: number,
  filter: { locale: string; stars: number | null },
  limit: number,
  offset: number,
) {
  let counted = db
    .selectFrom('review')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .where('locale', '=', filter.locale);
  if (filter.stars !== null) counted = counted.where('rating', '=', filter.stars);
  const { count } = await counted.executeTakeFirstOrThrow();
  const inLocale = Number(count);
  const newestFirst = <T extends ReturnType<typeof approvedOf>>(query: T) =>
    query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
  const rows =
    offset < inLocale
      ? await newestFirst(approvedOf(db, productId, filter.stars).where('r.locale', '=', filter.locale))
          .limit(limit)
          .offset(offset)
          .execute()
      : [];
  if (rows.length === limit) return rows;
  const others = await newestFirst(
    approvedOf(db, productId, filter.stars).where('r.locale', '<>', filter.locale),
  )
    .limit(limit - rows.length)
    .offset(Math.max(0, offset - inLocale))
    .execute();
  return [...rows, ...others];
}

/** How many approved reviews of the product have each rating. */
export function approvedRatingCounts(db: Db, productId: number) {
  return db
    .selectFrom('review')
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
}

/* Ratings. */

export async function saveProductRating(trx: Trx, row: ProductRatingTable): Promise<void> {
  const { product_id: _productId, ...sums } = row;
  await trx
    .insertInto('product_rating')
    .values(row)
    .onConflict((conflict) => conflict.column('product_id').doUpdateSet(sums))
    .execute();
}

export function productRatings(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('product_rating').selectAll().where('product_id', 'in', productIds).execute();
}
