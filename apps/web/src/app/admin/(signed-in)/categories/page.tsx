import { AdminCategoryList } from '@/components/admin/category-list';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('categoriesAdmin.title');

export default function Page() {
  return <AdminCategoryList />;
}
