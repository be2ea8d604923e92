import { AdminSupportList } from '@/components/admin/support-list';
import { adminMetadata } from '@/i18n/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('support.title');

/** Open messages by default; `?all=1` shows the answered ones too. */
export default async function Page({ searchParams }: Props) {
  const { all } = await searchParams;
  return <AdminSupportList key={all === '1' ? 'all' : 'open'} open={all !== '1'} />;
}
