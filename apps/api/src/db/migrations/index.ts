import type { Migration } from 'kysely';
import * as geo from './2026_11_21_0900_geo.ts';
import * as catalog from './2026_11_21_1000_catalog.ts';
import * as listingFacets from './2026_11_21_1100_listing_facets.ts';
import * as accounts from './2026_11_21_1200_accounts.ts';
import * as countryStateKind from './2026_11_24_0900_country_state_kind.ts';
import * as vatIdChecks from './2026_11_24_1100_vat_id_checks.ts';
import * as search from './2026_11_24_1000_search.ts';
import * as pages from './2026_11_24_1200_pages.ts';
import * as events from './2026_11_24_1300_events.ts';
import * as basisPoints from './2026_11_24_1400_basis_points.ts';
import * as selling from './2026_11_24_1500_selling.ts';
import * as carriers from './2026_11_24_1520_carriers.ts';
import * as priceHistory from './2026_11_24_1530_price_history.ts';
import * as checkoutSelection from './2026_11_25_0900_checkout_selection.ts';
import * as documents from './2026_11_25_0920_documents.ts';
import * as orders from './2026_11_25_0940_orders.ts';
import * as operators from './2026_11_26_0900_operators.ts';
import * as supportReplies from './2026_11_26_0910_support_replies.ts';
import * as refunds from './2026_11_26_0940_refunds.ts';
import * as shipping from './2026_11_26_0920_shipping.ts';
import * as refundState from './2026_11_27_0900_refund_state.ts';
import * as categorySortKeys from './2026_11_28_0900_category_sort_keys.ts';
import * as returns from './2026_12_02_0900_returns.ts';
import * as reviews from './2026_12_02_1000_reviews.ts';
import * as points from './2026_12_02_1100_points.ts';
import * as reviewLanguage from './2026_12_02_1200_review_language.ts';
import * as productEditing from './2026_12_03_0910_product_editing.ts';
import * as media from './2026_12_03_1000_media.ts';
import * as catalogueImport from './2026_12_03_1100_catalogue_import.ts';
import * as promotionEditing from './2026_12_03_1300_promotion_editing.ts';
import * as categoryBrandPictures from './2026_12_04_0900_category_brand_pictures.ts';

/** Every migration by name, in order. Add new ones at the end; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0900_geo': geo,
  '2026_11_21_1000_catalog': catalog,
  '2026_11_21_1100_listing_facets': listingFacets,
  '2026_11_21_1200_accounts': accounts,
  '2026_11_24_0900_country_state_kind': countryStateKind,
  '2026_11_24_1000_search': search,
  '2026_11_24_1100_vat_id_checks': vatIdChecks,
  '2026_11_24_1200_pages': pages,
  '2026_11_24_1300_events': events,
  '2026_11_24_1400_basis_points': basisPoints,
  '2026_11_24_1500_selling': selling,
  '2026_11_24_1520_carriers': carriers,
  '2026_11_24_1530_price_history': priceHistory,
  '2026_11_25_0900_checkout_selection': checkoutSelection,
  '2026_11_25_0920_documents': documents,
  '2026_11_25_0940_orders': orders,
  '2026_11_26_0900_operators': operators,
  '2026_11_26_0910_support_replies': supportReplies,
  '2026_11_26_0940_refunds': refunds,
  '2026_11_26_0920_shipping': shipping,
  '2026_11_27_0900_refund_state': refundState,
  '2026_11_28_0900_category_sort_keys': categorySortKeys,
  '2026_12_02_0900_returns': returns,
  '2026_12_02_1000_reviews': reviews,
  '2026_12_02_1100_points': points,
  '2026_12_02_1200_review_language': reviewLanguage,
  '2026_12_03_0910_product_editing': productEditing,
  '2026_12_03_1000_media': media,
  '2026_12_03_1100_catalogue_import': catalogueImport,
  '2026_12_03_1300_promotion_editing': promotionEditing,
  '2026_12_04_0900_category_brand_pictures': categoryBrandPictures,
};
