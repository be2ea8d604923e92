import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@tendero/contract';

/** Where an order stands, in words, marked by its state's colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  return <span className={`order-status ${status}`}>{t(status)}</span>;
}
