/**
 * The parcel mails, written by the handlers of `parcel.shipped`, `parcel.outForDelivery`,
 * `parcel.delivered`, `parcel.attemptFailed` and `parcel.returnedToSender`: in the order's language, each once (the step's row is locked and marked, so a
 * handler that runs twice queues one mail).
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ParcelException, ParcelStatus } from '@tendero/contract';
import {
  enqueueMail,
  parcelAttemptFailedMail,
  parcelDeliveredMail,
  parcelOutForDeliveryMail,
  parcelReturnedMail,
  parcelShippedMail,
  shopLink,
  type ParcelMailFacts,
} from '../mail/index.ts';
import { fulfilmentOrderOf } from '../orders/index.ts';
import type { LabelFacts } from './label-facts.ts';
import * as repository from './repository.ts';
import { trackingPathOf } from './views.ts';

export type ParcelMailKind =
  'shipped' | 'outForDelivery' | 'delivered' | 'attemptFailed' | 'returnedToSender';

const MAILS = {
  shipped: parcelShippedMail,
  outForDelivery: parcelOutForDeliveryMail,
  delivered: parcelDeliveredMail,
  attemptFailed: parcelAttemptFailedMail,
  returnedToSender: parcelReturnedMail,
} as const;

/**
 * The state a parcel must still be in for its mail to make sense when the handler runs: "we could not
 * deliver" after the next attempt delivered it would only confuse.
 */
const STILL: Record<ParcelMailKind, { status: ParcelStatus; exception: ParcelException | null } | null> = {
  shipped: null,
  outForDelivery: { status: 'out_for_delivery', exception: null },
  delivered: { status: 'delivered', exception: null },
  attemptFailed: { status: 'exception', exception: 'attempt_failed' },
  returnedToSender: { status: 'exception', exception: 'returned_to_sender' },
};

export async function sendParcelMail(
  db: Db,
  config: Config,
  kind: ParcelMailKind,
  { parcelId, parcelEventId }: { parcelId: number; parcelEventId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const step = await repository.lockParcelEvent(trx, parcelEventId);
    if (!step || step.parcel_id !== parcelId || step.mailed_at !== null) return;
    const parcel = await repository.parcelById(trx, parcelId);
    // "Arrives today" after it was delivered (a worker that fell behind) would only confuse.
    const still = STILL[kind];
    if (
      !parcel ||
      (still !== null && (parcel.status !== still.status || parcel.exception !== still.exception))
    )
      return;
    const order = await fulfilmentOrderOf(trx, parcel.order_id);
    if (!order) return;
    const [lines, shipped] = await Promise.all([
      repository.parcelLines(trx, [parcelId]),
      repository.shippedUnits(trx, parcel.order_id),
    ]);
    const label = JSON.parse(parcel.label_data) as LabelFacts;
    const names = new Map(order.lines.map((line) => [line.position, line.name]));
    const units = new Map(shipped.map((row) => [row.position, Number(row.quantity)]));
    const facts: ParcelMailFacts = {
      reference: order.reference,
      trackingNumber: parcel.tracking_number,
      carrier: parcel.carrier_name,
      trackingUrl: shopLink(config, order.locale, trackingPathOf(parcel)),
      postcode: order.delivery.postcode,
      index: label.index,
      count: label.count,
      lines: lines.map((line) => ({ name: names.get(line.position) ?? '', quantity: line.quantity })),
      moreToFollow: order.lines.some((line) => (units.get(line.position) ?? 0) < line.quantity),
      deliveredAt: parcel.delivered_at,
      stepAt: step.occurred_at,
      timeZone: config.shop.timeZone,
    };
    const mail = MAILS[kind](
      { recipient: order.email, locale: order.locale, name: order.customerName },
      facts,
    );
    await enqueueMail(trx, [mail]);
    await repository.markEventMailed(trx, parcelEventId, new Date().toISOString());
  });
}
