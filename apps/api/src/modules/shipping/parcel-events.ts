/**
 * A parcel's steps (docs/flows.md#tracking-steps), from an operator or the carrier's webhook. A carrier's
 * event is recorded once by its id, however often it arrives; an event older than the parcel's current step
 * goes into the history without changing the status. Out for delivery, delivered, a failed attempt and a
 * return to the sender write their events (the mails); when the last parcel of a fully shipped order is delivered,
 * the order is delivered too. A return parcel's steps only tell its return (`returnParcel.moved`).
 */
import { PARCEL_ERRORS, type ParcelException, type ParcelStatus } from '@tendero/contract';
import type { Trx } from '../../db/transaction.ts';
import { InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import { advanceFulfilment, fulfilmentOrderOf, lockOrderRow, unitsToFulfil } from '../orders/index.ts';
import * as repository from './repository.ts';
import type { ParcelRow } from './repository.ts';

export class ParcelNotFound extends NotFound {
  constructor() {
    super(PARCEL_ERRORS.notFound);
  }
}

/** A carrier's clock may run a little ahead; a step further in the future than this is refused. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** One step of a parcel, as an operator or a carrier reports it. */
export interface ParcelStep {
  status: ParcelStatus;
  exception?: ParcelException | null;
  /** ISO 8601 with any offset; stored in UTC. */
  occurredAt: string;
  location?: string | null;
}

export type StepSource =
  { source: 'carrier'; carrierEventId: string } | { source: 'operator'; operatorId: number };

export interface RecordedStep {
  /** False when the carrier's event id was known already: nothing changed. */
  recorded: boolean;
  parcel: ParcelRow;
  /** The parcel's state before this step. */
  before: { status: ParcelStatus; exception: ParcelException | null };
}

/** The exception goes with the `exception` status and only with it. */
function checkException(step: ParcelStep): ParcelException | null {
  const exception = step.exception ?? null;
  if (step.status === 'exception' && exception === null)
    throw new InvalidInput('exception', 'validation.exception.required');
  if (step.status !== 'exception' && exception !== null)
    throw new InvalidInput('exception', 'validation.exception.unexpected');
  return exception;
}

/**
 * How far the order's parcels have got: whether it has any, whether every unit still to be fulfilled
 * (bought and not refunded) is in one, and whether every parcel is delivered.
 */
async function fulfilmentProgress(
  trx: Trx,
  orderId: number,
): Promise<{ parcels: number; allOut: boolean; allDelivered: boolean }> {
  const [order, shipped, parcels] = await Promise.all([
    fulfilmentOrderOf(trx, orderId),
    repository.shippedUnits(trx, orderId),
    repository.parcelStatesOfOrder(trx, orderId),
  ]);
  const units = new Map(shipped.map((row) => [row.position, Number(row.quantity)]));
  return {
    parcels: parcels.length,
    allOut:
      order !== null && order.lines.every((line) => (units.get(line.position) ?? 0) >= unitsToFulfil(line)),
    allDelivered: parcels.every((parcel) => parcel.status === 'delivered'),
  };
}

/**
 * After a refund of an order (locked by the caller): when the units refunded were the last still to
 * ship, the order is shipped, and delivered when its parcels all are.
 */
export async function settleFulfilmentAfterRefund(trx: Trx, orderId: number, at: string): Promise<void> {
  const progress = await fulfilmentProgress(trx, orderId);
  if (progress.parcels === 0 || !progress.allOut) return;
  await advanceFulfilment(trx, orderId, 'shipped', at);
  if (progress.allDelivered) await advanceFulfilment(trx, orderId, 'delivered', at);
}

/**
 * Records a step of the parcel with this tracking number in the caller's transaction. The order row is
 * locked first, then the parcel, as shipping does: steps of one order's parcels take turns, so the last
 * delivery sees the others.
 */
export async function recordParcelEvent(
  trx: Trx,
  trackingNumber: string,
  step: ParcelStep,
  from: StepSource,
): Promise<RecordedStep> {
  const exception = checkException(step);
  const occurred = new Date(step.occurredAt);
  if (Number.isNaN(occurred.getTime())) throw new InvalidInput('occurredAt', 'validation.string.datetime');
  const now = new Date();
  if (occurred.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw new InvalidInput('occurredAt', 'validation.occurredAt.future');
  const occurredAt = occurred.toISOString();

  const found = await repository.parcelByTracking(trx, trackingNumber);
  if (!found) throw new ParcelNotFound();
  await lockOrderRow(trx, found.order_id);
  const parcel = await repository.lockParcel(trx, found.id);
  if (!parcel) throw new ParcelNotFound();
  const before = { status: parcel.status, exception: parcel.exception };

  if (from.source === 'carrier' && (await repository.carrierEventRecorded(trx, from.carrierEventId))) {
    return { recorded: false, parcel, before };
  }
  const at = now.toISOString();
  const parcelEventId = await repository.insertParcelEvent(trx, {
    parcel_id: parcel.id,
    status: step.status,
    exception,
    occurred_at: occurredAt,
    location: step.location ?? null,
    source: from.source,
    operator_id: from.source === 'operator' ? from.operatorId : null,
    carrier_event_id: from.source === 'carrier' ? from.carrierEventId : null,
    mailed_at: null,
    created_at: at,
  });
  // Older than the step the parcel is at: history only (a carrier's events may arrive out of order).
  if (occurredAt < parcel.status_at) return { recorded: true, parcel, before };

  const changed = step.status !== parcel.status || exception !== parcel.exception;
  const delivered = step.status === 'delivered';
  const updated: ParcelRow = {
    ...parcel,
    status: step.status,
    exception,
    status_at: occurredAt,
    delivered_at: delivered ? (parcel.status === 'delivered' ? parcel.delivered_at : occurredAt) : null,
    updated_at: at,
  };
  await repository.updateParcel(trx, parcel.id, {
    status: updated.status,
    exception: updated.exception,
    status_at: updated.status_at,
    delivered_at: updated.delivered_at,
    updated_at: updated.updated_at,
  });
  // A return parcel tells its return (which tells its customer); the order's fulfilment is done.
  if (parcel.kind === 'return') {
    if (changed) await enqueueEvent(trx, 'returnParcel.moved', { parcelId: parcel.id });
    return { recorded: true, parcel: updated, before };
  }
  if (changed && exception === 'attempt_failed')
    await enqueueEvent(trx, 'parcel.attemptFailed', { parcelId: parcel.id, parcelEventId });
  if (changed && exception === 'returned_to_sender')
    await enqueueEvent(trx, 'parcel.returnedToSender', { parcelId: parcel.id, parcelEventId });
  if (changed && step.status === 'out_for_delivery')
    await enqueueEvent(trx, 'parcel.outForDelivery', { parcelId: parcel.id, parcelEventId });
  if (changed && delivered) {
    await enqueueEvent(trx, 'parcel.delivered', { parcelId: parcel.id, parcelEventId });
    const progress = await fulfilmentProgress(trx, parcel.order_id);
    if (progress.allOut && progress.allDelivered)
      await advanceFulfilment(trx, parcel.order_id, 'delivered', at);
  }
  return { recorded: true, parcel: updated, before };
}
