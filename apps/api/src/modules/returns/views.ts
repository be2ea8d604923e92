/** Returns as the API shows them: to their customer, by number and postcode, and to the back office. */
import { documentPath, isLocale, money, type Return, type ReturnLabel } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { linePosition } from '../orders/index.ts';
import { returnParcels } from '../shipping/index.ts';
import * as repository from './repository.ts';
import type { ReturnRow } from './repository.ts';

/** Where the customer's API serves a return's files, below `/v1`. */
export const returnPaths = {
  label: (returnUid: string, labelUid: string) => `/v1/sending/returns/${returnUid}/labels/${labelUid}`,
  photo: (returnUid: string, photoUid: string, size: 'full' | 'thumbnail') =>
    `/v1/sending/returns/${returnUid}/photos/${photoUid}/${size}`,
  adminPhoto: (returnUid: string, photoUid: string, size: 'full' | 'thumbnail') =>
    `/v1/admin/returns/${returnUid}/photos/${photoUid}/${size}`,
  acknowledgement: (withdrawalUid: string) => `/v1/sending/withdrawals/${withdrawalUid}/acknowledgement`,
};

/** The returns of these rows as their customer sees them, in the rows' order. */
export async function returnViews(db: Db, rows: readonly ReturnRow[]): Promise<Return[]> {
  const ids = rows.map((row) => row.id);
  const [lines, history, labels, photos, withdrawals] = await Promise.all([
    repository.returnLines(db, ids),
    repository.returnHistory(db, ids),
    repository.returnLabels(db, ids),
    repository.returnPhotos(db, ids),
    repository.withdrawalsByIds(
      db,
      rows.flatMap((row) => (row.withdrawal_id === null ? [] : [row.withdrawal_id])),
    ),
  ]);
  const locale = rows[0] && isLocale(rows[0].locale) ? rows[0].locale : 'en';
  const parcels = await returnParcels(
    db,
    locale,
    labels.map((label) => label.parcel_id),
  );
  const withdrawalUid = new Map(withdrawals.map((row) => [row.id, row.uid]));
  return rows.map((row): Return => {
    const currency = row.currency;
    const labelsOf: ReturnLabel[] = labels
      .filter((label) => label.return_id === row.id)
      .map((label) => {
        const parcel = parcels.get(label.parcel_id);
        return {
          labelId: label.uid,
          trackingNumber: label.tracking_number,
          carrier: parcel?.carrier ?? '',
          href: returnPaths.label(row.uid, label.uid),
          parcelStatus: parcel?.status ?? 'label_created',
        };
      });
    return {
      returnUid: row.uid,
      orderReference: row.order_reference,
      status: row.status,
      createdAt: row.created_at,
      lines: lines
        .filter((line) => line.return_id === row.id)
        .map((line) => ({
          position: linePosition.toApi(line.position),
          productId: line.product_id,
          name: line.name,
          quantity: line.quantity,
          reason: line.reason,
          comment: line.comment,
          received: line.received,
          damaged: line.damaged,
          refund: money(Number(line.amount), currency),
        })),
      refund: {
        lines: money(Number(row.lines_amount), currency),
        shipping: money(Number(row.shipping_amount), currency),
        deduction: money(Number(row.deduction_amount), currency),
        deductionReason: row.deduction_reason,
        total: money(
          Number(row.lines_amount) + Number(row.shipping_amount) - Number(row.deduction_amount),
          currency,
        ),
        dueBy: row.refund_due_by,
        creditNote:
          row.credit_note_number === null
            ? null
            : {
                type: 'credit-note',
                number: row.credit_note_number,
                issuedAt: row.refunded_at ?? row.updated_at,
                href: documentPath('credit-note', row.credit_note_number),
              },
        refundedAt: row.refunded_at,
      },
      labels: labelsOf,
      photos: photos
        .filter((photo) => photo.return_id === row.id)
        .map((photo) => ({
          photoId: photo.uid,
          href: returnPaths.photo(row.uid, photo.uid, 'full'),
          thumbnailHref: returnPaths.photo(row.uid, photo.uid, 'thumbnail'),
          width: photo.width,
          height: photo.height,
        })),
      rejectionReason: row.rejection_reason,
      history: history
        .filter((entry) => entry.return_id === row.id)
        .map((entry) => ({ status: entry.status, at: entry.at })),
      withdrawalUid: row.withdrawal_id === null ? null : (withdrawalUid.get(row.withdrawal_id) ?? null),
    };
  });
}

export async function returnView(db: Db, row: ReturnRow): Promise<Return> {
  const [view] = await returnViews(db, [row]);
  if (!view) throw new Error(`return ${row.id} has no view`);
  return view;
}
