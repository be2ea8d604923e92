'use client';

import { createApiClient, type ApiClient, type HttpMethod, type QueryParams } from '@tendero/client';
import type {
  AdminBrandDetail,
  AdminBrandOptions,
  AdminCategoryDetail,
  AdminCategoryOptions,
  AdminDashboard,
  AdminMedia,
  AdminMediaPage,
  CatalogueImport,
  CatalogueImportProblemPage,
  CatalogueImportRowPage,
  CatalogueImportStarted,
  AdminOrderDetail,
  AdminOrderPage,
  AdminProduct,
  AdminProductDetail,
  AdminProductPage,
  AdminPromotionDetail,
  AdminPromotionList,
  AdminReturn,
  AdminReturnPage,
  AdminReview,
  AdminReviewPage,
  AdminSupportMessage,
  AdminSupportPage,
  CustomerParcel,
  Operator,
  OrderCancellation,
  Refund,
  ShipResult,
  ReviewStatus,
  ShippingOptions,
} from '@tendero/contract';
import type {
  BrandBody,
  CancelOrderBody,
  CategoryBody,
  OperatorLoginBody,
  OperatorPasswordBody,
  ParcelEventBody,
  ProductBody,
  ProductReplaceBody,
  ProductUpdateBody,
  PromotionBody,
  PromotionReplaceBody,
  ReceiptBody,
  RefundBody,
  RejectBody,
  ReviewRejectBody,
  ReviewReplyBody,
  ShipBody,
  SupportReplyBody,
} from './bodies';
import type { OrderFilters } from './order-filters';
import type { ReturnFilters } from './returns';

/** Fired when a back-office call meets a 401: the operator's session is over. */
export const ADMIN_SIGNED_OUT_EVENT = 'tendero:admin-signed-out';

let client: ApiClient | null = null;

/**
 * The back office's API client: same origin (the admin cookie has path `/v1/admin`), the page's
 * language, and no refresh: an operator session is not renewed, a 401 sends the operator to sign in.
 */
function adminApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: '',
    locale: () => document.documentElement.lang || 'en',
    refreshPath: null,
    onAuthError: () => window.dispatchEvent(new Event(ADMIN_SIGNED_OUT_EVENT)),
  });
  return client;
}

/** The one place an answer's type is taken on trust: each route declares its response schema. */
function call<Answer>(
  method: HttpMethod,
  path: string,
  options: { body?: unknown; query?: QueryParams } = {},
): Promise<Answer> {
  return adminApi().request<Answer>(method, path, options);
}

const segment = encodeURIComponent;

/** Rows per page of the back office's lists. */
export const ADMIN_PAGE_SIZE = 25;

// The operator's session

export const currentOperator = () => call<Operator>('GET', '/v1/admin/auth/me');

export const signInOperator = (body: OperatorLoginBody) =>
  call<Operator>('POST', '/v1/admin/auth/login', { body });

export const signOutOperator = () => call<undefined>('POST', '/v1/admin/auth/logout');

/** Sets the password with the one-time token of the invitation link, and signs in. */
export const setOperatorPassword = (body: OperatorPasswordBody) =>
  call<Operator>('POST', '/v1/admin/auth/password', { body });

// What needs doing

export const dashboard = () => call<AdminDashboard>('GET', '/v1/admin/dashboard');

// Orders

export const adminOrders = (filters: OrderFilters, cursor?: string) =>
  call<AdminOrderPage>('GET', '/v1/admin/orders', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });

export const adminOrder = (reference: string) =>
  call<AdminOrderDetail>('GET', `/v1/admin/orders/${segment(reference)}`);

export const shipOrder = (reference: string, body: ShipBody) =>
  call<ShipResult>('POST', `/v1/admin/orders/${segment(reference)}/parcels`, { body });

export const addParcelEvent = (trackingNumber: string, body: ParcelEventBody) =>
  call<CustomerParcel>('POST', `/v1/admin/parcels/${segment(trackingNumber)}/events`, { body });

export const cancelOrder = (reference: string, body: CancelOrderBody) =>
  call<OrderCancellation>('POST', `/v1/admin/orders/${segment(reference)}/cancel`, { body });

export const refundOrder = (reference: string, body: RefundBody) =>
  call<Refund>('POST', `/v1/admin/orders/${segment(reference)}/refunds`, { body });

