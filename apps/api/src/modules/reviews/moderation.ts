/**
 * Moderation in the back office (docs/flows.md#reviews): pending reviews in the order they came, approve
 * (public at once: the product's rating is recounted in the same transaction), reject with a reason, and
 * the shop's reply under a review. Each change is in the audit log, and the customer is mailed the
 * approval or the rejection in the order's language, in the same transaction as the move.
 */
import {
  isLocale,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewPage,
  type ReviewStatus,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { recordAudit } from '../back-office/index.ts';
import { catalogueChanged } from '../catalog/index.ts';
import { enqueueMail, reviewApprovedMail, reviewRejectedMail, shopLink } from '../mail/index.ts';
import { ReviewNotFound } from './errors.ts';
import { recountProductRating } from './ratings.ts';
import * as repository from './repository.ts';
import { assertReviewMove } from './status.ts';
import { adminReviewOf, reviewProducts } from './views.ts';

interface Operator {
  operatorId: number;
}

/** `GET /v1/admin/reviews`: pending ones oldest first (a queue), approved and rejected newest first. */
export async function reviewsForOperators(db: Db, query: AdminReviewListQuery): Promise<AdminReviewPage> {
  const [afterId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.reviewsForOperators(
    db,
    { status: query.status, productId: query.productId ?? null },
    afterId,
    query.limit + 1,
  );
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(adminReviewOf),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

export async function reviewForOperators(db: Db, reviewId: number): Promise<AdminReview> {
  const row = await repository.reviewById(db, reviewId);
  if (!row) throw new ReviewNotFound();
  return adminReviewOf(row);
}

/** Locks the review and checks the table allows the move; the full row (with its order) for the mail. */
async function reviewToMove(trx: Trx, reviewId: number, to: ReviewStatus) {
  const locked = await repository.lockReview(trx, reviewId);
  if (!locked) throw new ReviewNotFound();
  assertReviewMove(locked.status, to);
  const row = await repository.reviewById(trx, reviewId);
  if (!row) throw new ReviewNotFound();
  return row;
}

/** The product as the customer's mail names and links it, in the order's language. */
async function mailedProduct(db: Db, config: Config, row: repository.ReviewRow) {
  const locale = isLocale(row.order_locale) ? row.order_locale : 'en';
  const product = (await reviewProducts(db, locale, [{ id: row.product_id, name: row.product_name }])).get(
    row.product_id,
  );
  return {
    locale,
    name: product?.name ?? row.product_name,
    url: product?.path ? shopLink(config, locale, product.path) : null,
  };
}

/** `POST /v1/admin/reviews/{reviewId}/approval`: the review is public; the product's numbers follow. */
export async function approveReview(
  db: Db,
  config: Config,
  reviewId: number,
  operator: Operator,
): Promise<AdminReview> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await reviewToMove(trx, reviewId, 'approved');
    await repository.updateReview(trx, reviewId, {
      status: 'approved',
      moderated_at: at,
      moderated_by: operator.operatorId,
    });
    await recountProductRating(trx, row.product_id, at);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'review.approve',
      subjectType: 'review',
      subjectId: String(reviewId),
      before: { status: row.status },
      after: { status: 'approved' },
    });
    const product = await mailedProduct(trx, config, row);
    await enqueueMail(trx, [
      reviewApprovedMail(
        { recipient: row.email, locale: product.locale, name: row.customer_name },
        { product: product.name, productUrl: product.url },
      ),
    ]);
  });
  // Again after the commit: a reader between the two could have kept the old rating (catalogue-cache.ts).
  catalogueChanged(db);
  return reviewForOperators(db, reviewId);
}

/** `POST /v1/admin/reviews/{reviewId}/rejection`: never published; the customer reads the reason. */
export async function rejectReview(
  db: Db,
  config: Config,
  reviewId: number,
  reason: string,
  operator: Operator,
): Promise<AdminReview> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await reviewToMove(trx, reviewId, 'rejected');
    await repository.updateReview(trx, reviewId, {
      status: 'rejected',
      moderated_at: at,
      moderated_by: operator.operatorId,
      rejection_reason: reason,
    });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'review.reject',
      subjectType: 'review',
      subjectId: String(reviewId),
      before: { status: row.status },
      after: { status: 'rejected', reason },
    });
    const product = await mailedProduct(trx, config, row);
    await enqueueMail(trx, [
      reviewRejectedMail(
        { recipient: row.email, locale: product.locale, name: row.customer_name },
        { product: product.name, reason },
      ),
    ]);
  });
  return reviewForOperators(db, reviewId);
}

/** `PUT /v1/admin/reviews/{reviewId}/reply`: the shop's answer under the review, replacing an earlier one. */
export async function replyToReview(
  db: Db,
  reviewId: number,
  body: string,
  operator: Operator,
): Promise<AdminReview> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await repository.lockReview(trx, reviewId);
    if (!row) throw new ReviewNotFound();
    await repository.updateReview(trx, reviewId, {
      reply_body: body,
      replied_at: at,
      replied_by: operator.operatorId,
    });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'review.reply',
      subjectType: 'review',
      subjectId: String(reviewId),
      before: { reply: row.reply_body },
      after: { reply: body },
    });
  });
  return reviewForOperators(db, reviewId);
}
