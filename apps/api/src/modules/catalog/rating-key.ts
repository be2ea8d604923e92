/**
 * The catalogue's copy of a product's rating (docs/flows.md#moderation-and-what-the-public-sees), one
 * integer on the product: the reviews' average in tenths × RATING_COUNT_SPAN + their number, 0 without
 * reviews. Listings sort by it (best rated, then most rated) and cards read their stars from it, so
 * neither asks the reviews module per page.
 */
import type { ProductRating } from '@tendero/contract';

/** Reviews counted in the key; a product with more shows this many less one (no shop comes close). */
export const RATING_COUNT_SPAN = 1_000_000;

export const NO_RATING: ProductRating = { average: null, averageTenths: null, count: 0 };

export function ratingSortKey(rating: { averageTenths: number; count: number }): number {
  if (rating.count <= 0) return 0;
  return rating.averageTenths * RATING_COUNT_SPAN + Math.min(rating.count, RATING_COUNT_SPAN - 1);
}

export function ratingOfSortKey(key: number): ProductRating {
  if (key <= 0) return NO_RATING;
  const tenths = Math.floor(key / RATING_COUNT_SPAN);
  return {
    average: `${Math.floor(tenths / 10)}.${tenths % 10}`,
    averageTenths: tenths,
    count: key % RATING_COUNT_SPAN,
  };
}
