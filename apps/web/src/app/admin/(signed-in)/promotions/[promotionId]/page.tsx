import { notFound } from 'next/navigation';
import { AdminPromotionEditor } from '@/components/admin/promotion-editor';
import { adminMetadata } from '@/i18n/admin';

type Props = { params: Promise<{ promotionId: string }> };

export const generateMetadata = () => adminMetadata('promotionsAdmin.metaTitle');

export default async function Page({ params }: Props) {
  const { promotionId } = await params;
  if (!/^[1-9]\d{0,15}$/.test(promotionId)) notFound();
  return <AdminPromotionEditor promotionId={Number(promotionId)} />;
}
