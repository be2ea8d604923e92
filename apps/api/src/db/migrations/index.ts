import type { Migration } from 'kysely';
import * as geo from './2026_11_21_0900_geo.ts';
import * as catalog from './2026_11_21_1000_catalog.ts';
import * as listingFacets from './2026_11_21_1100_listing_facets.ts';
import * as accounts from './2026_11_21_1200_accounts.ts';

/** Every migration by name, in order. Add new ones at the end; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0900_geo': geo,
  '2026_11_21_1000_catalog': catalog,
  '2026_11_21_1100_listing_facets': listingFacets,
  '2026_11_21_1200_accounts': accounts,
};
