import type { ReactNode } from 'react';
import { PathMessages } from '@/components/path-messages';
import { pageLocale } from '@/lib/locale';

/** Paths under /return load the `return` namespace (docs/storefront.md#texts-messages). */
export default async function ReturnLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  return (
    <PathMessages locale={locale} namespace="return">
      {children}
    </PathMessages>
  );
}
