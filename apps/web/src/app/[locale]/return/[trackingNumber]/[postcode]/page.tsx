import { ReturnTracking } from '@/components/return/return-tracking';
import { pageLocale } from '@/lib/locale';
import { trackMetadata } from '@/lib/track-page';
import { lookupFromSegments } from '@/lib/tracking';

type Props = { params: Promise<{ locale: string; trackingNumber: string; postcode: string }> };

export const generateMetadata = ({ params }: Props) => trackMetadata(params, 'return', 'follow.title');

/** The link of the return label and the return mails: the form filled in, the return asked from the browser. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { trackingNumber, postcode } = await params;

  return <ReturnTracking lookup={lookupFromSegments(trackingNumber, postcode)} />;
}
