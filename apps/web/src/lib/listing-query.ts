import { parseMoneyInput } from '@tendero/contract';
import type { ListingState } from '@/components/listing-view';
import type { ListingNotice } from '@/lib/api';

type SearchParams = Record<string, string | string[] | undefined>;

/** The query names of a listing's state (filters, sort, page). */
export const LISTING_PARAMS = ['manufacturers', 'priceMin', 'priceMax', 'inStock', 'sort', 'cursor'] as const;

/** Internal route segment that renders filtered catalogue listings per request (see proxy.ts). */
export const FILTERED_SEGMENT = 'filtered';

/**
 * The filter form's number inputs write euros with a point ("30", "12.5"); a comma before one or two
 * digits, typed into the URL by hand, is a decimal separator too ("12,50"). The page's language plays
 * no part, so a link means the same price in every language.
 */
const URL_NUMBER_LOCALE = 'en';

/** A price bound of the URL (euros) in cents; nothing for an empty, malformed or negative one. */
const euroCents = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const cents = parseMoneyInput(value, URL_NUMBER_LOCALE);
  return cents !== null && cents >= 0 ? cents : undefined;
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The listing state a shopper put in the URL (prices in euros, brands as repeated or comma values).
 * A price range given the wrong way round is read the right way round.
 */
export function listingState(params: SearchParams): ListingState {
  let priceMin = first(params.priceMin);
  let priceMax = first(params.priceMax);
  const [low, high] = [euroCents(priceMin), euroCents(priceMax)];
  if (low !== undefined && high !== undefined && low > high) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    manufacturers: first(params.manufacturers),
    priceMin,
    priceMax,
    inStock: first(params.inStock),
    sort: first(params.sort),
    cursor: first(params.cursor),
  };
}

/** The API query of a listing state; nonsense in the URL is dropped rather than shown as an error. */
export function apiListingQuery(
  state: ListingState,
  limit = 24,
): Record<string, string | number | undefined> {
  return {
    manufacturers:
      state.manufacturers
        ?.split(',')
        .filter((id) => /^\d+$/.test(id))
        .join(',') || undefined,
    priceMin: euroCents(state.priceMin),
    priceMax: euroCents(state.priceMax),
    inStock: state.inStock === '1' || state.inStock === 'true' ? 1 : undefined,
    sort:
      state.sort && ['relevance', 'price_asc', 'price_desc', 'newest', 'name', 'rating'].includes(state.sort)
        ? state.sort
        : undefined,
    cursor: state.cursor,
    limit,
  };
}

/** What of the shopper's listing state still applies when the listing was shown with `notice`. */
export function appliedState(state: ListingState, notice: ListingNotice | null): ListingState {
  if (notice === 'invalidPage') return { ...state, cursor: undefined };
  return notice === 'invalidFilters' ? {} : state;
}