/** The carrier methods that deliver to a country, for the ship form. */
export const carrierMethods = (country: string) =>
  call<ShippingOptions>('GET', '/v1/shipping/options', { query: { country } });

/** A document's or label's PDF, by the path the API lists. */
export const adminPdf = (path: string) => call<Blob>('GET', path);

// Returns

/** Returns newest first, by state or of one order (its reference). */
export const adminReturns = (filters: ReturnFilters & { order?: string }, cursor?: string) =>
  call<AdminReturnPage>('GET', '/v1/admin/returns', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });

export const adminReturn = (returnUid: string) =>
  call<AdminReturn>('GET', `/v1/admin/returns/${segment(returnUid)}`);

/** Approves a requested return: its label is issued and mailed. */
export const approveReturn = (returnUid: string) =>
  call<AdminReturn>('POST', `/v1/admin/returns/${segment(returnUid)}/approval`);

export const rejectReturn = (returnUid: string, body: RejectBody) =>
  call<AdminReturn>('POST', `/v1/admin/returns/${segment(returnUid)}/rejection`, { body });

/** Records what came back and refunds it (once: a second receipt answers the first). */
export const receiveReturn = (returnUid: string, body: ReceiptBody) =>
  call<AdminReturn>('POST', `/v1/admin/returns/${segment(returnUid)}/receipt`, { body });

// Reviews (docs/operations.md#the-back-office)

