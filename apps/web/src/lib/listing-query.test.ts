import { describe, expect, it } from 'vitest';
import { apiListingQuery, listingState } from './listing-query';

/** The price filter of the URL is in euros as the filter form writes it; the API takes cents. */
describe('price filters of a listing URL', () => {
  const cents = (priceMin?: string, priceMax?: string) => {
    const query = apiListingQuery(listingState({ priceMin, priceMax }));
    return [query.priceMin, query.priceMax];
  };

  it('reads whole euros and decimals with a point or a comma', () => {
    expect(cents('30', '100')).toEqual([3000, 10_000]);
    expect(cents('12.5', '12,50')).toEqual([1250, 1250]);
    expect(cents(' 0 ', '0.05')).toEqual([0, 5]);
    expect(cents('19.99', undefined)).toEqual([1999, undefined]);
  });

  it('reads a range given the wrong way round the right way round', () => {
    expect(cents('80', '20')).toEqual([2000, 8000]);
  });

  it('drops what is not a price rather than guessing', () => {
    expect(cents('', 'abc')).toEqual([undefined, undefined]);
    expect(cents('-5', '12.345')).toEqual([undefined, undefined]);
    expect(cents('1e3', '12,')).toEqual([undefined, undefined]);
  });
});

describe('the sort of a listing URL', () => {
  it('passes the sorts the API offers, best rated among them, and drops others', () => {
    expect(apiListingQuery(listingState({ sort: 'rating' })).sort).toBe('rating');
    expect(apiListingQuery(listingState({ sort: 'price_desc' })).sort).toBe('price_desc');
    expect(apiListingQuery(listingState({ sort: 'stars' })).sort).toBeUndefined();
  });
});
