import { AdminPromotionEditor } from '@/components/admin/promotion-editor';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('promotionsAdmin.newTitle');

export default function Page() {
  return <AdminPromotionEditor promotionId={null} />;
}
