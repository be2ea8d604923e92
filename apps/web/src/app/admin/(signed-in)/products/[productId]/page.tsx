import { notFound } from 'next/navigation';
import { AdminProductEditor } from '@/components/admin/product-editor';
import { adminMetadata } from '@/i18n/admin';

type Props = { params: Promise<{ productId: string }> };

export const generateMetadata = () => adminMetadata('editor.metaTitle');

export default async function Page({ params }: Props) {
  const { productId } = await params;
  if (!/^[1-9]\d{0,15}$/.test(productId)) notFound();
  return <AdminProductEditor productId={Number(productId)} />;
}
