import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { accountMetadata } from '@/lib/account-page';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, 'resetPage.title');

export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('account');
  return (
    <section className="account-entry">
      <h1>{t('resetPage.title')}</h1>
      <ResetPasswordForm />
    </section>
  );
}
