/**
 * Review invitations (docs/flows.md#review-invitation): when a delivery parcel arrives, its products'
 * invitations are scheduled `REVIEW_INVITATION_DAYS` later through the event outbox; when that event is
 * due, every product the parcel brought that the order has no invitation for yet gets one, with its own
 * token, and the customer one mail in the order's language with a link per product. Never a selection:
 * each delivered line is invited. Both steps run at least once, so both are idempotent: the invitations
 * and their mail are written in one transaction, and an order's product is invited once (a unique key).
 */
import { REVIEW_INVITATION_TTL_DAYS } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { enqueueEvent } from '../events/service.ts';
import { enqueueMail, reviewInvitationMail, shopLink } from '../mail/index.ts';
import { fulfilmentOrderOf, lockOrderRow } from '../orders/index.ts';
import { deliveredParcel } from '../shipping/index.ts';
import * as repository from './repository.ts';
import { newReviewToken, reviewPagePath, reviewTokenHash } from './tokens.ts';

const DAY_MS = 86_400_000;

/** `parcel.delivered`: the parcel's invitations become due `REVIEW_INVITATION_DAYS` after its delivery. */
export async function scheduleReviewInvitations(db: Db, config: Config, parcelId: number): Promise<void> {
  const parcel = await deliveredParcel(db, parcelId);
  if (!parcel) return;
  const due = new Date(Date.parse(parcel.deliveredAt) + config.shop.reviewInvitationDays * DAY_MS);
  await db
    .transaction()
    .execute((trx) =>
      enqueueEvent(trx, 'review.invitationsDue', { parcelId }, { notBefore: due.toISOString() }),
    );
}

/**
 * `review.invitationsDue`: invites each product of the parcel not invited for its order yet, and mails
 * the links. Returns how many invitations were made (0 when an earlier run or parcel made them).
 */
export async function sendReviewInvitations(db: Db, config: Config, parcelId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const parcel = await deliveredParcel(trx, parcelId);
    if (!parcel || !(await lockOrderRow(trx, parcel.orderId))) return 0;
    const order = await fulfilmentOrderOf(trx, parcel.orderId);
    if (!order) return 0;
    const invited = new Set(await repository.invitedProductIds(trx, order.id));
    const inParcel = new Set(parcel.positions);
    const lines = order.lines.filter((line) => {
      if (!inParcel.has(line.position) || invited.has(line.productId)) return false;
      // The same product on two lines is one invitation.
      invited.add(line.productId);
      return true;
    });
    if (lines.length === 0) return 0;
    const now = new Date();
    const at = now.toISOString();
    const expiresAt = new Date(now.getTime() + REVIEW_INVITATION_TTL_DAYS * DAY_MS).toISOString();
    const products: { name: string; url: string }[] = [];
    for (const line of lines) {
      const token = newReviewToken();
      const invitationId = await repository.insertInvitation(trx, {
        order_id: order.id,
        order_reference: order.reference,
        position: line.position,
        product_id: line.productId,
        product_name: line.name,
        parcel_id: parcel.id,
        customer_id: order.customerId,
        email: order.email,
        customer_name: order.customerName,
        locale: order.locale,
        ordered_at: order.placedAt,
        status: 'sent',
        sent_at: at,
        expires_at: expiresAt,
      });
      await repository.insertInvitationToken(trx, {
        token_hash: reviewTokenHash(token),
        invitation_id: invitationId,
        created_at: at,
      });
      products.push({ name: line.name, url: shopLink(config, order.locale, reviewPagePath(token)) });
    }
    await enqueueMail(trx, [
      reviewInvitationMail(
        { recipient: order.email, locale: order.locale, name: order.customerName },
        { reference: order.reference, products, expiresAt, timeZone: config.shop.timeZone },
      ),
    ]);
    return lines.length;
  });
}
