import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { Toaster } from '@/components/toaster';
import { adminMessages, adminText, requestAdminLocale } from '@/i18n/admin';
import { SHOP_TIME_ZONE } from '@/lib/time-zone';
import '../globals.css';
import './admin.css';

export async function generateMetadata(): Promise<Metadata> {
  const title = await adminText('meta.title');
  return {
    title: { default: title, template: `%s · ${title}` },
    robots: { index: false, follow: false, nocache: true },
  };
}

/**
 * The back office's own page: no shop header, footer or cart, its texts in the operator's language
 * (the picker's cookie or the browser's), rendered per request and never indexed.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await requestAdminLocale();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="admin">
        <NextIntlClientProvider
          locale={locale}
          messages={await adminMessages(locale)}
          timeZone={SHOP_TIME_ZONE}
        >
          <Providers>
            {children}
            <Toaster />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
