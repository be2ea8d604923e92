/** Delivered orders of chosen products and the invitations they bring, for the reviews tests. */
import { expect } from 'vitest';
import type { Locale } from '@tendero/contract';
import type { TestApp } from '../../test/app.ts';
import type { Browser } from '../auth/test-support.ts';
import { linksIn, outbox } from '../mail/outbox.ts';
import { aCartReadyToPay, placeWithTestCard } from '../payments/checkout-test-support.ts';
import { runEvents } from '../refunds/test-support.ts';
import { recordParcelEvent } from '../shipping/index.ts';
import { shipThroughService, trackingNumbersOf } from '../shipping/test-support.ts';

export { runEvents };

export interface PaidOrder {
  reference: string;
  orderId: number;
  email: string;
  customerId: number;
  browser: Browser;
  carrierMethodId: number;
}

/** A customer's paid order of one unit of each product, placed in `locale` (English by default). */
export async function aPaidOrderOf(
  app: TestApp,
  productIds: readonly number[],
  options: { locale?: Locale } = {},
): Promise<PaidOrder> {
  const { browser, customer } = await aCartReadyToPay(
    app,
    productIds.map((productId) => ({ productId, quantity: 1 })),
    options.locale ? { locale: options.locale } : {},
  );
  const { reference } = await placeWithTestCard(browser);
  const order = await app.database.db
    .selectFrom('shop_order')
    .select(['id', 'carrier_method_id'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return {
    reference,
    orderId: order.id,
    email: customer.email,
    customerId: customer.id,
    browser,
    carrierMethodId: order.carrier_method_id,
  };
}

/** Ships the lines at these positions (the API's, from 1) in one parcel and records its delivery. */
export async function deliverParcel(
  app: TestApp,
  order: PaidOrder,
  positions: readonly number[],
): Promise<number> {
  const [parcelId = 0] = await shipThroughService(app, order.reference, {
    parcels: [
      {
        carrierMethodId: order.carrierMethodId,
        lines: positions.map((position) => ({ position, quantity: 1 })),
      },
    ],
  });
  const [trackingNumber = ''] = await trackingNumbersOf(app, [parcelId]);
  const deliveredAt = new Date(Date.now() - 1000).toISOString();
  // Shipped a day before it arrived: a step older than the parcel's current one changes only its history.
  const shippedAt = new Date(Date.parse(deliveredAt) - 86_400_000).toISOString();
  await app.database.db
    .updateTable('parcel')
    .set({ shipped_at: shippedAt, status_at: shippedAt })
    .where('id', '=', parcelId)
    .execute();
  await app.database.db
    .transaction()
    .execute((trx) =>
      recordParcelEvent(
        trx,
        trackingNumber,
        { status: 'delivered', occurredAt: deliveredAt },
        { source: 'operator', operatorId: 1 },
      ),
    );
  return parcelId;
}

/** The review invitation mails to `email`, oldest first. */
export async function invitationMails(app: TestApp, email: string) {
  const mails = await outbox(app.database.db, 200, email);
  return mails.filter((mail) => mail.template === 'review-invitation').reverse();
}

/** The tokens of a mail's review links, in the mail's order. */
export function tokensIn(text: string): string[] {
  return linksIn(text).flatMap((link) => {
    const match = /\/review\/([A-Za-z0-9_-]+)$/.exec(link);
    return match?.[1] ? [match[1]] : [];
  });
}

/**
 * A delivered order of the products, its invitations mailed (events run): the token of each product, in
 * the order's line order.
 */
export async function invitedOrder(
  app: TestApp,
  productIds: readonly number[],
  options: { locale?: Locale } = {},
): Promise<PaidOrder & { tokens: string[] }> {
  const order = await aPaidOrderOf(app, productIds, options);
  await deliverParcel(
    app,
    order,
    productIds.map((_id, index) => index + 1),
  );
  await runEvents(app);
  const mails = await invitationMails(app, order.email);
  expect(mails).toHaveLength(1);
  return { ...order, tokens: tokensIn(mails[0]?.text ?? '') };
}
