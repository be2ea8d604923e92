/**
 * The token's page (docs/flows.md#reviews): an invitation is read (`GET`, marks it
 * opened), a draft checked (`PUT`, marks it validated, stores nothing), then turned into a private review
 * (`POST`, once: the invitation becomes `used` in the same conditional update that a second `POST` loses).
 * An unknown token is a 404, an expired one a 410, a used one a 409 on `PUT` and `POST` (`GET` still
 * reads it, saying it was used).
 */
import type {
  Locale,
  MyReview,
  ReviewDraft,
  ReviewDraftCheck,
  ReviewInvitation,
  ReviewInvitationStatus,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { InvitationExpired, InvitationNotFound, InvitationUsed } from './errors.ts';
import * as repository from './repository.ts';
import { INVITATION_TRANSITIONS, advancedInvitation } from './status.ts';
import { reviewTokenHash } from './tokens.ts';
import { invitationOf, myReviewOf, reviewProducts } from './views.ts';

/** The states the table lets move to `to`. */
function statesBefore(to: ReviewInvitationStatus): ReviewInvitationStatus[] {
  return (Object.keys(INVITATION_TRANSITIONS) as ReviewInvitationStatus[]).filter((from) =>
    (INVITATION_TRANSITIONS[from].to as readonly ReviewInvitationStatus[]).includes(to),
  );
}

async function liveInvitation(db: Db, token: string, now: Date) {
  const row = await repository.invitationByTokenHash(db, reviewTokenHash(token));
  if (!row) throw new InvitationNotFound();
  if (row.expires_at <= now.toISOString()) throw new InvitationExpired(row.expires_at);
  return row;
}

async function invitationView(
  db: Db,
  locale: Locale,
  row: repository.InvitationRow,
): Promise<ReviewInvitation> {
  const products = await reviewProducts(db, locale, [{ id: row.product_id, name: row.product_name }]);
  const product = products.get(row.product_id);
  if (!product) throw new InvitationNotFound();
  return invitationOf(row, product);
}

/** `GET /v1/reviews/{token}`: the invitation; the first read marks it opened. */
export async function readInvitation(db: Db, locale: Locale, token: string): Promise<ReviewInvitation> {
  const now = new Date();
  const row = await liveInvitation(db, token, now);
  const at = now.toISOString();
  const status = advancedInvitation(row.status, 'opened');
  if (status !== row.status) await repository.moveInvitation(db, row.id, [row.status], 'opened', at);
  else if (row.opened_at === null) await repository.stampInvitationOpened(db, row.id, at);
  const view = await invitationView(db, locale, { ...row, status });
  // `opened` says whether the page was read before this request.
  return { ...view, opened: row.opened_at !== null };
}

/** `PUT /v1/reviews/{token}`: the draft as it would be saved (the schema checked it); nothing stored. */
export async function checkDraft(
  db: Db,
  locale: Locale,
  token: string,
  draft: ReviewDraft,
): Promise<ReviewDraftCheck> {
  const now = new Date();
  const row = await liveInvitation(db, token, now);
  if (row.status === 'used') throw new InvitationUsed();
  const status = advancedInvitation(row.status, 'validated');
  if (status !== row.status) {
    await repository.moveInvitation(db, row.id, [row.status], 'validated', now.toISOString());
  }
  return { draft, invitation: await invitationView(db, locale, { ...row, status }) };
}

/**
 * `POST /v1/reviews/{token}`: the review, pending moderation, in the page's language. The invitation's
 * move to `used` is a conditional update: of two posts at once one wins, the other is a 409.
 */
export async function postReview(
  db: Db,
  locale: Locale,
  token: string,
  draft: ReviewDraft,
): Promise<MyReview> {
  const now = new Date();
  const row = await liveInvitation(db, token, now);
  if (row.status === 'used') throw new InvitationUsed();
  const at = now.toISOString();
  const reviewId = await db.transaction().execute(async (trx) => {
    if (!(await repository.moveInvitation(trx, row.id, statesBefore('used'), 'used', at))) {
      throw new InvitationUsed();
    }
    return repository.insertReview(trx, {
      invitation_id: row.id,
      product_id: row.product_id,
      order_id: row.order_id,
      customer_id: row.customer_id,
      locale,
      rating: draft.rating,
      body: draft.body,
      status: 'pending',
      created_at: at,
    });
  });
  const review = await repository.reviewById(db, reviewId);
  if (!review) throw new InvitationNotFound();
  const products = await reviewProducts(db, locale, [{ id: review.product_id, name: review.product_name }]);
  const product = products.get(review.product_id);
  if (!product) throw new InvitationNotFound();
  return myReviewOf(review, product);
}
