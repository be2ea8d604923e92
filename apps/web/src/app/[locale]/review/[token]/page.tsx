import { REVIEW_BODY_MAX } from '@tendero/contract';
import { ReviewInvitationView } from '@/components/reviews/review-invitation';
import { decodedSegment } from '@/lib/api';
import { pageLocale } from '@/lib/locale';
import { trackMetadata } from '@/lib/track-page';

type Props = { params: Promise<{ locale: string; token: string }> };

/** Not indexed: the link carries the invitation's token. */
export const generateMetadata = ({ params }: Props) => trackMetadata(params, 'review', 'write.title');

/** The invitation mail's link: the product, the stars and the text, checked as typed, then sent once. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { token } = await params;
  return <ReviewInvitationView token={decodedSegment(token)} bodyMax={REVIEW_BODY_MAX} />;
}
