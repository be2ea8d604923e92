'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminPromotionSummary } from '@tendero/contract';
import { adminPromotions } from '@/lib/admin/api';
import { givesMessage, promotionTime } from '@/lib/admin/promotion-words';
import { adminKeys } from '@/lib/admin/query-keys';
import { AdminAlert, Loading, TableBox, useAdminText } from './admin-text';

/** One promotion's row: what it gives on what, how it is unlocked, when, where it stands, how often used. */
function PromotionRow({ promotion }: { promotion: AdminPromotionSummary }) {
  const t = useTranslations('admin.promotionsAdmin');
  const locale = useLocale();
  const gives = givesMessage(locale, promotion);
  return (
    <tr>
      <th scope="row">
        <Link href={`/admin/promotions/${promotion.id}`}>{promotion.name}</Link>
      </th>
      <td>{t(`gives.${gives.key}`, gives.values)}</td>
      <td>{t(`target.${promotion.target}`)}</td>
      <td>{promotion.code ? <span className="code">{promotion.code}</span> : t('automatic')}</td>
      <td>
        {t.rich('window', {
          start: promotionTime(locale, promotion.startsAt),
          end: promotionTime(locale, promotion.endsAt),
          // Each moment kept on one line, so a narrow table's rows do not grow tall.
          from: (chunks) => <time dateTime={promotion.startsAt}>{chunks}</time>,
          to: (chunks) => <time dateTime={promotion.endsAt}>{chunks}</time>,
        })}
      </td>
      <td>
        <span className={`admin-promotion-state ${promotion.state}`}>{t(`state.${promotion.state}`)}</span>
      </td>
      <td className="number">
        {promotion.usageLimit === null
          ? promotion.uses
          : t('usesOf', { uses: promotion.uses, limit: promotion.usageLimit })}
      </td>
    </tr>
  );
}

/** Every promotion and code, latest start first; a name opens its editor. */
export function AdminPromotionList() {
  const t = useTranslations('admin.promotionsAdmin');
  const locale = useLocale();
  const { failure } = useAdminText();
  const promotions = useQuery({ queryKey: adminKeys.promotions(locale), queryFn: adminPromotions });
  const items = promotions.data?.items ?? [];
  return (
    <section aria-labelledby="admin-promotions-title">
      <div className="admin-title-bar">
        <h1 id="admin-promotions-title">{t('title')}</h1>
        <Link href="/admin/promotions/new" className="button">
          {t('new')}
        </Link>
      </div>
      {promotions.isPending && <Loading>{t('loading')}</Loading>}
      {promotions.error && <AdminAlert>{failure(promotions.error)}</AdminAlert>}
      {promotions.isSuccess && items.length === 0 && <p className="notice">{t('empty')}</p>}
      {items.length > 0 && (
        <TableBox label={t('caption')}>
          <table className="admin-table admin-promotions">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.gives')}</th>
                <th scope="col">{t('columns.target')}</th>
                <th scope="col">{t('columns.code')}</th>
                <th scope="col">{t('columns.window')}</th>
                <th scope="col">{t('columns.state')}</th>
                <th scope="col" className="number">
                  {t('columns.uses')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((promotion) => (
                <PromotionRow key={promotion.id} promotion={promotion} />
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
