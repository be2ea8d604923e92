import { AdminBrandEditor } from '@/components/admin/brand-editor';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('brandsAdmin.newTitle');

export default function Page() {
  return <AdminBrandEditor brandId={null} />;
}
