import { AdminOrderList } from '@/components/admin/order-list';
import { adminMetadata } from '@/i18n/admin';
import { orderFilters } from '@/lib/admin/order-filters';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('orders.title');

export default async function Page({ searchParams }: Props) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(name, value);
  }
  return <AdminOrderList filters={orderFilters(query)} />;
}
