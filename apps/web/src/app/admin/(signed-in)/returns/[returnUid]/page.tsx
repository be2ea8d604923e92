import { AdminReturnView } from '@/components/admin/return-detail';
import { adminMetadata } from '@/i18n/admin';

type Props = { params: Promise<{ returnUid: string }> };

export const generateMetadata = () => adminMetadata('return.metaTitle');

export default async function Page({ params }: Props) {
  return <AdminReturnView returnUid={decodeURIComponent((await params).returnUid)} />;
}
