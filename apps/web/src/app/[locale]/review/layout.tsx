import type { ReactNode } from 'react';
import { PathMessages } from '@/components/path-messages';
import { pageLocale } from '@/lib/locale';

/** Paths under /review load the `review` namespace (docs/storefront.md#texts-messages). */
export default async function ReviewLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  return (
    <PathMessages locale={locale} namespace="review">
      {children}
    </PathMessages>
  );
}
