import { AdminPromotionList } from '@/components/admin/promotion-list';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('promotionsAdmin.title');

export default function Page() {
  return <AdminPromotionList />;
}
