import type { AdminOrderDetail, AdminOrderLine } from '@tendero/contract';
import type { ShipBody } from './bodies';
import type { MessageRef } from './errors';

/** One parcel of the ship form: its carrier method, an optional tracking number, units per line position. */
export interface ParcelDraft {
  /** Stable for React while parcels are added and removed. */
  key: number;
  carrierMethodId: number | null;
  trackingNumber: string;
  quantities: Readonly<Record<number, number>>;
}

/** At most this many parcels in one shipment (the contract's bound). */
export const PARCELS_MAX = 20;

/**
 * Units of a line still to ship: bought, not refunded and not in a parcel yet. The most the ship form
 * may put in parcels, as the API counts them.
 */
export function unshippedUnits(line: AdminOrderLine): number {
  return Math.max(0, line.quantity - line.refunded - line.shipped);
}

/** What a new shipment suggests for a line: every unit still to ship. */
export function suggestedUnits(line: AdminOrderLine): number {
  return unshippedUnits(line);
}

/** Paid or being prepared (whatever was refunded), with units still to ship. */
export function shippable(detail: AdminOrderDetail): boolean {
  return (
    (detail.fulfilmentStatus === 'paid' || detail.fulfilmentStatus === 'processing') &&
    detail.lines.some((line) => unshippedUnits(line) > 0)
  );
}

/** The first parcel of the form: everything left, with the carrier the customer chose. */
export function firstParcel(detail: AdminOrderDetail, carrierMethodId: number | null): ParcelDraft {
  return {
    key: 0,
    carrierMethodId,
    trackingNumber: '',
    quantities: Object.fromEntries(detail.lines.map((line) => [line.position, suggestedUnits(line)])),
  };
}

/** Another, empty parcel: the operator moves units into it. */
export function emptyParcel(key: number, carrierMethodId: number | null): ParcelDraft {
  return { key, carrierMethodId, trackingNumber: '', quantities: {} };
}

/**
 * What the browser can tell before sending, as messages by field path: a parcel without a carrier or
 * without units, and a line put in parcels more often than it has units left.
 */
export function shipProblems(lines: readonly AdminOrderLine[], parcels: readonly ParcelDraft[]) {
  const problems: Record<string, MessageRef> = {};
  parcels.forEach((parcel, index) => {
    if (parcel.carrierMethodId === null)
      problems[`parcels.${index}.carrierMethodId`] = { key: 'admin.ship.chooseCarrier', params: {} };
    if (!lines.some((line) => (parcel.quantities[line.position] ?? 0) > 0))
      problems[`parcels.${index}.lines`] = { key: 'admin.ship.emptyParcel', params: {} };
  });
  for (const line of lines) {
    const units = parcels.reduce((sum, parcel) => sum + (parcel.quantities[line.position] ?? 0), 0);
    if (units > unshippedUnits(line))
      problems[`lines.${line.position}`] = {
        key: 'admin.ship.tooMany',
        params: { name: line.name, maximum: unshippedUnits(line) },
      };
  }
  return problems;
}

/** The request body: each parcel with its carrier, its tracking number if typed, and its units. */
export function shipInput(lines: readonly AdminOrderLine[], parcels: readonly ParcelDraft[]): ShipBody {
  return {
    parcels: parcels.map((parcel) => {
      const trackingNumber = parcel.trackingNumber.replace(/\s+/g, '').toUpperCase();
      return {
        carrierMethodId: parcel.carrierMethodId ?? 0,
        ...(trackingNumber === '' ? {} : { trackingNumber }),
        lines: lines
          .map((line) => ({ position: line.position, quantity: parcel.quantities[line.position] ?? 0 }))
          .filter((line) => line.quantity > 0),
      };
    }),
  };
}
