'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { adminReturns } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { AdminAlert, Loading, useAdminText } from './admin-text';
import { ReturnTable } from './return-list';

/** The returns of one order, newest first, each a link to the return. */
export function OrderReturns({ reference }: { reference: string }) {
  const t = useTranslations('admin.order');
  const { failure } = useAdminText();
  const returns = useQuery({
    queryKey: adminKeys.orderReturns(reference),
    queryFn: () => adminReturns({ order: reference }),
  });
  const items = returns.data?.items ?? [];
  return (
    <section aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">{t('returns')}</h2>
      {returns.isPending && <Loading>{t('returnsLoading')}</Loading>}
      {returns.error && <AdminAlert>{failure(returns.error)}</AdminAlert>}
      {returns.isSuccess && items.length === 0 && <p className="muted">{t('noReturns')}</p>}
      {items.length > 0 && <ReturnTable items={items} caption={t('returns')} />}
    </section>
  );
}
