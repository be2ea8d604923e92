import { AdminReturnList } from '@/components/admin/return-list';
import { adminMetadata } from '@/i18n/admin';
import { returnFilters } from '@/lib/admin/returns';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('returns.title');

export default async function Page({ searchParams }: Props) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(name, value);
  }
  return <AdminReturnList filters={returnFilters(query)} />;
}
