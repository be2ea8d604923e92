import { notFound } from 'next/navigation';
import { AdminCategoryEditor } from '@/components/admin/category-editor';
import { adminMetadata } from '@/i18n/admin';

type Props = { params: Promise<{ categoryId: string }> };

export const generateMetadata = () => adminMetadata('categoriesAdmin.metaTitle');

export default async function Page({ params }: Props) {
  const { categoryId } = await params;
  if (!/^[1-9]\d{0,15}$/.test(categoryId)) notFound();
  return <AdminCategoryEditor categoryId={Number(categoryId)} />;
}
