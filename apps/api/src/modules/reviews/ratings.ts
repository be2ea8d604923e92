/**
 * What the public sees of reviews (docs/flows.md#reviews): a product page's summary and approved
 * reviews. The numbers come from `product_rating`, one row per product rewritten in every approving
 * transaction (and copied onto the catalogue's product for cards and listings), so a product page never
 * counts its reviews.
 */
import type { Locale, ProductReviewQuery, ProductReviews } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { productCards, recordProductRating } from '../catalog/index.ts';
import { ReviewProductNotFound } from './errors.ts';
import * as repository from './repository.ts';
import { averageTenths, publicReviewOf, reviewSummaryOf } from './views.ts';

/** Rewrites the product's sums from its approved reviews, in the transaction that changed one. */
export async function recountProductRating(trx: Trx, productId: number, at: string): Promise<void> {
  const stars = [0, 0, 0, 0, 0];
  for (const row of await repository.approvedRatingCounts(trx, productId)) {
    if (row.rating >= 1 && row.rating <= 5) stars[row.rating - 1] = Number(row.count);
  }
  const count = stars.reduce((sum, n) => sum + n, 0);
  const sum = stars.reduce((total, n, index) => total + n * (index + 1), 0);
  const tenths = count === 0 ? 0 : averageTenths(sum, count);
  await repository.saveProductRating(trx, {
    product_id: productId,
    review_count: count,
    rating_sum: sum,
    stars_1: stars[0] ?? 0,
    stars_2: stars[1] ?? 0,
    stars_3: stars[2] ?? 0,
    stars_4: stars[3] ?? 0,
    stars_5: stars[4] ?? 0,
    average_tenths: tenths,
    updated_at: at,
  });
  await recordProductRating(trx, productId, { averageTenths: tenths, count });
}

/**
 * `GET /v1/catalog/products/{productId}/reviews`: the summary of every approved review, and a page of
 * them (or of one rating), those in the page's language first, then newest first.
 */
export async function productReviews(
  db: Db,
  locale: Locale,
  productId: number,
  query: ProductReviewQuery,
): Promise<ProductReviews> {
  const [card] = await productCards(db, locale, [productId]);
  if (!card) throw new ReviewProductNotFound();
  const [row] = await repository.productRatings(db, [productId]);
  const summary = reviewSummaryOf(row);
  const stars = query.stars ?? null;
  const total =
    stars === null
      ? summary.count
      : (summary.distribution.find((entry) => entry.stars === stars)?.count ?? 0);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset < total
      ? await repository.approvedReviews(db, productId, { locale, stars }, query.limit, offset)
      : [];
  return {
    summary,
    items: rows.map(publicReviewOf),
    page: query.page,
    total,
    pageCount: Math.ceil(total / query.limit),
  };
}
