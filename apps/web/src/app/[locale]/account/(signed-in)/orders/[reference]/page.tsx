import { notFound } from 'next/navigation';
import { OrderReference } from '@tendero/contract';
import { OrderDetailView } from '@/components/account/order-detail';
import { PathMessages } from '@/components/path-messages';
import { accountMetadata } from '@/lib/account-page';
import { notFoundMetadata } from '@/lib/alternates';
import { decodedSegment } from '@/lib/api';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string; reference: string }> };

/** The reference as orders carry it (`K7QM-4XPR`), or null when the segment cannot be one. */
function referenceOf(segment: string): string | null {
  const parsed = OrderReference.safeParse(decodedSegment(segment));
  return parsed.success ? parsed.data : null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, reference: segment } = await params;
  const reference = referenceOf(segment);
  if (!reference) return notFoundMetadata(locale);
  return accountMetadata(params, 'detail.title', { namespace: 'orders', values: { reference } });
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const reference = referenceOf((await params).reference);
  // The account renders its pages once the browser has its session, so this not-found page (and the
  // one for another customer's order, which only the API can tell) is shown there, answered with 200.
  if (!reference) notFound();

  // The order's returns section opens the return flow, whose words are the `return` namespace.
  return (
    <PathMessages locale={locale} namespace="return" area="account">
      <OrderDetailView reference={reference} />
    </PathMessages>
  );
}
