import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Alternate, CatalogPage, Locale, ProductCard } from '@tendero/contract';
import type { ListingState } from '@/components/listing-view';
import { decodedSegment, loadListing, loadOptional, type ListingNotice } from './api';
import { languageAlternates, notFoundMetadata } from './alternates';
import { apiListingQuery, appliedState, listingState } from './listing-query';
import { pageLocale } from './locale';
import {
  catalogPage,
  encodedPath,
  productsBoughtTogether,
  productsInSameCategory,
  productsOfSameManufacturer,
} from './shop-api';

/** Route params of a catalogue path, and the listing query when the shopper filtered. */
export type CatalogProps = {
  params: Promise<{ locale: string; path: string[] }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/** What a catalogue path shows, and the listing state and notice a listing there is shown with. */
export interface ResolvedCatalogPath {
  locale: Locale;
  page: CatalogPage | null;
  /** The path as the storefront links it: each segment encoded. */
  path: string;
  state: ListingState;
  notice: ListingNotice | null;
}

/** Resolves a catalogue path with the API: category, product, brand or the brands index. */
export async function resolveCatalogPath({
  params,
  searchParams,
}: CatalogProps): Promise<ResolvedCatalogPath> {
  const segments = (await params).path.map(decodedSegment);
  const locale = await pageLocale(params);
  const state = listingState(searchParams ? await searchParams : {});
  const { data: page, notice } = await loadListing(catalogPage(locale, segments, apiListingQuery(state)));
  return { locale, page, path: encodedPath(segments), state: appliedState(state, notice), notice };
}

/** Where a catalogue page lives in its language: a path it no longer has (a changed slug) redirects there. */
export function canonicalPath(page: CatalogPage): string {
  switch (page.kind) {
    case 'category':
      return page.category.path;
    case 'product':
      return page.product.path;
    case 'manufacturer':
      return page.manufacturer.path;
    case 'brands':
      return page.path;
  }
}

/** Title, description and hreflang alternates of a category, product, brand or the brands index. */
export async function catalogMetadata(props: CatalogProps): Promise<Metadata> {
  const { page, locale } = await resolveCatalogPath(props);
  if (!page) return notFoundMetadata(locale);
  const described = (entity: { name: string; description: string; alternates: Alternate[] }) => ({
    title: entity.name,
    description: entity.description,
    alternates: languageAlternates(entity.alternates, locale),
  });
  switch (page.kind) {
    case 'category':
      return described(page.category);
    case 'product':
      return {
        ...described(page.product),
        openGraph: page.product.image ? { images: [{ url: page.product.image.url }] } : undefined,
      };
    case 'manufacturer':
      return described(page.manufacturer);
    case 'brands':
      return {
        title: (await getTranslations({ locale, namespace: 'brands' }))('title'),
        alternates: languageAlternates(page.alternates, locale),
      };
  }
}

/** The three rails under a product; a rail the API cannot give is empty. */
export interface ProductRails {
  together: ProductCard[];
  sameCategory: ProductCard[];
  sameManufacturer: ProductCard[];
}

export async function productRails(locale: Locale, productId: number): Promise<ProductRails> {
  const [sameCategory, together, sameManufacturer] = await Promise.all(
    [productsInSameCategory, productsBoughtTogether, productsOfSameManufacturer].map((rail) =>
      loadOptional(rail(locale, productId, 4)),
    ),
  );
  return {
    together: together?.items ?? [],
    sameCategory: sameCategory?.items ?? [],
    sameManufacturer: sameManufacturer?.items ?? [],
  };
}
