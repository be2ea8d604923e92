import { ParcelTracking } from '@/components/track/parcel-tracking';
import { pageLocale } from '@/lib/locale';
import { trackMetadata } from '@/lib/track-page';
import { lookupFromSegments } from '@/lib/tracking';

type Props = { params: Promise<{ locale: string; trackingNumber: string; postcode: string }> };

export const generateMetadata = ({ params }: Props) => trackMetadata(params);

/** The link of the shipping mails: the form filled in, and the parcel looked up from the browser. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { trackingNumber, postcode } = await params;

  return <ParcelTracking lookup={lookupFromSegments(trackingNumber, postcode)} />;
}
