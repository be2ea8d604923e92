import { PointsView } from '@/components/points/points-view';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'title', { namespace: 'points' });

export default async function Page({ params }: Props) {
  await pageLocale(params);

  return <PointsView />;
}
