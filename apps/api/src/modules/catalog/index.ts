/** What other modules may use of the catalog module. */
export {
  changePrices,
  createCategory,
  createManufacturer,
  createProducts,
  type NewPrice,
} from './catalogue-writes.ts';
export { ensureListingFacets, listProducts, refreshListingFacets } from './listing.ts';
export { bestSellers, categoryPaths, productPlacement, takeStock } from './service.ts';
export { notifyStockAlerts } from './stock-alerts.ts';
