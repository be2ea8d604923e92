import { CatalogRoute } from '@/components/catalog-route';
import { catalogMetadata, type CatalogProps } from '@/lib/catalog';

/**
 * A catalogue path without filters: rendered on its first visit, then served from the cache and
 * re-rendered in the background at most once a minute (prices, stock). Filtered listings are
 * rewritten to ../filtered by the proxy.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = Omit<CatalogProps, 'searchParams'>;

// Only the params: reading the query (which Next passes too) would render every request anew.
export const generateMetadata = ({ params }: Props) => catalogMetadata({ params });

export default function CatalogPath({ params }: Props) {
  return <CatalogRoute params={params} />;
}
