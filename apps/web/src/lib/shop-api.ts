import 'server-only';
import type { z } from 'zod';
import type { QueryParams, Schema } from '@tendero/client';
import {
  ArticlePage,
  CatalogPage,
  ContentPage,
  ContentPageList,
  ManufacturerPage,
  MarketingEntityList,
  Menu,
  ProductList,
  ProductReviews,
  PromotionPage,
  SearchResult,
  ShopInfo,
  SitemapIndex,
  SitemapSection,
  type ArticleQuery,
  type ListingQuery,
  type Locale,
  type MARKETING_TYPES,
  type SitemapType,
} from '@tendero/contract';
import type { ApiRead } from './api';

/**
 * The storefront server's one way to the API: a named call per API read, typed by the contract.
 * Each gives an `ApiRead` for `find`, `load`, `loadOptional`, `loadListing` or `request` (lib/api.ts),
 * which parse the answer with the call's schema and differ only in what an error becomes.
 */

/** Filters, sort, cursor and size of a product listing, under the contract's query names. */
export type ListingParams = { readonly [K in keyof z.input<typeof ListingQuery>]?: string | number };

type ArticleParams = { readonly [K in keyof z.input<typeof ArticleQuery>]?: string | number };

const read = <T>(locale: Locale, path: string, schema: Schema<T>, query?: QueryParams): ApiRead<T> => ({
  locale,
  path,
  schema,
  query,
});

const segment = encodeURIComponent;

/** A storefront path of decoded segments as the API and links want it: each segment encoded. */
export function encodedPath(segments: readonly string[]): string {
  return segments.map(segment).join('/');
}

/** A catalogue path: a category, product, brand or the brands index, whichever the API finds there. */
export const catalogPage = (locale: Locale, segments: readonly string[], query: ListingParams) =>
  read(locale, `/v1/catalog/${encodedPath(segments)}`, CatalogPage, query);

/** Products matching the shopper's words, with the listing's filters. */
export const searchCatalog = (locale: Locale, query: ListingParams & { readonly q: string }) =>
  read(locale, '/v1/catalog/search', SearchResult, query);

/** The top level of the category menu, and where the brands index lives. */
export const categoryMenu = (locale: Locale) => read(locale, '/v1/categories/menu', Menu, { depth: 1 });

/** The brands index: every manufacturer with its product count. */
export const manufacturers = (locale: Locale) =>
  read(locale, '/v1/manufacturers', ManufacturerPage, { limit: 100 });

/** The shop's recommended products (the home page's featured rail). */
export const recommendedProducts = (locale: Locale, limit: number) =>
  read(locale, '/v1/products/recommended', ProductList, { limit });

/** Products sold at a reduced price now. */
export const productsOnOffer = (locale: Locale, limit: number) =>
  read(locale, '/v1/products/offers', ProductList, { limit });

/** Other products of the product's category. */
export const productsInSameCategory = (locale: Locale, productId: number, limit: number) =>
  read(locale, `/v1/products/${productId}/related/category`, ProductList, { limit });

/** Products ordered together with the product. */
export const productsBoughtTogether = (locale: Locale, productId: number, limit: number) =>
  read(locale, `/v1/products/${productId}/together`, ProductList, { limit });

/** Other products of the product's manufacturer. */
export const productsOfSameManufacturer = (locale: Locale, productId: number, limit: number) =>
  read(locale, `/v1/products/${productId}/related/manufacturer`, ProductList, { limit });

/** A promotion by its slug in the request language, with the listing of its products. */
export const promotionPage = (locale: Locale, slug: string, query: ListingParams) =>
  read(locale, `/v1/promotions/${segment(slug)}`, PromotionPage, query);

/** The hero, the selling points or the banners of the home page. */
export const marketingEntities = (locale: Locale, type: (typeof MARKETING_TYPES)[number]) =>
  read(locale, `/v1/marketing/entities/types/${type}`, MarketingEntityList);

/** A page of articles, newest first. */
export const articles = (locale: Locale, query: ArticleParams & { readonly limit: number }) =>
  read(locale, '/v1/cms/articles', ArticlePage, query);

/** The article with this slug in the request language: a page of one, or of none. */
export const articleBySlug = (locale: Locale, slug: string) => articles(locale, { slug, limit: 1 });

/** A shop page (imprint, terms, …) by its slug in the request language. */
export const contentPage = (locale: Locale, slug: string) =>
  read(locale, `/v1/cms/pages/${segment(slug)}`, ContentPage);

/** The shop pages, in the footer's order. */
export const contentPages = (locale: Locale) => read(locale, '/v1/cms/pages', ContentPageList);

/** The seller's name, address and contact. */
export const shop = (locale: Locale) => read(locale, '/v1/shop', ShopInfo);

/** The sitemap's sections and how many pages each has. */
export const sitemapIndex = (locale: Locale) => read(locale, '/v1/catalog/sitemap/index', SitemapIndex);

/** One page of a sitemap section. */
export const sitemapSection = (locale: Locale, type: Exclude<SitemapType, 'index'>, page: number) =>
  read(locale, `/v1/catalog/sitemap/${type}`, SitemapSection, { page });

/** A product's rating summary and a page of its approved reviews (the page's language first), by stars. */
export const productReviews = (locale: Locale, productId: number, query: QueryParams) =>
  read(locale, `/v1/catalog/products/${productId}/reviews`, ProductReviews, query);
