import type { OrderFilters } from './order-filters';
import type { ReturnFilters } from './returns';

/**
 * The back office's keys in the query cache, all under `admin` (signing out forgets them at once).
 * Answers with texts in the operator's language (event descriptions, country names) carry it.
 */
export const adminKeys = {
  all: ['admin'],
  operator: ['admin', 'operator'],
  dashboard: ['admin', 'dashboard'],
  orders: (filters: OrderFilters) => ['admin', 'orders', 'list', filters] as const,
  order: (reference: string, locale: string) => ['admin', 'orders', 'detail', reference, locale] as const,
  /** Every order answer: what an action on an order makes stale. */
  allOrders: ['admin', 'orders'],
  returns: (filters: ReturnFilters) => ['admin', 'returns', 'list', filters] as const,
  orderReturns: (reference: string) => ['admin', 'returns', 'order', reference] as const,
  return: (returnUid: string, locale: string) => ['admin', 'returns', 'detail', returnUid, locale] as const,
  /** Every return answer: what an action on a return makes stale. */
  allReturns: ['admin', 'returns'],
  reviews: (status: string) => ['admin', 'reviews', 'list', status] as const,
  /** Every review answer: what a moderation makes stale. */
  allReviews: ['admin', 'reviews'],
  carriers: (country: string, locale: string) => ['admin', 'carriers', country, locale] as const,
  products: (q: string) => ['admin', 'products', q] as const,
  product: (productId: number) => ['admin', 'product', productId] as const,
  /** Every product answer: what saving a product makes stale. */
  allProducts: ['admin', 'products'],
  categoryOptions: (locale: string) => ['admin', 'categories', 'options', locale] as const,
  brandOptions: ['admin', 'brands', 'options'],
  media: (unused: boolean) => ['admin', 'media', unused] as const,
  allMedia: ['admin', 'media'],
  catalogueImport: (importId: string) => ['admin', 'imports', importId] as const,
  importProblems: (importId: string) => ['admin', 'imports', importId, 'problems'] as const,
  importRows: (importId: string) => ['admin', 'imports', importId, 'rows'] as const,
  category: (categoryId: number) => ['admin', 'categories', 'detail', categoryId] as const,
  /** Every category answer: what saving, moving or deleting one makes stale. */
  allCategories: ['admin', 'categories'],
  brand: (brandId: number) => ['admin', 'brands', 'detail', brandId] as const,
  /** Every brand answer. */
  allBrands: ['admin', 'brands'],
  promotions: (locale: string) => ['admin', 'promotions', 'list', locale] as const,
  promotion: (promotionId: number) => ['admin', 'promotions', 'detail', promotionId] as const,
  /** Every promotion answer: what saving or ending one makes stale. */
  allPromotions: ['admin', 'promotions'],
  support: (open: boolean) => ['admin', 'support', open] as const,
  allSupport: ['admin', 'support'],
} as const;
