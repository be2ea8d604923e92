import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';
import { getTranslations } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'forgotPage.title');

export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('account');
  return (
    <section className="account-entry">
      <h1>{t('forgotPage.title')}</h1>
      <p className="lead">{t('forgotPage.intro')}</p>
      <ForgotPasswordForm />
    </section>
  );
}
