import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { storeDocumentPdf } from '../documents/index.ts';
import { enqueueMail, refundIssuedMail, shopLink } from '../mail/index.ts';
import { orderPagePath, orderRecipientOf } from '../orders/index.ts';
import * as repository from './repository.ts';

/**
 * The `refund.issued` handler: draws the credit note's PDF (after the issuing commit, like invoices),
 * then mails the customer in the order's language, once: the refund row is locked and marked, so a
 * handler that runs twice queues one mail.
 */
export async function announceRefund(db: Db, config: Config, refundId: number): Promise<void> {
  const issued = await repository.refundById(db, refundId);
  if (!issued) return;
  if (issued.credit_note_id !== null) await storeDocumentPdf(db, issued.credit_note_id);
  await db.transaction().execute(async (trx) => {
    const refund = await repository.lockRefund(trx, refundId);
    if (!refund || refund.mailed_at !== null || refund.credit_note_number === null) return;
    const recipient = await orderRecipientOf(trx, refund.order_id);
    if (!recipient) return;
    const lines = await repository.refundLines(trx, [refund.id]);
    const mail = refundIssuedMail(
      { recipient: recipient.email, locale: recipient.locale, name: recipient.name },
      {
        kind: refund.kind,
        reference: refund.order_reference,
        orderUrl: shopLink(config, recipient.locale, orderPagePath(refund.order_reference)),
        lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, amount: line.amount })),
        shipping: refund.shipping_amount,
        total: refund.total_amount,
        creditNote: refund.credit_note_number,
        paymentMethod: recipient.paymentMethod,
      },
    );
    await enqueueMail(trx, [mail]);
    await repository.updateRefund(trx, refund.id, { mailed_at: new Date().toISOString() });
  });
}
