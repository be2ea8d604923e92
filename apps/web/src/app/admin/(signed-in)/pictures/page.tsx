import { AdminPictureLibrary } from '@/components/admin/picture-library';
import { adminMetadata } from '@/i18n/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('picturesAdmin.title');

export default async function Page({ searchParams }: Props) {
  const { unused } = await searchParams;
  return <AdminPictureLibrary unused={unused === 'true'} />;
}
