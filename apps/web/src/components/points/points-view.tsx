'use client';

import { useLocale, useTranslations } from 'next-intl';
import { POINTS_EXPIRING_SOON_DAYS, type PointsStats } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDay, formatMoney } from '@/lib/format';
import { FormAlert, useFailureText } from '../form-field';
import { ConvertPoints } from './convert-points';
import { PointsHistory } from './points-history';
import { usePointsStats } from './use-points';

/** The account's points page: balance, pending points by order, points expiring soon, converting, history. */
export function PointsView() {
  const t = useTranslations('points');
  const failure = useFailureText();
  const { stats } = usePointsStats();
  return (
    <section className="points" aria-labelledby="points-title">
      <h1 id="points-title">{t('title')}</h1>
      <p className="lead">
        {t('intro')}{' '}
        <Link href="/points" prefetch={false}>
          {t('rulesLink')}
        </Link>
      </p>
      {stats.isPending && (
        <p className="notice" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {stats.error && <FormAlert>{failure(stats.error)}</FormAlert>}
      {stats.data && (
        <>
          <PointsSummary stats={stats.data} />
          <div className="points-columns">
            <PendingPoints stats={stats.data} />
            <ExpiringPoints stats={stats.data} />
          </div>
          <ConvertPoints stats={stats.data} />
          <PointsHistory />
        </>
      )}
    </section>
  );
}

function PointsSummary({ stats }: { stats: PointsStats }) {
  const t = useTranslations('points');
  const locale = useLocale();
  return (
    <dl className="points-summary" aria-label={t('summary.label')}>
      <div className="points-available">
        <dt>{t('summary.available')}</dt>
        <dd>
          <strong>{t('count', { points: stats.available })}</strong>
          {stats.convertible > 0 && (
            <span className="muted">
              {t('summary.availableValue', { amount: formatMoney(locale, stats.convertibleValue) })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('summary.pending')}</dt>
        <dd>{t('count', { points: stats.pending })}</dd>
      </div>
      <div>
        <dt>{t('summary.earned')}</dt>
        <dd>{t('count', { points: stats.earnedTotal })}</dd>
      </div>
      <div>
        <dt>{t('summary.redeemed')}</dt>
        <dd>{t('count', { points: stats.redeemedTotal })}</dd>
      </div>
    </dl>
  );
}

function PendingPoints({ stats }: { stats: PointsStats }) {
  const t = useTranslations('points');
  const locale = useLocale();
  return (
    <section className="points-panel" aria-labelledby="points-pending-title">
      <h2 id="points-pending-title">{t('pending.title')}</h2>
      {stats.pendingOrders.length === 0 ? (
        <p className="muted">{t('pending.empty')}</p>
      ) : (
        <ul className="points-lines">
          {stats.pendingOrders.map((order) => (
            <li key={order.orderReference}>
              <span>
                <strong>{t('count', { points: order.points })}</strong>{' '}
                {order.availableOn
                  ? t('pending.on', { date: formatDay(locale, order.availableOn) })
                  : t('pending.undelivered', { days: stats.rules.pendingDays })}
              </span>
              <Link href={`/account/orders/${order.orderReference}`} prefetch={false}>
                {t('pending.order', { reference: order.orderReference })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExpiringPoints({ stats }: { stats: PointsStats }) {
  const t = useTranslations('points.expiring');
  const locale = useLocale();
  return (
    <section className="points-panel" aria-labelledby="points-expiring-title">
      <h2 id="points-expiring-title">{t('title')}</h2>
      {stats.expiringSoon.length === 0 ? (
        <p className="muted">{t('empty', { days: POINTS_EXPIRING_SOON_DAYS })}</p>
      ) : (
        <ul className="points-lines">
          {stats.expiringSoon.map((expiring) => (
            <li key={expiring.expiresOn}>
              {t('line', { points: expiring.points, date: formatDay(locale, expiring.expiresOn) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
