/**
 * Return labels (docs/flows.md#return): issued when a return is approved, in the approving transaction, as
 * a return parcel of the shipping module (its own S10 number, the order's carrier) and the facts the label
 * shows, fixed then. The PDF is drawn once from those facts, right after the commit or at the first
 * download, and stored with the label.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { isLocale } from '@tendero/contract';
import { drawPdf } from '../documents/index.ts';
import { shopLink } from '../mail/index.ts';
import type { FulfilmentOrder } from '../orders/index.ts';
import { createReturnParcel, normalisePostcode } from '../shipping/index.ts';
import type { ReturnLabelFacts } from './pdf-facts.ts';
import * as repository from './repository.ts';

/** An unguessable public id: 16 random bytes, base64url (22 characters). */
export function newUid(): string {
  return randomBytes(16).toString('base64url');
}

/** The storefront's status page of a return, below the language prefix: number and postcode in it. */
export function returnStatusPath(trackingNumber: string, postcode: string): string {
  return `/return/${encodeURIComponent(trackingNumber)}/${encodeURIComponent(normalisePostcode(postcode))}`;
}

/** Issues the label of an approved return in `trx`: its return parcel, number and facts. */
export async function issueReturnLabel(
  trx: Trx,
  config: Config,
  order: FulfilmentOrder,
  ret: { id: number; uid: string },
  lines: readonly { name: string; quantity: number }[],
  at: string,
): Promise<{ labelId: number; trackingNumber: string }> {
  const { shop } = config;
  const parcel = await createReturnParcel(trx, {
    orderId: order.id,
    customerId: order.customerId,
    carrierMethodId: order.carrier.id,
    carrierName: order.carrier.name,
    toCountry: shop.country,
    toPostcode: '',
    fromCountry: order.delivery.countryIso,
    at,
  });
  const delivery = order.delivery;
  const facts: ReturnLabelFacts = {
    returnUid: ret.uid,
    trackingNumber: parcel.trackingNumber,
    carrier: order.carrier.name,
    orderReference: order.reference,
    createdAt: at,
    timeZone: shop.timeZone,
    qrText: shopLink(config, order.locale, returnStatusPath(parcel.trackingNumber, delivery.postcode)),
    sender: {
      name: `${delivery.firstName} ${delivery.lastName}`,
      company: delivery.company,
      address1: delivery.address1,
      address2: delivery.address2,
      postcode: delivery.postcode,
      city: delivery.city,
      countryIso: delivery.countryIso,
    },
    recipient: { name: shop.name, address: shop.address, countryIso: shop.country },
    lines: lines.map((line) => ({ name: line.name, quantity: line.quantity })),
    index: 1,
    count: 1,
  };
  const labelId = await repository.insertReturnLabel(trx, {
    uid: newUid(),
    return_id: ret.id,
    parcel_id: parcel.parcelId,
    tracking_number: parcel.trackingNumber,
    data: JSON.stringify(facts),
    pdf: null,
    created_at: at,
  });
  return { labelId, trackingNumber: parcel.trackingNumber };
}

/** The label's PDF: stored, or drawn now from its facts in the return's language and stored. */
export async function labelPdf(
  db: Db,
  label: { id: number; data: string; pdf: Buffer | Uint8Array | null },
  locale: string,
): Promise<Buffer> {
  if (label.pdf) return Buffer.from(label.pdf);
  const pdf = await drawPdf(
    'returnLabel',
    JSON.parse(label.data) as ReturnLabelFacts,
    isLocale(locale) ? locale : 'en',
  );
  await repository.storeLabelPdf(db, label.id, pdf);
  return pdf;
}

/** Draws and stores the PDFs of a return's labels that have none yet (after the approving commit). */
export async function drawReturnLabels(db: Db, returnId: number, locale: string): Promise<void> {
  for (const { uid } of await repository.returnLabels(db, [returnId])) {
    const label = await repository.returnLabelByUid(db, returnId, uid);
    if (label && !label.pdf) await labelPdf(db, label, locale);
  }
}
