import { notFound } from 'next/navigation';
import { AdminBrandEditor } from '@/components/admin/brand-editor';
import { adminMetadata } from '@/i18n/admin';

type Props = { params: Promise<{ brandId: string }> };

export const generateMetadata = () => adminMetadata('brandsAdmin.metaTitle');

export default async function Page({ params }: Props) {
  const { brandId } = await params;
  if (!/^[1-9]\d{0,15}$/.test(brandId)) notFound();
  return <AdminBrandEditor brandId={Number(brandId)} />;
}
