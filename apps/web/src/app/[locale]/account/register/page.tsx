import { RegisterForm } from '@/components/account/register-form';
import { PrivacyNotice } from '@/components/privacy-notice';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';
import { getTranslations } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'registerPage.title');

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  return (
    <section className="account-entry">
      <h1>{t('registerPage.title')}</h1>
      <p className="lead">{t('registerPage.intro')}</p>
      <RegisterForm
        privacyNotice={<PrivacyNotice locale={locale} message="account.registerPage.privacy" />}
      />
    </section>
  );
}
