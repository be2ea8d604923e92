/**
 * The back office's shipping (`/v1/admin/...`): operators ship parcels, record steps by hand and print
 * labels. Every change is written to the audit log in its own transaction (who, what, before, after).
 */
import type { CustomerParcel, Locale, ParcelEventAdminInput, ShipInput, ShipResult } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit, type SignedInOperator } from '../back-office/index.ts';
import { parcelsForOperator, recordOperatorStep, shipOrderByReference } from './service.ts';

/** `POST /v1/admin/orders/{reference}/parcels`: the parcels made, as the customer will see them. */
export async function shipOrderAsOperator(
  db: Db,
  config: Pick<Config, 'shop'>,
  locale: Locale,
  reference: string,
  input: ShipInput,
  operator: SignedInOperator,
): Promise<ShipResult> {
  const shipment = await db.transaction().execute(async (trx) => {
    const made = await shipOrderByReference(trx, config, reference, input, operator);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'order.ship',
      subjectType: 'order',
      subjectId: reference,
      before: { status: made.orderStatus.before },
      after: {
        status: made.orderStatus.after,
        parcels: made.parcels.map(({ trackingNumber, carrierMethodId, lines }) => ({
          trackingNumber,
          carrierMethodId,
          lines,
        })),
      },
    });
    return made;
  });
  return {
    parcels: await parcelsForOperator(
      db,
      locale,
      shipment.parcels.map((parcel) => parcel.id),
    ),
  };
}

/** `POST /v1/admin/parcels/{trackingNumber}/events`: the parcel after the step. */
export async function recordStepAsOperator(
  db: Db,
  locale: Locale,
  trackingNumber: string,
  input: ParcelEventAdminInput,
  operator: SignedInOperator,
): Promise<CustomerParcel> {
  const recorded = await db.transaction().execute(async (trx) => {
    const step = await recordOperatorStep(trx, trackingNumber, input, operator);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'parcel.event',
      subjectType: 'parcel',
      subjectId: step.parcel.tracking_number,
      before: step.before,
      after: {
        status: step.parcel.status,
        exception: step.parcel.exception,
        step: {
          status: input.status,
          exception: input.exception ?? null,
          occurredAt: input.occurredAt ?? null,
          location: input.location ?? null,
        },
      },
    });
    return step;
  });
  const [parcel] = await parcelsForOperator(db, locale, [recorded.parcel.id]);
  if (!parcel) throw new Error(`parcel ${recorded.parcel.id} is gone`);
  return parcel;
}
