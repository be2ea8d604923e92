import { AdminProductEditor } from '@/components/admin/product-editor';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('editor.newTitle');

export default function Page() {
  return <AdminProductEditor productId={null} />;
}
