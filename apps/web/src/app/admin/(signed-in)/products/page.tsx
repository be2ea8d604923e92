import { AdminProductList } from '@/components/admin/product-list';
import { adminMetadata } from '@/i18n/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('products.title');

export default async function Page({ searchParams }: Props) {
  const { q } = await searchParams;
  return <AdminProductList q={typeof q === 'string' ? q.trim().slice(0, 128) : ''} />;
}
