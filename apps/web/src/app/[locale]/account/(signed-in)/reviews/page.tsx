import { ReviewList } from '@/components/account/review-list';
import { PathMessages } from '@/components/path-messages';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'mine.title', { namespace: 'review' });

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);

  return (
    <PathMessages locale={locale} namespace="review" area="account">
      <ReviewList />
    </PathMessages>
  );
}
