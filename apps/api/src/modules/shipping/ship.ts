/**
 * Shipping an order (docs/flows.md#shipping-an-order): one or more parcels, each with order lines and
 * quantities, never more units than were bought, not refunded and not in a parcel yet; only paid or
 * processing orders ship, with a carrier method that serves the order's country. The order moves to
 * `processing` while units are left and to `shipped` once all are in parcels; each parcel writes
 * `parcel.shipped` (its mail), all in the caller's transaction.
 */
import { ADMIN_ERRORS, type ErrorDetail, type OrderStatus, type ShipInput } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import { carrierMethodServing } from '../carriers/index.ts';
import { cartProducts } from '../catalog/index.ts';
import { enqueueEvent } from '../events/service.ts';
import {
  advanceFulfilment,
  linePosition,
  lockOrderForFulfilment,
  OrderNotFound,
  unitsToFulfil,
  type FulfilmentOrder,
} from '../orders/index.ts';
import type { LabelFacts } from './label-facts.ts';
import * as repository from './repository.ts';
import { isAcceptableTrackingNumber, newShopTrackingNumber, normalisePostcode } from './tracking-number.ts';

export class OrderNotShippable extends DomainError {
  constructor() {
    super(409, ADMIN_ERRORS.notShippable);
  }
}

/** More units of a line than were bought and are not shipped yet; `available` says how many are left. */
export class ShipTooMany extends DomainError {
  constructor(details: ErrorDetail[]) {
    super(409, ADMIN_ERRORS.shipTooMany, details);
  }
}

export class TrackingNumberTaken extends DomainError {
  constructor(path: string) {
    super(409, ADMIN_ERRORS.trackingNumberTaken, [{ path, message: ADMIN_ERRORS.trackingNumberTaken }]);
  }
}

export class CarrierUnserved extends DomainError {
  constructor(path: string) {
    super(400, ADMIN_ERRORS.carrierUnserved, [{ path, message: ADMIN_ERRORS.carrierUnserved }]);
  }
}

/** Who ships: recorded on the parcel's first step. */
export interface ShippingOperator {
  operatorId: number;
}

/** What a shipment made: its parcels (in the order of the input) and the order's state before and after. */
export interface Shipment {
  /** Line positions as the admin API numbers them (1 for an order's first line). */
  parcels: {
    id: number;
    trackingNumber: string;
    carrierMethodId: number;
    lines: { position: number; quantity: number }[];
  }[];
  orderStatus: { before: OrderStatus; after: OrderStatus };
}

const SHIPPABLE: readonly string[] = ['paid', 'processing'];

// The admin API numbers an order's lines from 1 (`ShipInput`'s positions); the order keeps them from 0.
// Everything below works with the order's positions.

/** Units of each line (by position) the input puts in parcels, checked against the order and what shipped. */
function checkQuantities(
  order: FulfilmentOrder,
  input: ShipInput,
  shipped: ReadonlyMap<number, number>,
): Map<number, number> {
  const toFulfil = new Map(order.lines.map((line) => [line.position, unitsToFulfil(line)]));
  const requested = new Map<number, number>();
  const firstPath = new Map<number, string>();
  input.parcels.forEach((parcel, index) =>
    parcel.lines.forEach((line, lineIndex) => {
      const path = `parcels.${index}.lines.${lineIndex}`;
      if (!toFulfil.has(line.position))
        throw new InvalidInput(`${path}.position`, 'validation.orderLine.unknown');
      requested.set(line.position, (requested.get(line.position) ?? 0) + line.quantity);
      if (!firstPath.has(line.position)) firstPath.set(line.position, `${path}.quantity`);
    }),
  );
  const tooMany: ErrorDetail[] = [];
  for (const [position, quantity] of requested) {
    const available = (toFulfil.get(position) ?? 0) - (shipped.get(position) ?? 0);
    if (quantity > available) {
      tooMany.push({
        path: firstPath.get(position) ?? 'parcels',
        message: ADMIN_ERRORS.shipTooMany,
        params: {
          position: linePosition.toApi(position),
          available: Math.max(0, available),
          requested: quantity,
        },
      });
    }
  }
  if (tooMany.length > 0) throw new ShipTooMany(tooMany);
  return requested;
}

/** The tracking number of each parcel: the carrier's as given (checked, unused), else a new S10 one. */
async function trackingNumbersFor(trx: Trx, input: ShipInput, country: string): Promise<string[]> {
  const given = input.parcels.map((parcel) => parcel.trackingNumber);
  given.forEach((number, index) => {
    if (number !== undefined && !isAcceptableTrackingNumber(number))
      throw new InvalidInput(`parcels.${index}.trackingNumber`, 'validation.trackingNumber.checkDigit');
  });
  const seen = new Set<string>();
  given.forEach((number, index) => {
    if (number === undefined) return;
    if (seen.has(number)) throw new TrackingNumberTaken(`parcels.${index}.trackingNumber`);
    seen.add(number);
  });
  const taken = new Set(await repository.takenTrackingNumbers(trx, [...seen]));
  const numbers: string[] = [];
  for (const [index, number] of given.entries()) {
    if (number !== undefined) {
      if (taken.has(number)) throw new TrackingNumberTaken(`parcels.${index}.trackingNumber`);
      numbers.push(number);
      continue;
    }
    // 10^8 serials: a clash is rare; the unique index guards what this check misses.
    for (;;) {
      const made = newShopTrackingNumber(country);
      if (seen.has(made) || (await repository.takenTrackingNumbers(trx, [made])).length > 0) continue;
      seen.add(made);
      numbers.push(made);
      break;
    }
  }
  return numbers;
}

