import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@tendero/contract/locale-data';
import { namespaceMessages, type PathNamespace } from '@/i18n/request';

/** Adds a path's own namespace (track, return) to the messages of everything below it. */
export async function PathMessages({
  locale,
  namespace,
  children,
}: {
  locale: Locale;
  namespace: PathNamespace;
  children: ReactNode;
}) {
  const messages = { ...(await getMessages()), [namespace]: await namespaceMessages(locale, namespace) };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
