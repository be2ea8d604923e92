'use client';

import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@tendero/contract';

/** Where an order stands, in words, marked by its state's colour (the shop's badge). */
export function AdminOrderStatus({ status }: { status: OrderStatus }) {
  const t = useTranslations('admin.status');
  return <span className={`order-status ${status}`}>{t(status)}</span>;
}
