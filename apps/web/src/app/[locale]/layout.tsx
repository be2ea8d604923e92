import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@tendero/contract/locale-data';
import { routing } from '@/i18n/routing';
import { publicOrigin } from '@/lib/alternates';
import { shopUrl } from '@/lib/sitemap';
import { AlternatesProvider } from '@/components/alternates';
import { ClientMessages } from '@/components/client-messages';
import { ErrorReporting } from '@/components/error-reporting';
import { Providers } from '@/components/providers';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { Toaster } from '@/components/toaster';
import '../globals.css';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    // What any other relative URL of the metadata (images for sharing) is resolved against.
    metadataBase: new URL(
      shopUrl(publicOrigin(), hasLocale(routing.locales, locale) ? locale : DEFAULT_LOCALE, ''),
    ),
    title: { default: `${t('siteName')} — ${t('tagline')}`, template: `%s · ${t('siteName')}` },
    description: t('description'),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <ClientMessages area="shop">
          <Providers>
            <AlternatesProvider>
              <SiteHeader locale={locale} />
              {/* Under the header: on phones toasts take their place in the page instead of covering it. */}
              <Toaster docked />
              <main id="content">{children}</main>
              <SiteFooter locale={locale} />
              <ErrorReporting dsn={process.env.SENTRY_DSN} />
            </AlternatesProvider>
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
