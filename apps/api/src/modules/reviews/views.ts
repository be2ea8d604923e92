/** The one mapper per row type of the reviews module: ratings, reviews, invitations as the API sends them. */
import {
  REVIEW_STARS,
  isLocale,
  type AdminReview,
  type Locale,
  type MyReview,
  type OpenReviewInvitation,
  type ProductRating,
  type ProductReviewSummary,
  type Review,
  type ReviewInvitation,
  type ReviewProduct,
  type ReviewReply,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { productCards } from '../catalog/index.ts';
import type { InvitationRow, ReviewRow } from './repository.ts';
import type { ProductRatingTable } from './tables.ts';

/** round(sum × 10 / count) half up, in integers: 4.25 is 43 tenths, never 42 by a float's whim. */
export function averageTenths(sum: number, count: number): number {
  return Math.floor((20 * sum + count) / (2 * count));
}

/** 43 → "4.3", 50 → "5.0". */
export function tenthsText(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export const NO_RATING: ProductRating = { average: null, averageTenths: null, count: 0 };

export function productRatingOf(row: ProductRatingTable | undefined): ProductRating {
  if (!row || row.review_count === 0) return NO_RATING;
  return {
    average: tenthsText(row.average_tenths),
    averageTenths: row.average_tenths,
    count: row.review_count,
  };
}

export function reviewSummaryOf(row: ProductRatingTable | undefined): ProductReviewSummary {
  const stars = (value: number) => {
    if (!row) return 0;
    return [row.stars_1, row.stars_2, row.stars_3, row.stars_4, row.stars_5][value - 1] ?? 0;
  };
  return {
    ...productRatingOf(row),
    distribution: [...REVIEW_STARS].reverse().map((value) => ({ stars: value, count: stars(value) })),
  };
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

function replyOf(row: { reply_body: string | null; replied_at: string | null }): ReviewReply | null {
  return row.reply_body !== null && row.replied_at !== null
    ? { body: row.reply_body, repliedAt: row.replied_at }
    : null;
}

/**
 * The name a review is shown with: the first name and the initial of the last ("Zofia K.", "Αγγελική
 * Π."), from the name on the order. No more of it, so that a review does not publish who bought what.
 */
export function reviewAuthor(customerName: string): string {
  const [first, ...rest] = customerName.trim().split(/\s+/u);
  const initial = Array.from(rest.at(-1) ?? '')[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : (first ?? '');
}

export function publicReviewOf(row: {
  id: number;
  customer_name: string;
  rating: number;
  body: string | null;
  locale: string;
  created_at: string;
  reply_body: string | null;
  replied_at: string | null;
}): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    locale: localeOf(row.locale),
    createdAt: row.created_at,
    author: reviewAuthor(row.customer_name),
    verified: true,
    reply: replyOf(row),
  };
}

/**
 * The products in `locale` as reviews show them, by id; a product no longer sold keeps the name the
 * order copied, without a page to link.
 */
export async function reviewProducts(
  db: Db,
  locale: Locale,
  products: readonly { id: number; name: string }[],
): Promise<Map<number, ReviewProduct>> {
  const ids = [...new Set(products.map((product) => product.id))];
  const cards = new Map((await productCards(db, locale, ids)).map((card) => [card.id, card]));
  const found = new Map<number, ReviewProduct>();
  for (const product of products) {
    const card = cards.get(product.id);
    found.set(
      product.id,
      card
        ? {
            id: card.id,
            name: card.name,
            path: card.path,
            slug: card.path.split('/').at(-1) ?? '',
            image: card.image,
          }
        : { id: product.id, name: product.name, path: '', slug: '', image: null },
    );
  }
  return found;
}

export function invitationOf(row: InvitationRow, product: ReviewProduct): ReviewInvitation {
  return {
    product,
    orderedAt: row.ordered_at,
    status: row.status,
    opened: row.opened_at !== null,
    used: row.status === 'used',
    expiresAt: row.expires_at,
    locale: localeOf(row.locale),
    author: reviewAuthor(row.customer_name),
  };
}

export function openInvitationOf(row: InvitationRow, product: ReviewProduct): OpenReviewInvitation {
  return {
    invitationId: row.id,
    product,
    orderReference: row.order_reference,
    orderedAt: row.ordered_at,
    status: row.status,
    expiresAt: row.expires_at,
  };
}

export function myReviewOf(row: ReviewRow, product: ReviewProduct): MyReview {
  return {
    id: row.id,
    product,
    rating: row.rating,
    body: row.body,
    locale: localeOf(row.locale),
    status: row.status,
    createdAt: row.created_at,
    moderatedAt: row.moderated_at,
    rejectionReason: row.rejection_reason,
    reply: replyOf(row),
  };
}

export function adminReviewOf(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    status: row.status,
    rating: row.rating,
    body: row.body,
    locale: localeOf(row.locale),
    createdAt: row.created_at,
    product: { id: row.product_id, name: row.product_name },
    customer: { name: row.customer_name, email: row.email },
    orderReference: row.order_reference,
    moderatedAt: row.moderated_at,
    rejectionReason: row.rejection_reason,
    reply: replyOf(row),
  };
}