/** Reviews of one state: pending oldest first (the queue), approved or rejected newest first. */
export const adminReviews = (status: ReviewStatus, cursor?: string) =>
  call<AdminReviewPage>('GET', '/v1/admin/reviews', {
    query: { status, limit: ADMIN_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });

/** Publishes a pending review; its customer is mailed. */
export const approveReview = (reviewId: number) =>
  call<AdminReview>('POST', `/v1/admin/reviews/${reviewId}/approval`);

/** Rejects a pending review with the reason its customer is mailed. */
export const rejectReview = (reviewId: number, body: ReviewRejectBody) =>
  call<AdminReview>('POST', `/v1/admin/reviews/${reviewId}/rejection`, { body });

/** The shop's public reply under a review, replacing an earlier one. */
export const replyToReview = (reviewId: number, body: ReviewReplyBody) =>
  call<AdminReview>('PUT', `/v1/admin/reviews/${reviewId}/reply`, { body });

// Products

export const adminProducts = (q: string, cursor?: string) =>
  call<AdminProductPage>('GET', '/v1/admin/products', {
    query: { limit: ADMIN_PAGE_SIZE, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
  });

export const updateProduct = (productId: number, body: ProductUpdateBody) =>
  call<AdminProduct>('PATCH', `/v1/admin/products/${productId}`, { body });

export const adminProduct = (productId: number) =>
  call<AdminProductDetail>('GET', `/v1/admin/products/${productId}`);

export const createProduct = (body: ProductBody) =>
  call<AdminProductDetail>('POST', '/v1/admin/products', { body });

/** Saves the whole product made on `body.revision`: a 409 `error.product.staleRevision` when it is stale. */
export const replaceProduct = (productId: number, body: ProductReplaceBody) =>
  call<AdminProductDetail>('PUT', `/v1/admin/products/${productId}`, { body });

/** Uploads a picture (JPEG, PNG or WebP up to 20 MB): stored once, the same bytes again answer the same media. */
export const uploadMedia = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call<AdminMedia>('POST', '/v1/admin/media', { body: form });
};

/** The pictures uploaded, newest first; `unused` keeps those no product shows. */
export const mediaPage = (unused: boolean, cursor?: string) =>
  call<AdminMediaPage>('GET', '/v1/admin/media', {
    query: { limit: ADMIN_PAGE_SIZE, ...(unused ? { unused: true } : {}), ...(cursor ? { cursor } : {}) },
  });

/** Deletes a picture no product shows: a 409 `error.media.inUse` while one does. */
export const deleteMedia = (mediaId: number) => call<undefined>('DELETE', `/v1/admin/media/${mediaId}`);

/** Where the whole catalogue downloads as CSV (same origin: the admin cookie goes along). */
export const CATALOGUE_EXPORT_URL = '/v1/admin/catalogue/export.csv';

/**
 * Sends a CSV to import: checked only (`dryRun`), or checked and written all or none. Answers the
 * import to follow; the work goes on in the API.
 */
export const startImport = (file: Blob, dryRun: boolean) =>
  call<CatalogueImportStarted>('POST', '/v1/admin/catalogue/imports', {
    body: new Blob([file], { type: 'text/csv' }),
    query: { dryRun },
  });

export const catalogueImport = (importId: string) =>
  call<CatalogueImport>('GET', `/v1/admin/catalogue/imports/${segment(importId)}`);

export const importProblems = (importId: string, cursor?: string) =>
  call<CatalogueImportProblemPage>('GET', `/v1/admin/catalogue/imports/${segment(importId)}/problems`, {
    query: { limit: 100, ...(cursor ? { cursor } : {}) },
  });

export const importRows = (importId: string, cursor?: string) =>
  call<CatalogueImportRowPage>('GET', `/v1/admin/catalogue/imports/${segment(importId)}/rows`, {
    query: { limit: 100, ...(cursor ? { cursor } : {}) },
  });

/** The categories to list a product in, named in the operator's language. */
export const categoryOptions = () => call<AdminCategoryOptions>('GET', '/v1/admin/categories');

export const brandOptions = () => call<AdminBrandOptions>('GET', '/v1/admin/brands');

// Categories and brands (docs/operations.md#the-catalogue)

export const adminCategory = (categoryId: number) =>
  call<AdminCategoryDetail>('GET', `/v1/admin/categories/${categoryId}`);

export const createCategory = (body: CategoryBody) =>
  call<AdminCategoryDetail>('POST', '/v1/admin/categories', { body });

/** Saves the whole category: a new parent or slug moves its paths, and the old ones redirect. */
export const replaceCategory = (categoryId: number, body: CategoryBody) =>
  call<AdminCategoryDetail>('PUT', `/v1/admin/categories/${categoryId}`, { body });

/** Deletes an empty category: a 409 while it has products, children or a promotion. */
export const deleteCategory = (categoryId: number) =>
  call<undefined>('DELETE', `/v1/admin/categories/${categoryId}`);

export const adminBrand = (brandId: number) => call<AdminBrandDetail>('GET', `/v1/admin/brands/${brandId}`);

export const createBrand = (body: BrandBody) => call<AdminBrandDetail>('POST', '/v1/admin/brands', { body });

export const replaceBrand = (brandId: number, body: BrandBody) =>
  call<AdminBrandDetail>('PUT', `/v1/admin/brands/${brandId}`, { body });

/** Deletes a brand no product has: a 409 otherwise. */
export const deleteBrand = (brandId: number) => call<undefined>('DELETE', `/v1/admin/brands/${brandId}`);

// Promotions and codes (docs/operations.md#promotions-and-codes)

/** Every promotion and code, latest start first, named in the operator's language. */
export const adminPromotions = () => call<AdminPromotionList>('GET', '/v1/admin/promotions');

export const adminPromotion = (promotionId: number) =>
  call<AdminPromotionDetail>('GET', `/v1/admin/promotions/${promotionId}`);

export const createPromotion = (body: PromotionBody) =>
  call<AdminPromotionDetail>('POST', '/v1/admin/promotions', { body });

/** Saves the whole promotion made on `body.revision`: a 409 `error.promotion.staleRevision` when it is stale. */
export const replacePromotion = (promotionId: number, body: PromotionReplaceBody) =>
  call<AdminPromotionDetail>('PUT', `/v1/admin/promotions/${promotionId}`, { body });

/** Ends it now: its code stops working, a catalogue reduction leaves the shelf prices. */
export const endPromotion = (promotionId: number) =>
  call<AdminPromotionDetail>('POST', `/v1/admin/promotions/${promotionId}/end`);

// Support

export const supportMessages = (open: boolean, cursor?: string) =>
  call<AdminSupportPage>('GET', '/v1/admin/support', {
    query: { limit: ADMIN_PAGE_SIZE, ...(open ? { open: true } : {}), ...(cursor ? { cursor } : {}) },
  });

export const replyToSupport = (messageId: number, body: SupportReplyBody) =>
  call<AdminSupportMessage>('POST', `/v1/admin/support/${messageId}/reply`, { body });
