import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

/** Each shopper's own pages: kept out of search engines, like the cart and the account. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The checkout words its steps, the account forms and the cart's totals in the browser. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="checkout">{children}</ClientMessages>;
}
