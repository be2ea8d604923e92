import { CatalogRoute } from '@/components/catalog-route';
import { catalogMetadata, type CatalogProps } from '@/lib/catalog';

/** A catalogue listing with the shopper's filters, sort or page: rendered per request (see proxy.ts). */
export const generateMetadata = (props: Required<CatalogProps>) => catalogMetadata(props);

export default function FilteredCatalogPath(props: Required<CatalogProps>) {
  return <CatalogRoute {...props} />;
}
