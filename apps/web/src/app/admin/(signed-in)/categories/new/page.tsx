import { AdminCategoryEditor } from '@/components/admin/category-editor';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('categoriesAdmin.newTitle');

export default function Page() {
  return <AdminCategoryEditor categoryId={null} />;
}
