import type { ListingState } from '@/components/listing-view';

type SearchParams = Record<string, string | string[] | undefined>;

/** The query names of a listing's state (filters, sort, page). */
export const LISTING_PARAMS = ['manufacturers', 'priceMin', 'priceMax', 'inStock', 'sort', 'cursor'] as const;

/** Internal route segment that renders filtered catalogue listings per request (see proxy.ts). */
export const FILTERED_SEGMENT = 'filtered';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** The listing state a shopper put in the URL (prices in euros, brands as repeated or comma values). */
export function listingState(params: SearchParams): ListingState {
  return {
    manufacturers: first(params.manufacturers),
    priceMin: first(params.priceMin),
    priceMax: first(params.priceMax),
    inStock: first(params.inStock),
    sort: first(params.sort),
    cursor: first(params.cursor),
  };
}

const euroCents = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const amount = Number(value.replace(',', '.'));
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : undefined;
};

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
      state.sort && ['relevance', 'price_asc', 'price_desc', 'newest', 'name'].includes(state.sort)
        ? state.sort
        : undefined,
    cursor: state.cursor,
    limit,
  };
}
