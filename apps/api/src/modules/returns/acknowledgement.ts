/**
 * The withdrawal's acknowledgement on a durable medium (CRD Art. 11a(4)): a PDF with the declaration's
 * content and the date and time it was received, drawn once and stored with the withdrawal, and the mail
 * that says the same (`withdrawal.declared`, sent once however often its handler runs).
 */
import { isLocale } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { drawPdf } from '../documents/index.ts';
import { fulfilmentOrderOf } from '../orders/index.ts';
import { enqueueMail, shopLink, shopOrigin, withdrawalAcknowledgementMail } from '../mail/index.ts';
import type { WithdrawalAcknowledgementFacts } from './pdf-facts.ts';
import * as repository from './repository.ts';
import { returnStatusPath } from './label.ts';
import { returnPaths } from './views.ts';
import { declaredLines } from './withdrawal.ts';

/** What the acknowledgement says, from the withdrawal, its order and the return it opened. */
async function acknowledgementFacts(db: Db, config: Config, withdrawalId: number) {
  const row = await repository.withdrawalById(db, withdrawalId);
  const order = row ? await fulfilmentOrderOf(db, row.order_id) : null;
  if (!row || !order) return null;
  const opened = (await repository.returnsOfOrder(db, row.order_id)).find(
    (ret) => ret.withdrawal_id === row.id,
  );
  const [label] = opened ? await repository.returnLabels(db, [opened.id]) : [];
  const locale = isLocale(row.locale) ? row.locale : 'en';
  const facts: WithdrawalAcknowledgementFacts = {
    withdrawalUid: row.uid,
    orderReference: row.order_reference,
    orderedAt: order.placedAt,
    declaredAt: row.declared_at,
    timeZone: config.shop.timeZone,
    customer: { name: row.name, email: row.email },
    seller: {
      name: config.shop.name,
      address: config.shop.address,
      countryIso: config.shop.country,
      email: config.shop.email,
      phone: config.shop.phone || null,
    },
    wholeOrder: row.whole_order === 1,
    lines: declaredLines(row).map((line) => ({ name: line.name, quantity: line.quantity })),
    returnDays: config.shop.returnDays,
    returnTrackingNumber: label?.tracking_number ?? null,
    // The storefront passes /v1 on to the API: links stay on the shop's own domain.
    labelUrl:
      opened && label ? `${shopOrigin(config, locale)}${returnPaths.label(opened.uid, label.uid)}` : null,
  };
  return { row, facts, locale, opened };
}

/** The acknowledgement's PDF: stored, or drawn now and stored (once: a second drawing keeps the first). */
export async function drawWithdrawalAcknowledgement(
  db: Db,
  config: Config,
  withdrawalId: number,
): Promise<Buffer> {
  const stored = await repository.withdrawalById(db, withdrawalId);
  if (stored?.acknowledgement_pdf) return Buffer.from(stored.acknowledgement_pdf);
  const found = await acknowledgementFacts(db, config, withdrawalId);
  if (!found) throw new Error(`withdrawal ${withdrawalId} has no order`);
  const pdf = await drawPdf('withdrawalAcknowledgement', found.facts, found.locale);
  await repository.storeAcknowledgementPdf(db, withdrawalId, pdf);
  return pdf;
}

/** The `withdrawal.declared` handler: the PDF drawn and stored, the acknowledgement mailed once. */
export async function acknowledgeWithdrawal(db: Db, config: Config, withdrawalId: number): Promise<void> {
  await drawWithdrawalAcknowledgement(db, config, withdrawalId);
  const found = await acknowledgementFacts(db, config, withdrawalId);
  if (!found) return;
  await db.transaction().execute(async (trx) => {
    const row = await repository.lockWithdrawal(trx, withdrawalId);
    if (!row || row.mailed_at !== null) return;
    const mail = withdrawalAcknowledgementMail(
      { recipient: row.email, locale: found.locale, name: row.name },
      {
        ...found.facts,
        acknowledgementUrl: `${shopOrigin(config, found.locale)}${returnPaths.acknowledgement(row.uid)}`,
        statusUrl:
          found.opened && found.facts.returnTrackingNumber
            ? shopLink(
                config,
                found.locale,
                returnStatusPath(found.facts.returnTrackingNumber, found.opened.lookup_postcode),
              )
            : null,
      },
    );
    await enqueueMail(trx, [mail]);
    await repository.updateWithdrawal(trx, row.id, { mailed_at: new Date().toISOString() });
  });
}
