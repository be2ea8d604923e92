/**
 * The parcel mails, written by the handlers of `parcel.shipped`, `parcel.outForDelivery` and
 * `parcel.delivered`: in the order's language, each once (the step's row is locked and marked, so a
 * handler that runs twice queues one mail).
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import {
  enqueueMail,
  parcelDeliveredMail,
  parcelOutForDeliveryMail,
  parcelShippedMail,
  shopLink,
  type ParcelMailFacts,
} from '../mail/index.ts';
import { fulfilmentOrderOf } from '../orders/index.ts';
import type { LabelFacts } from './label-facts.ts';
import * as repository from './repository.ts';
import { trackingPathOf } from './views.ts';

export type ParcelMailKind = 'shipped' | 'outForDelivery' | 'delivered';

const MAILS = {
  shipped: parcelShippedMail,
  outForDelivery: parcelOutForDeliveryMail,
  delivered: parcelDeliveredMail,
} as const;

/** The status a parcel must still have for its mail to make sense when the handler runs. */
const STILL = { shipped: null, outForDelivery: 'out_for_delivery', delivered: 'delivered' } as const;

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
    if (!parcel || (still !== null && parcel.status !== still)) return;
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
    };
    const mail = MAILS[kind](
      { recipient: order.email, locale: order.locale, name: order.customerName },
      facts,
    );
    await enqueueMail(trx, [mail]);
    await repository.markEventMailed(trx, parcelEventId, new Date().toISOString());
  });
}
