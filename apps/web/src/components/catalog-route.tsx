import { notFound } from 'next/navigation';
import { BrandsIndex } from '@/components/catalog/brands-index';
import { CategoryView } from '@/components/catalog/category-view';
import { ManufacturerView } from '@/components/catalog/manufacturer-view';
import { ProductView } from '@/components/product-view';
import { getPathname } from '@/i18n/navigation';
import { load } from '@/lib/api';
import { productRails, resolveCatalogPath, type CatalogProps } from '@/lib/catalog';
import { manufacturers } from '@/lib/shop-api';

/** A catalogue path: category, product, brand or the brands index, resolved by the API. */
export async function CatalogRoute(props: CatalogProps) {
  const { page, locale, path, state, notice } = await resolveCatalogPath(props);
  if (!page) notFound();
  const place = { state, action: getPathname({ href: `/${path}`, locale }), locale, notice };
  switch (page.kind) {
    case 'category':
      return <CategoryView category={page.category} listing={page.listing} place={place} />;
    case 'product':
      return (
        <ProductView
          product={page.product}
          rails={await productRails(locale, page.product.id)}
          locale={locale}
        />
      );
    case 'manufacturer':
      return <ManufacturerView manufacturer={page.manufacturer} listing={page.listing} place={place} />;
    case 'brands':
      return <BrandsIndex alternates={page.alternates} brands={(await load(manufacturers(locale))).items} />;
  }
}
