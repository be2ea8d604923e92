import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@tendero/contract/locale-data';
import { namespaceMessages, type PathNamespace } from '@/i18n/request';
import { pageLocale } from '@/lib/locale';
import { clientMessages } from './client-messages';

/**
 * Adds a path's own namespace (track, return) to what the browser components of an area translate
 * (the shop's client messages, or the account's where its order page shows the return flow), for
 * everything below it.
 */
export async function PathMessages({
  locale,
  namespace,
  area = 'shop',
  children,
}: {
  locale: Locale;
  namespace: PathNamespace;
  area?: 'shop' | 'account';
  children: ReactNode;
}) {
  const messages = {
    ...(await clientMessages(area === 'account' ? 'account' : namespace === 'return' ? 'return' : 'shop')),
    [namespace]: await namespaceMessages(locale, namespace),
  };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/**
 * The layout of a path whose pages load their own namespace (docs/storefront.md#texts-messages):
 * `export default pathLayout('track')` in `app/[locale]/track/layout.tsx`.
 */
export function pathLayout(namespace: PathNamespace) {
  return async function PathLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    const locale = await pageLocale(params);
    return (
      <PathMessages locale={locale} namespace={namespace}>
        {children}
      </PathMessages>
    );
  };
}
