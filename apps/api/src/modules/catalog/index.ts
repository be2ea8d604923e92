/** What other modules may use of the catalog module. */
export {
  changePrices,
  createCategory,
  createManufacturer,
  createProducts,
  recordProductRating,
  type NewPrice,
} from './catalogue-writes.ts';
export { ensureListingFacets, listProducts, refreshListingFacets, type ListingScope } from './listing.ts';
export {
  bestSellers,
  categoryLinks,
  categoryPaths,
  manufacturerLinks,
  productPlacement,
  takeStock,
} from './service.ts';
export { notifyStockAlerts } from './stock-alerts.ts';
export { returnStock } from './stock-return.ts';
export {
  cartProductFacts,
  cartProducts,
  type CartProduct,
  type CartProductFact,
  type SellableProduct,
} from './cart-products.ts';
export { loadCards as productCards } from './cards.ts';
export type { VatClass } from './tables.ts';
export { announceCatalogueChanges, catalogueChanged, dropCatalogueCaches } from './catalogue-cache.ts';
export {
  productForOperators,
  productsForOperators,
  stockAlertsWaiting,
  updateProductForOperators,
} from './admin-products.ts';
export {
  brandOptions,
  categoryOptions,
  createProductForOperators,
  productForEditing,
  replaceProductForOperators,
} from './product-editor.ts';
export { deletePicture, mediaPage, processPicture, storePicture, type ProcessedPicture } from './pictures.ts';
export {
  categoryForEditing,
  createCategoryForOperators,
  deleteCategoryForOperators,
  replaceCategoryForOperators,
} from './category-editor.ts';
export {
  brandForEditing,
  createBrandForOperators,
  deleteBrandForOperators,
  replaceBrandForOperators,
} from './brand-editor.ts';
export { catalogueCsv } from './catalogue-export.ts';
export {
  catalogueImport,
  catalogueImportProblems,
  catalogueImportRows,
  importsSettled,
  queueCatalogueImport,
  runCatalogueImport,
  startCatalogueImport,
  type ImportHooks,
} from './catalogue-import-jobs.ts';
export type { ImportCounts } from './catalogue-import.ts';
export type { PictureSources } from './catalogue-import-pictures.ts';
