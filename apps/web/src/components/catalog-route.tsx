import { notFound, permanentRedirect } from 'next/navigation';
import { BrandsIndex } from '@/components/catalog/brands-index';
import { CategoryView } from '@/components/catalog/category-view';
import { ManufacturerView } from '@/components/catalog/manufacturer-view';
import { ProductView } from '@/components/product-view';
import { getPathname } from '@/i18n/navigation';
import { load, loadOptional } from '@/lib/api';
import { canonicalPath, productRails, resolveCatalogPath, type CatalogProps } from '@/lib/catalog';
import { reviewQuery, reviewSelection } from '@/lib/reviews';
import { encodedPath, manufacturers, productReviews } from '@/lib/shop-api';

/** A catalogue path: category, product, brand or the brands index, resolved by the API. */
export async function CatalogRoute(props: CatalogProps) {
  const { page, locale, path, state, notice } = await resolveCatalogPath(props);
  if (!page) notFound();
  const canonical = encodedPath(canonicalPath(page).split('/'));
  if (canonical !== path) {
    // The API followed its redirect from a path the page left (a changed slug): so do links and search engines.
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(props.searchParams ? await props.searchParams : {})) {
      for (const one of [value ?? []].flat()) query.append(name, one);
    }
    const search = query.size > 0 ? `?${query}` : '';
    permanentRedirect(`${getPathname({ href: `/${canonical}`, locale })}${search}`);
  }
  const place = { state, action: getPathname({ href: `/${path}`, locale }), locale, notice };
  switch (page.kind) {
    case 'category':
      return <CategoryView category={page.category} listing={page.listing} place={place} />;
    case 'product': {
      // The plain path (cached) shows the first page of all reviews; a star filter or a later page
      // comes through the `filtered` route with the query (see proxy.ts).
      const selection = reviewSelection(props.searchParams ? await props.searchParams : {});
      const [rails, reviews] = await Promise.all([
        productRails(locale, page.product.id),
        loadOptional(productReviews(locale, page.product.id, reviewQuery(selection))),
      ]);
      return (
        <ProductView
          product={page.product}
          rails={rails}
          reviews={reviews}
          reviewSelection={selection}
          locale={locale}
        />
      );
    }
    case 'manufacturer':
      return <ManufacturerView manufacturer={page.manufacturer} listing={page.listing} place={place} />;
    case 'brands':
      return <BrandsIndex alternates={page.alternates} brands={(await load(manufacturers(locale))).items} />;
  }
}
