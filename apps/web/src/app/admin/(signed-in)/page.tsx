import { AdminDashboardView } from '@/components/admin/dashboard';
import { adminMetadata } from '@/i18n/admin';

export const generateMetadata = () => adminMetadata('dashboard.title');

export default function Page() {
  return <AdminDashboardView />;
}
