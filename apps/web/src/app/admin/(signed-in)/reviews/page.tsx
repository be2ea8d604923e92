import { REVIEW_STATUSES } from '@tendero/contract';
import { AdminReviewModeration } from '@/components/admin/review-moderation';
import { adminMetadata } from '@/i18n/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('reviews.title');

/** The moderation queue (pending, oldest first), or the approved or rejected reviews. */
export default async function Page({ searchParams }: Props) {
  const { status } = await searchParams;
  const chosen = REVIEW_STATUSES.find((known) => known === status) ?? 'pending';
  return <AdminReviewModeration status={chosen} />;
}
