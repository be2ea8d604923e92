'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { AdminOrderDetail } from '@tendero/contract';
import { carrierMethods, shipOrder } from '@/lib/admin/api';
import type { MessageRef } from '@/lib/admin/errors';
import { adminKeys } from '@/lib/admin/query-keys';
import {
  emptyParcel,
  firstParcel,
  PARCELS_MAX,
  shipInput,
  shipProblems,
  unshippedUnits,
  type ParcelDraft,
} from '@/lib/admin/ship';
import { toast } from '../toaster';
import { AdminAlert, AdminField, Loading, useAdminText } from './admin-text';

/**
 * Ship the order in one or more parcels: per parcel a carrier method that serves the delivery country,
 * a tracking number if the carrier gave one, and the units of each line; everything left starts in one.
 */
export function ShipForm({ detail, onClose }: { detail: AdminOrderDetail; onClose: () => void }) {
  const t = useTranslations('admin.ship');
  const locale = useLocale();
  const { failure, fieldErrors, message } = useAdminText();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const { order } = detail;
  const country = order.addresses.delivery.countryIso;
  const carriers = useQuery({
    queryKey: adminKeys.carriers(country, locale),
    queryFn: () => carrierMethods(country),
  });
  // The customer's carrier first, even where it no longer serves the country (the API then says so).
  const options = [
    { id: order.carrier.id, name: order.carrier.name },
    ...(carriers.data?.items ?? []).filter((option) => option.id !== order.carrier.id),
  ];
  const [parcels, setParcels] = useState<ParcelDraft[]>(() => [firstParcel(detail, order.carrier.id)]);
  const [nextKey, setNextKey] = useState(1);
  const [checked, setChecked] = useState<Record<string, MessageRef>>({});
  const lines = detail.lines.filter((line) => unshippedUnits(line) > 0);
  const ship = useMutation({
    mutationFn: () => shipOrder(order.reference, shipInput(lines, parcels)),
    onSuccess: async () => {
      // The page shows the change before the form closes (and its button gives the focus back).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
      toast.success(t('shipped', { count: parcels.length }));
      onClose();
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const errors: Record<string, MessageRef> = { ...fieldErrors(ship.error), ...checked };
  const update = (key: number, change: Partial<ParcelDraft>) =>
    setParcels((now) => now.map((parcel) => (parcel.key === key ? { ...parcel, ...change } : parcel)));
  const lineProblems = lines.flatMap((line) => errors[`lines.${line.position}`] ?? []);
  const placed = (path: string) =>
    /^parcels\.\d+\.(carrierMethodId|trackingNumber|lines)$/.test(path) || path.startsWith('lines.');
  const unplaced = ship.error && Object.keys(fieldErrors(ship.error)).every((path) => !placed(path));

  return (
    <form
      className="form admin-panel"
      aria-labelledby="ship-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = shipProblems(lines, parcels);
        setChecked(problems);
        if (Object.keys(problems).length === 0) ship.mutate();
      }}
    >
      <h2 id="ship-title" ref={heading} tabIndex={-1}>
        {t('title', { reference: order.reference })}
      </h2>
      <p className="lead">{t('lead')}</p>
      {carriers.isPending && <Loading>{t('loadingCarriers')}</Loading>}
      {parcels.map((parcel, index) => (
        <fieldset
          key={parcel.key}
          aria-describedby={errors[`parcels.${index}.lines`] ? `ship-parcel-${parcel.key}-error` : undefined}
        >
          <legend>{t('parcel', { number: index + 1 })}</legend>
          <div className="field-row">
            <AdminField label={t('carrier')} error={errors[`parcels.${index}.carrierMethodId`]}>
              {(control) => (
                <select
                  {...control}
                  value={parcel.carrierMethodId ?? ''}
                  onChange={(event) =>
                    update(parcel.key, {
                      carrierMethodId: event.target.value ? Number(event.target.value) : null,
                    })
                  }
                >
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
            <AdminField
              label={t('trackingNumber')}
              hint={t('trackingHint')}
              error={errors[`parcels.${index}.trackingNumber`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={48}
                  value={parcel.trackingNumber}
                  onChange={(event) => update(parcel.key, { trackingNumber: event.target.value })}
                />
              )}
            </AdminField>
          </div>
          <div className="field-row">
            {lines.map((line) => (
              <AdminField
                key={line.position}
                label={t('units', { name: line.name })}
                hint={t('left', { count: unshippedUnits(line) })}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={unshippedUnits(line)}
                    step={1}
                    value={parcel.quantities[line.position] ?? 0}
                    onChange={(event) =>
                      update(parcel.key, {
                        quantities: {
                          ...parcel.quantities,
                          [line.position]: Math.max(0, Math.floor(Number(event.target.value) || 0)),
                        },
                      })
                    }
                  />
                )}
              </AdminField>
            ))}
          </div>
          {errors[`parcels.${index}.lines`] && (
            <p id={`ship-parcel-${parcel.key}-error`} className="field-error">
              {message(errors[`parcels.${index}.lines`] as MessageRef)}
            </p>
          )}
          {parcels.length > 1 && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setParcels((now) => now.filter((entry) => entry.key !== parcel.key));
                setChecked({});
                heading.current?.focus();
              }}
            >
              {t('removeParcel', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {parcels.length < PARCELS_MAX && (
        <button
          type="button"
          className="button secondary admin-add"
          onClick={() => {
            setParcels((now) => [...now, emptyParcel(nextKey, order.carrier.id)]);
            setNextKey((key) => key + 1);
          }}
        >
          {t('addParcel')}
        </button>
      )}
      {lineProblems.length > 0 && (
        <div role="alert" className="form-alert">
          <ul className="admin-plain-list">
            {lineProblems.map((problem) => (
              <li key={String(problem.params.name)}>{message(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {unplaced && <AdminAlert>{failure(ship.error)}</AdminAlert>}
      <div className="actions">
        <button type="submit" className="button" disabled={ship.isPending || ship.isSuccess}>
          {ship.isPending ? t('pending') : t('submit')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </form>
  );
}
