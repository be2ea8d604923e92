import { AdminCatalogueCsv } from '@/components/admin/catalogue-import';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('csv.title');

export default function Page() {
  return <AdminCatalogueCsv />;
}
