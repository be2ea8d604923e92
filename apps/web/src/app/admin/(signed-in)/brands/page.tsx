import { AdminBrandList } from '@/components/admin/brand-list';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('brandsAdmin.title');

export default function Page() {
  return <AdminBrandList />;
}
