import { PathMessages } from '@/components/path-messages';
import { ReturnList } from '@/components/account/return-list';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountMetadata(params, 'title', { namespace: 'returns' });

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);

  return (
    <PathMessages locale={locale} namespace="return" area="account">
      <ReturnList />
    </PathMessages>
  );
}