/**
 * Ships parcels of an order in the caller's transaction (the order row stays locked until it ends, so
 * two operators never ship the same units). Lines are numbered as the admin API numbers them, from 1.
 */
export async function shipOrder(
  trx: Trx,
  orderId: number,
  wanted: ShipInput,
  operator: ShippingOperator,
  seller: Pick<Config['shop'], 'name' | 'address' | 'country' | 'timeZone'>,
): Promise<Shipment> {
  const input: ShipInput = {
    parcels: wanted.parcels.map((parcel) => ({
      ...parcel,
      lines: parcel.lines.map((line) => ({
        position: linePosition.fromApi(line.position),
        quantity: line.quantity,
      })),
    })),
  };
  const order = await lockOrderForFulfilment(trx, orderId);
  if (!order) throw new OrderNotFound();
  if (!SHIPPABLE.includes(order.status)) throw new OrderNotShippable();

  const carriers = await Promise.all(
    input.parcels.map(async (parcel, index) => {
      const method = await carrierMethodServing(
        trx,
        order.locale,
        parcel.carrierMethodId,
        order.delivery.countryIso,
      );
      if (!method) throw new CarrierUnserved(`parcels.${index}.carrierMethodId`);
      return method;
    }),
  );
  const shipped = new Map(
    (await repository.shippedUnits(trx, orderId)).map((row) => [row.position, Number(row.quantity)]),
  );
  const requested = checkQuantities(order, input, shipped);
  const trackingNumbers = await trackingNumbersFor(trx, input, seller.country);

  const productOf = new Map(order.lines.map((line) => [line.position, line.productId]));
  const products = await cartProducts(trx, order.locale, [...new Set(productOf.values())]);
  const weightOf = (lines: ShipInput['parcels'][number]['lines']): number | null => {
    let grams = 0;
    for (const line of lines) {
      const weight = products.get(productOf.get(line.position) ?? 0)?.weightGrams;
      if (!weight) return null;
      grams += weight * line.quantity;
    }
    return grams;
  };

  const now = new Date().toISOString();
  const delivery = order.delivery;
  const parcels: Shipment['parcels'] = [];
  for (const [index, parcel] of input.parcels.entries()) {
    const carrier = carriers[index];
    const trackingNumber = trackingNumbers[index];
    if (!carrier || !trackingNumber) throw new Error('every parcel has its carrier and number');
    // A line named twice in one parcel is one line of the parcel.
    const units = new Map<number, number>();
    for (const line of parcel.lines)
      units.set(line.position, (units.get(line.position) ?? 0) + line.quantity);
    const weightGrams = weightOf(parcel.lines);
    const label: LabelFacts = {
      trackingNumber,
      carrier: carrier.name,
      orderReference: order.reference,
      shippedAt: now,
      timeZone: seller.timeZone,
      sender: { name: seller.name, address: seller.address, countryIso: seller.country },
      recipient: {
        name: `${delivery.firstName} ${delivery.lastName}`,
        company: delivery.company,
        address1: delivery.address1,
        address2: delivery.address2,
        postcode: delivery.postcode,
        city: delivery.city,
        state: delivery.stateName,
        countryIso: delivery.countryIso,
      },
      weightGrams,
      index: index + 1,
      count: input.parcels.length,
    };
    const parcelId = await repository.insertParcel(trx, {
      order_id: order.id,
      customer_id: order.customerId,
      tracking_number: trackingNumber,
      carrier_method_id: carrier.id,
      carrier_name: carrier.name,
      status: 'label_created',
      exception: null,
      status_at: now,
      to_country: delivery.countryIso,
      to_postcode_normalised: normalisePostcode(delivery.postcode),
      weight_grams: weightGrams,
      label_data: JSON.stringify(label),
      shipped_at: now,
      delivered_at: null,
      updated_at: now,
    });
    await repository.insertParcelLines(
      trx,
      [...units].map(([position, quantity]) => ({ parcel_id: parcelId, position, quantity })),
    );
    const parcelEventId = await repository.insertParcelEvent(trx, {
      parcel_id: parcelId,
      status: 'label_created',
      exception: null,
      occurred_at: now,
      location: null,
      source: 'operator',
      operator_id: operator.operatorId,
      carrier_event_id: null,
      mailed_at: null,
      created_at: now,
    });
    await enqueueEvent(trx, 'parcel.shipped', { parcelId, parcelEventId });
    parcels.push({
      id: parcelId,
      trackingNumber,
      carrierMethodId: carrier.id,
      lines: [...units].map(([position, quantity]) => ({ position: linePosition.toApi(position), quantity })),
    });
  }

  const allShipped = order.lines.every(
    (line) => (shipped.get(line.position) ?? 0) + (requested.get(line.position) ?? 0) >= unitsToFulfil(line),
  );
  const next = allShipped ? 'shipped' : 'processing';
  const moved = await advanceFulfilment(trx, order.id, next, now);
  return { parcels, orderStatus: { before: order.status, after: moved ? next : order.status } };
}
