import { ParcelTracking } from '@/components/track/parcel-tracking';
import { trackMetadata } from '@/lib/track-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => trackMetadata(params);

export default async function Page({ params }: Props) {
  await pageLocale(params);

  return <ParcelTracking lookup={null} />;
}
