import { SupportForm } from '@/components/account/support-form';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'support.title');

export default async function Page({ params }: Props) {
  await pageLocale(params);

  return <SupportForm />;
}
