import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CatalogPage, ManufacturerPage, type Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { CategoryCard } from '@/components/category-card';
import { ListingView } from '@/components/listing-view';
import { ProductView } from '@/components/product-view';
import { getPathname, Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { decodedSegment, load, loadListing } from '@/lib/api';
import { languageAlternates, notFoundMetadata } from '@/lib/alternates';
import { apiListingQuery, appliedState, listingState } from '@/lib/listing-query';

/** Route params of a catalogue path, and the listing query when the shopper filtered. */
export type CatalogProps = {
  params: Promise<{ locale: string; path: string[] }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve({ params, searchParams }: CatalogProps) {
  const { path } = await params;
  const locale = await pageLocale(params);
  const state = listingState(searchParams ? await searchParams : {});
  const joined = path.map((segment) => encodeURIComponent(decodedSegment(segment))).join('/');
  const { data: page, notice } = await loadListing(
    locale,
    `/v1/catalog/${joined}`,
    CatalogPage,
    apiListingQuery(state),
  );
  return { locale, state: appliedState(state, notice), page, joined, notice };
}

/** Title, description and hreflang alternates of a category, product, brand or the brands index. */
export async function catalogMetadata(props: CatalogProps): Promise<Metadata> {
  const { page, locale } = await resolve(props);
  if (!page) return notFoundMetadata(locale);
  switch (page.kind) {
    case 'category':
      return {
        title: page.category.name,
        description: page.category.description,
        alternates: languageAlternates(page.category.alternates, locale),
      };
    case 'product':
      return {
        title: page.product.name,
        description: page.product.description,
        alternates: languageAlternates(page.product.alternates, locale),
        openGraph: page.product.image ? { images: [{ url: page.product.image.url }] } : undefined,
      };
    case 'manufacturer':
      return {
        title: page.manufacturer.name,
        description: page.manufacturer.description,
        alternates: languageAlternates(page.manufacturer.alternates, locale),
      };
    case 'brands':
      return {
        title: (await getTranslations({ locale, namespace: 'brands' }))('title'),
        alternates: languageAlternates(page.alternates, locale),
      };
  }
}

/** A catalogue path: category, product, brand or the brands index, resolved by the API. */
export async function CatalogRoute(props: CatalogProps) {
  const { page, locale, state, joined, notice } = await resolve(props);
  if (!page) notFound();
  const t = await getTranslations('listing');
  const brandsT = await getTranslations('brands');
  const action = getPathname({ href: `/${joined}`, locale });
  switch (page.kind) {
    case 'category': {
      const { category, listing } = page;
      return (
        <>
          <PageAlternates alternates={category.alternates} />
          <Breadcrumbs items={category.breadcrumbs.slice(0, -1)} current={category.name} />
          <h1>{category.name}</h1>
          <p className="lead">{category.description}</p>
          {category.children.length > 0 && (
            <section aria-labelledby="subcategories">
              <h2 id="subcategories" className="visually-hidden">
                {t('subcategories')}
              </h2>
              <ul className="grid">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <CategoryCard category={child} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ListingView listing={listing} state={state} action={action} locale={locale} notice={notice} />
        </>
      );
    }
    case 'product':
      return (
        <>
          <PageAlternates alternates={page.product.alternates} />
          <ProductView product={page.product} locale={locale} />
        </>
      );
    case 'manufacturer': {
      const { manufacturer, listing } = page;
      return (
        <>
          <PageAlternates alternates={manufacturer.alternates} />
          <Breadcrumbs
            items={[{ name: brandsT('title'), path: manufacturer.path.split('/')[0] ?? '' }]}
            current={manufacturer.name}
          />
          <h1>{manufacturer.name}</h1>
          <p className="lead">{manufacturer.description}</p>
          <ListingView listing={listing} state={state} action={action} locale={locale} notice={notice} />
        </>
      );
    }
    case 'brands':
      return <BrandsIndex locale={locale} alternates={page.alternates} />;
  }
}

async function BrandsIndex({
  locale,
  alternates,
}: {
  locale: Locale;
  alternates: Extract<CatalogPage, { kind: 'brands' }>['alternates'];
}) {
  const t = await getTranslations('brands');
  const brands = await load(locale, '/v1/manufacturers', ManufacturerPage, { limit: 100 });
  return (
    <>
      <PageAlternates alternates={alternates} />
      <Breadcrumbs items={[]} current={t('title')} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ul className="grid">
        {brands.items.map((brand) => (
          <li key={brand.id} className="card">
            <Link href={`/${brand.path}`} prefetch={false}>
              <div className="body">
                <h2 className="title">{brand.name}</h2>
                <p className="clamp-2">{brand.description}</p>
                <span>{t('products', { count: brand.productCount })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
