'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { CustomerParcel, OrderDetail } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { queryKeys } from '@/lib/query-keys';
import { orderParcels } from '@/lib/shop-api-browser';
import { formatEventTime, latestEvent, placeUnsaid, saysMore } from '@/lib/tracking';
import { FormAlert, useFailureText } from '../form-field';

/**
 * The parcels an order left in: who carries each, its tracking number (a link to its tracking page),
 * where it stands and what is in it. Nothing while the order has none (an unpaid order never has).
 */
export function OrderParcels({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.parcels');
  const locale = useLocale();
  const failure = useFailureText();
  const parcels = useQuery({
    queryKey: queryKeys.orderParcels(order.reference, locale),
    queryFn: () => orderParcels(order.reference),
    enabled: order.status !== 'awaiting_payment',
  });
  const items = parcels.data?.items ?? [];
  if (!parcels.error && items.length === 0) return null;
  return (
    <section className="order-box order-parcels" aria-labelledby="order-parcels-title">
      <h2 id="order-parcels-title">{t('title')}</h2>
      {parcels.error ? (
        <FormAlert>{failure(parcels.error)}</FormAlert>
      ) : (
        <ul className="order-parcel-list">
          {items.map((parcel) => (
            <OrderParcel key={parcel.trackingNumber} parcel={parcel} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderParcel({ parcel }: { parcel: CustomerParcel }) {
  const t = useTranslations('orders.parcels');
  const locale = useLocale();
  const latest = latestEvent(parcel.events);
  const state = parcel.exception ? t(`exception.${parcel.exception}`) : t(`status.${parcel.status}`);
  return (
    <li className="order-parcel">
      <div className="order-parcel-head">
        <h3>{parcel.carrier}</h3>
        <span className={`parcel-status ${parcel.status}`}>{state}</span>
      </div>
      <dl className="order-parcel-facts">
        <div>
          <dt>{t('trackingNumber')}</dt>
          <dd>
            <Link href={parcel.trackingPath} prefetch={false} className="tracking-number">
              {parcel.trackingNumber}
            </Link>
          </dd>
        </div>
        {parcel.deliveredAt ? (
          <div>
            <dt>{t('delivered')}</dt>
            <dd>
              <time dateTime={parcel.deliveredAt}>{formatEventTime(locale, parcel.deliveredAt)}</time>
            </dd>
          </div>
        ) : (
          latest && (
            <div>
              <dt>{t('latest')}</dt>
              <dd>
                <time dateTime={latest.occurredAt}>{formatEventTime(locale, latest.occurredAt)}</time>
                {placeUnsaid(latest.location, latest.description) && ` · ${latest.location}`}
                {saysMore(latest.description, state) && (
                  <>
                    <br />
                    {latest.description}
                  </>
                )}
              </dd>
            </div>
          )
        )}
      </dl>
      {parcel.lines.length > 0 && (
        <>
          <h4>{t('contents')}</h4>
          <ul className="order-parcel-lines">
            {parcel.lines.map((line) => (
              <li key={line.productId}>{t('line', { quantity: line.quantity, name: line.name })}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
