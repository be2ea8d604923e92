'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ParcelEvent, TrackedParcel } from '@tendero/contract';
import {
  countryName,
  formatEventDay,
  formatEventTime,
  handedOverAt,
  latestEvent,
  newestFirst,
  placeUnsaid,
  saysMore,
} from '@/lib/tracking';

/** What a step is called: the exception's own words when something went wrong, else its status. */
function useStepName() {
  const t = useTranslations('track');
  return (step: Pick<ParcelEvent, 'status' | 'exception'>) =>
    step.exception ? t(`exception.${step.exception}`) : t(`status.${step.status}`);
}

/**
 * A parcel found by number and postcode: where it stands now (large), who carries it and since when,
 * and its journey newest first. Times are the shop's, its zone named, as on the order page and in mails.
 */
export function ParcelResult({ parcel }: { parcel: TrackedParcel }) {
  const t = useTranslations('track');
  const locale = useLocale();
  const stepName = useStepName();
  const latest = latestEvent(parcel.events);
  const events = newestFirst(parcel.events);
  // Until the carrier has it, the day the label was made is all there is to say.
  const handedOver = handedOverAt(parcel.events);
  return (
    <section className="parcel" aria-labelledby="parcel-title">
      <h2 id="parcel-title" tabIndex={-1} data-outcome>
        {t('parcel', { number: parcel.trackingNumber })}
      </h2>
      <div className={`parcel-now ${parcel.status}`}>
        <p className="parcel-now-label">{t('current')}</p>
        <p className="parcel-now-status">{t(`status.${parcel.status}`)}</p>
        {parcel.exception && <p className="parcel-now-exception">{t(`exception.${parcel.exception}`)}</p>}
        {parcel.deliveredAt ? (
          <p className="parcel-now-when">
            <time dateTime={parcel.deliveredAt}>
              {t('deliveredOn', { date: formatEventTime(locale, parcel.deliveredAt) })}
            </time>
          </p>
        ) : (
          latest && (
            <p className="parcel-now-when">
              {t('lastUpdate', { date: formatEventTime(locale, latest.occurredAt) })}
              {latest.location && (
                <>
                  <br />
                  {latest.location}
                </>
              )}
            </p>
          )
        )}
      </div>
      <dl className="parcel-facts">
        <div>
          <dt>{t('carrier')}</dt>
          <dd>{parcel.carrier}</dd>
        </div>
        {handedOver ? (
          <div>
            <dt>{t('shipped')}</dt>
            <dd>
              <time dateTime={handedOver}>{formatEventDay(locale, handedOver)}</time>
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('status.label_created')}</dt>
            <dd>
              <time dateTime={parcel.shippedAt}>{formatEventDay(locale, parcel.shippedAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('destination')}</dt>
          <dd>{countryName(locale, parcel.toCountry)}</dd>
        </div>
      </dl>
      <h3>{t('history')}</h3>
      {events.length === 0 ? (
        <p>{t('noEvents')}</p>
      ) : (
        <ol className="parcel-timeline">
          {events.map((event, index) => (
            <li
              key={`${event.occurredAt}-${events.length - index}`}
              aria-current={index === 0 ? 'step' : undefined}
              className={event.exception ? 'exception' : undefined}
            >
              <p className="parcel-event-head">
                <span className="parcel-event-status">{stepName(event)}</span>{' '}
                <time dateTime={event.occurredAt}>{formatEventTime(locale, event.occurredAt)}</time>
              </p>
              {placeUnsaid(event.location, event.description) && (
                <p className="parcel-event-place">{event.location}</p>
              )}
              {saysMore(event.description, stepName(event)) && (
                <p className="parcel-event-description">{event.description}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
