import { CatalogRoute, catalogMetadata, type CatalogProps } from '@/components/catalog-route';

/** A catalogue listing with the shopper's filters, sort or page: rendered per request (see proxy.ts). */
export const generateMetadata = (props: Required<CatalogProps>) => catalogMetadata(props);

export default function FilteredCatalogPath(props: Required<CatalogProps>) {
  return <CatalogRoute {...props} />;
}
