/**
 * The returns module's mail handlers: the label once a return is approved (`return.approved`), the reason
 * once it is rejected (`return.rejected`). Each locks the return and marks it, so a handler that runs twice
 * queues one mail. A return its withdrawal opened with a label at once is announced by the withdrawal's
 * acknowledgement, which carries the label.
 */
import { isLocale } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { enqueueMail, returnApprovedMail, returnRejectedMail, shopLink, shopOrigin } from '../mail/index.ts';
import { orderPagePath, orderRecipientOf } from '../orders/index.ts';
import { returnParcels } from '../shipping/index.ts';
import { returnStatusPath } from './label.ts';
import * as repository from './repository.ts';
import { returnPaths } from './views.ts';

export async function sendReturnApprovedMail(db: Db, config: Config, returnId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ret = await repository.lockReturn(trx, returnId);
    if (!ret || ret.approval_mailed_at !== null) return;
    const history = await repository.returnHistory(trx, [ret.id]);
    const approvedAt = history.find((entry) => entry.status === 'approved')?.at;
    const withdrawal =
      ret.withdrawal_id === null ? undefined : await repository.withdrawalById(trx, ret.withdrawal_id);
    const now = new Date().toISOString();
    // Approved with the declaration: its acknowledgement carries the label.
    if (withdrawal && approvedAt === withdrawal.declared_at) {
      await repository.updateReturn(trx, ret.id, { approval_mailed_at: now });
      return;
    }
    const [recipient, lines, [label]] = await Promise.all([
      orderRecipientOf(trx, ret.order_id),
      repository.returnLines(trx, [ret.id]),
      repository.returnLabels(trx, [ret.id]),
    ]);
    if (!recipient || !label) return;
    const locale = isLocale(ret.locale) ? ret.locale : recipient.locale;
    const parcel = (await returnParcels(trx, locale, [label.parcel_id])).get(label.parcel_id);
    const mail = returnApprovedMail(
      { recipient: recipient.email, locale, name: recipient.name },
      {
        reference: ret.order_reference,
        carrier: parcel?.carrier ?? '',
        trackingNumber: label.tracking_number,
        labelUrl: `${shopOrigin(config, locale)}${returnPaths.label(ret.uid, label.uid)}`,
        statusUrl: shopLink(config, locale, returnStatusPath(label.tracking_number, ret.lookup_postcode)),
        lines: lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          amount: Number(line.amount),
        })),
        total: Number(ret.lines_amount) + Number(ret.shipping_amount),
        refundDueBy: ret.refund_due_by,
        timeZone: config.shop.timeZone,
      },
    );
    await enqueueMail(trx, [mail]);
    await repository.updateReturn(trx, ret.id, { approval_mailed_at: now });
  });
}

export async function sendReturnRejectedMail(db: Db, config: Config, returnId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ret = await repository.lockReturn(trx, returnId);
    if (!ret || ret.rejection_mailed_at !== null || ret.status !== 'rejected') return;
    const recipient = await orderRecipientOf(trx, ret.order_id);
    if (!recipient) return;
    const locale = isLocale(ret.locale) ? ret.locale : recipient.locale;
    const mail = returnRejectedMail(
      { recipient: recipient.email, locale, name: recipient.name },
      {
        reference: ret.order_reference,
        reason: ret.rejection_reason ?? '',
        orderUrl: shopLink(config, locale, orderPagePath(ret.order_reference)),
      },
    );
    await enqueueMail(trx, [mail]);
    await repository.updateReturn(trx, ret.id, { rejection_mailed_at: new Date().toISOString() });
  });
}
