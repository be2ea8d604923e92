'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  PARCEL_EXCEPTIONS,
  PARCEL_STATUSES,
  type CustomerParcel,
  type ParcelStatus,
} from '@tendero/contract';
import { addParcelEvent } from '@/lib/admin/api';
import { deliveredNow, parcelEventInput, type ParcelEventDraft } from '@/lib/admin/parcel-event';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, AdminField, TableBox, useAdminText } from './admin-text';

/** Where a parcel's label PDF is served to operators. */
export const labelHref = (trackingNumber: string) =>
  `/v1/admin/parcels/${encodeURIComponent(trackingNumber)}/label`;

/** Adds a tracking event; failures go to a toast where no form shows them ("mark as delivered"). */
function useParcelEvent(parcel: CustomerParcel, onDone: () => void, toastFailures: boolean) {
  const t = useTranslations('admin.event');
  const { failure } = useAdminText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ParcelEventDraft) => addParcelEvent(parcel.trackingNumber, parcelEventInput(draft)),
    onSuccess: async () => {
      // The page shows the change before the form closes (and its button gives the focus back).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
      toast.success(t('added', { number: parcel.trackingNumber }));
      onDone();
    },
    onError: (error) => {
      if (toastFailures) toast.error(failure(error));
    },
  });
}

/** A step of a parcel's journey entered by hand: a carrier's word on the phone, a failed attempt, delivered. */
function ParcelEventForm({ parcel, onClose }: { parcel: CustomerParcel; onClose: () => void }) {
  const t = useTranslations('admin');
  const { failure, fieldErrors } = useAdminText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<ParcelEventDraft>({
    status: parcel.status === 'label_created' ? 'in_transit' : parcel.status,
    exception: parcel.exception ?? 'attempt_failed',
    occurredAt: '',
    location: '',
  });
  const add = useParcelEvent(parcel, onClose, false);
  useEffect(() => heading.current?.focus(), []);
  const errors = fieldErrors(add.error);
  const unplaced = add.error && !errors.status && !errors.exception && !errors.occurredAt && !errors.location;
  const titleId = `event-${parcel.trackingNumber}`;
  return (
    <form
      className="form admin-panel"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(draft);
      }}
    >
      <h4 id={titleId} ref={heading} tabIndex={-1}>
        {t('event.title', { number: parcel.trackingNumber })}
      </h4>
      {unplaced && <AdminAlert>{failure(add.error)}</AdminAlert>}
      <div className="field-row">
        <AdminField label={t('event.status')} error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={draft.status}
              onChange={(event) => setDraft({ ...draft, status: event.target.value as ParcelStatus })}
            >
              {PARCEL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`parcelStatus.${status}`)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {draft.status === 'exception' && (
          <AdminField label={t('event.exception')} error={errors.exception}>
            {(control) => (
              <select
                {...control}
                value={draft.exception}
                onChange={(event) =>
                  setDraft({ ...draft, exception: event.target.value as ParcelEventDraft['exception'] })
                }
              >
                {PARCEL_EXCEPTIONS.map((exception) => (
                  <option key={exception} value={exception}>
                    {t(`parcelException.${exception}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        )}
        <AdminField label={t('event.occurredAt')} hint={t('event.occurredAtHint')} error={errors.occurredAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={draft.occurredAt}
              onChange={(event) => setDraft({ ...draft, occurredAt: event.target.value })}
            />
          )}
        </AdminField>
        <AdminField label={t('event.location')} hint={t('event.locationHint')} error={errors.location}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={128}
              value={draft.location}
              onChange={(event) => setDraft({ ...draft, location: event.target.value })}
            />
          )}
        </AdminField>
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('event.pending') : t('event.submit')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('event.close')}
        </button>
      </div>
    </form>
  );
}

/** One parcel: carrier, state, contents, label, its tracking events, and a way to add one. */
function ParcelCard({ parcel, number }: { parcel: CustomerParcel; number: number }) {
  const t = useTranslations('admin');
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const deliver = useParcelEvent(parcel, () => undefined, true);
  const close = () => {
    setAdding(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const titleId = `parcel-${number}-title`;
  return (
    <li className="order-box admin-parcel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('parcels.parcel', { number: parcel.trackingNumber })}</h3>
      <dl className="admin-facts">
        <div>
          <dt>{t('parcels.carrier')}</dt>
          <dd>{parcel.carrier}</dd>
        </div>
        <div>
          <dt>{t('parcels.status')}</dt>
          <dd>
            <span className={`parcel-status ${parcel.status}`}>{t(`parcelStatus.${parcel.status}`)}</span>
            {parcel.exception && <> ({t(`parcelException.${parcel.exception}`)})</>}
          </dd>
        </div>
        <div>
          <dt>{t('parcels.contents')}</dt>
          <dd>
            <ul className="admin-plain-list">
              {parcel.lines.map((line) => (
                <li key={`${line.productId}-${line.name}`}>
                  {t('parcels.line', { quantity: line.quantity, name: line.name })}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="muted">
        {t('parcels.shippedOn', { date: formatDate(locale, parcel.shippedAt) })}
        {parcel.deliveredAt && (
          <> · {t('parcels.deliveredOn', { date: formatDate(locale, parcel.deliveredAt) })}</>
        )}
      </p>
      <ul className="admin-links">
        <li>
          <a href={labelHref(parcel.trackingNumber)} type="application/pdf">
            {t('parcels.label', { number: parcel.trackingNumber })}
          </a>
        </li>
        <li>
          <a href={parcel.trackingPath}>{t('parcels.trackingPage', { number: parcel.trackingNumber })}</a>
        </li>
      </ul>
      {parcel.events.length > 0 && (
        <TableBox label={t('parcels.events', { number: parcel.trackingNumber })}>
          <table className="admin-table">
            <caption>{t('parcels.events', { number: parcel.trackingNumber })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('parcels.when')}</th>
                <th scope="col">{t('parcels.what')}</th>
                <th scope="col">{t('parcels.where')}</th>
              </tr>
            </thead>
            <tbody>
              {parcel.events.map((event) => (
                <tr key={`${event.status}-${event.occurredAt}`}>
                  <th scope="row">
                    <time dateTime={event.occurredAt}>{formatDateTime(locale, event.occurredAt)}</time>
                  </th>
                  <td>{event.description}</td>
                  <td>{event.location ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {adding ? (
        <ParcelEventForm parcel={parcel} onClose={close} />
      ) : (
        <div className="actions">
          <button ref={opener} type="button" className="button secondary" onClick={() => setAdding(true)}>
            {t('event.open')}
          </button>
          {parcel.status !== 'delivered' && (
            <button
              type="button"
              className="button secondary"
              disabled={deliver.isPending}
              onClick={() => deliver.mutate(deliveredNow)}
            >
              {deliver.isPending ? t('event.pending') : t('event.markDelivered')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** The order's parcels, each with its events and its label. */
export function OrderParcels({ parcels }: { parcels: readonly CustomerParcel[] }) {
  const t = useTranslations('admin.parcels');
  return (
    <section aria-labelledby="order-parcels-title">
      <h2 id="order-parcels-title">{t('title')}</h2>
      {parcels.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="admin-parcels">
          {parcels.map((parcel, index) => (
            <ParcelCard key={parcel.trackingNumber} parcel={parcel} number={index + 1} />
          ))}
        </ul>
      )}
    </section>
  );
}
