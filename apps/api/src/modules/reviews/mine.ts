/**
 * The customer's own reviews (`GET /v1/me/reviews`): every review with its state, the invitations still
 * open, and a fresh link to one of them for the account page (the mailed link keeps working).
 */
import type { Locale, MyReviews, ReviewInvitationLink } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { InvitationExpired, InvitationNotFound, InvitationUsed } from './errors.ts';
import * as repository from './repository.ts';
import { newReviewToken, reviewPagePath, reviewTokenHash } from './tokens.ts';
import { myReviewOf, openInvitationOf, reviewProducts } from './views.ts';

/** A customer sees at most this many of each, newest first. */
const MY_REVIEWS_LIMIT = 200;

export async function myReviews(db: Db, locale: Locale, customerId: number): Promise<MyReviews> {
  const now = new Date().toISOString();
  const [reviews, invitations] = await Promise.all([
    repository.reviewsOfCustomer(db, customerId, MY_REVIEWS_LIMIT),
    repository.openInvitationsOf(db, customerId, now, MY_REVIEWS_LIMIT),
  ]);
  const products = await reviewProducts(db, locale, [
    ...reviews.map((row) => ({ id: row.product_id, name: row.product_name })),
    ...invitations.map((row) => ({ id: row.product_id, name: row.product_name })),
  ]);
  return {
    reviews: reviews.flatMap((row) => {
      const product = products.get(row.product_id);
      return product ? [myReviewOf(row, product)] : [];
    }),
    invitations: invitations.flatMap((row) => {
      const product = products.get(row.product_id);
      return product ? [openInvitationOf(row, product)] : [];
    }),
  };
}

/**
 * `POST /v1/me/reviews/invitations/{invitationId}/link`: a new token for one of the customer's open
 * invitations; another customer's id is a 404, as an unknown one.
 */
export async function invitationLink(
  db: Db,
  locale: Locale,
  customerId: number,
  invitationId: number,
): Promise<ReviewInvitationLink> {
  const row = await repository.invitationOfCustomer(db, invitationId, customerId);
  if (!row) throw new InvitationNotFound();
  const now = new Date().toISOString();
  if (row.expires_at <= now) throw new InvitationExpired(row.expires_at);
  if (row.status === 'used') throw new InvitationUsed();
  const token = newReviewToken();
  await db.transaction().execute((trx) =>
    repository.insertInvitationToken(trx, {
      token_hash: reviewTokenHash(token),
      invitation_id: row.id,
      created_at: now,
    }),
  );
  return { token, path: `/${locale}/${reviewPagePath(token)}`, expiresAt: row.expires_at };
}
