import { OrderReference } from '@tendero/contract';
import { AdminOrderView } from '@/components/admin/order-detail';
import { adminMetadata } from '@/i18n/admin';

type Props = { params: Promise<{ reference: string }> };

/** The reference as orders carry it (`K7QM-4XPR`, also typed in lower case), else the segment as given. */
async function referenceOf(params: Props['params']): Promise<string> {
  const segment = decodeURIComponent((await params).reference);
  const parsed = OrderReference.safeParse(segment);
  return parsed.success ? parsed.data : segment;
}

export async function generateMetadata({ params }: Props) {
  return adminMetadata('order.title', { reference: await referenceOf(params) });
}

export default async function Page({ params }: Props) {
  return <AdminOrderView reference={await referenceOf(params)} />;
}
