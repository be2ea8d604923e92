import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

/** Each visitor's own page: kept out of search engines, like the account pages. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return (
    <section className="cart-page">
      <h1>{t('title')}</h1>
      <CartView />
    </section>
  );
}
