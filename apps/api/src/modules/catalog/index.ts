/** What other modules may use of the catalog module. */
export { ensureListingFacets, listProducts, refreshListingFacets } from './listing.ts';
export { bestSellers, categoryPaths, productPlacement, takeStock } from './service.ts';
export { notifyStockAlerts } from './stock-alerts.ts';
