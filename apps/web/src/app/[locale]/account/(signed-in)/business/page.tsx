import { BusinessForm } from '@/components/account/business-form';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'business.title');

export default async function Page({ params }: Props) {
  await pageLocale(params);

  return <BusinessForm />;
}
