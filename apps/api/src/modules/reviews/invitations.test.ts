import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_INVITATION_TTL_DAYS } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { sendReviewInvitations } from './invitations.ts';
import {
  aPaidOrderOf,
  deliverParcel,
  invitationMails,
  invitedOrder,
  runEvents,
  tokensIn,
} from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

beforeAll(async () => {
  await seedCarriers(db());
}, 60_000);

const products = async (count: number) => {
  const made = [];
  for (let index = 0; index < count; index += 1) made.push(await aProduct(ctx.app, { price: 1990 }));
  return made;
};

describe('review invitations', () => {
  it('mails one invitation per order, in its language, with a link per delivered product', async () => {
    const [chair, lamp, rug] = await products(3);
    const order = await invitedOrder(ctx.app, [chair?.id ?? 0, lamp?.id ?? 0, rug?.id ?? 0], {
      locale: 'pl',
    });
    const [mail] = await invitationMails(ctx.app, order.email);
    expect(mail?.locale).toBe('pl');
    expect(mail?.subject).toBe(`Twoje zamówienie ${order.reference}: jak Ci się podoba?`);
    expect(order.tokens).toHaveLength(3);
    expect(mail?.text).toContain(`/pl/review/${order.tokens[0]}`);
    for (const product of [chair, lamp, rug]) expect(mail?.text).toContain(product?.name);
    const rows = await db()
      .selectFrom('review_invitation')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => [row.product_id, row.status, row.locale])).toEqual([
      [chair?.id, 'sent', 'pl'],
      [lamp?.id, 'sent', 'pl'],
      [rug?.id, 'sent', 'pl'],
    ]);
    const row = rows[0];
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.sent_at ?? '')).toBe(
      REVIEW_INVITATION_TTL_DAYS * 86_400_000,
    );
  });

  it('keeps only the SHA-256 of each 32-byte token', async () => {
    const [product] = await products(1);
    const { tokens, orderId } = await invitedOrder(ctx.app, [product?.id ?? 0]);
    const [token = ''] = tokens;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await db()
      .selectFrom('review_invitation_token as t')
      .innerJoin('review_invitation as i', 'i.id', 't.invitation_id')
      .select('t.token_hash')
      .where('i.order_id', '=', orderId)
      .execute();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const row = await db()
      .selectFrom('review_invitation')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sends them once: the events again, or the handler twice, mail nothing more', async () => {
    const [product] = await products(1);
    const order = await invitedOrder(ctx.app, [product?.id ?? 0]);
    await runEvents(ctx.app);
    const parcel = await db()
      .selectFrom('parcel')
      .select('id')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(await sendReviewInvitations(db(), ctx.config, parcel.id)).toBe(0);
    expect(await invitationMails(ctx.app, order.email)).toHaveLength(1);
  });

  it('invites a later parcel’s new products in a mail of their own', async () => {
    const [first, second, third] = await products(3);
    const order = await aPaidOrderOf(ctx.app, [first?.id ?? 0, second?.id ?? 0, third?.id ?? 0]);
    await deliverParcel(ctx.app, order, [1]);
    await runEvents(ctx.app);
    await deliverParcel(ctx.app, order, [2, 3]);
    await runEvents(ctx.app);
    const mails = await invitationMails(ctx.app, order.email);
    expect(mails).toHaveLength(2);
    expect(tokensIn(mails[0]?.text ?? '')).toHaveLength(1);
    expect(mails[0]?.text).toContain(first?.name);
    expect(mails[0]?.text).not.toContain(second?.name);
    expect(tokensIn(mails[1]?.text ?? '')).toHaveLength(2);
    expect(mails[1]?.text).toContain(second?.name);
    expect(mails[1]?.text).toContain(third?.name);
    expect(mails[1]?.text).not.toContain(first?.name);
  });

  it('invites nothing for a return parcel', async () => {
    const [product] = await products(1);
    const order = await aPaidOrderOf(ctx.app, [product?.id ?? 0]);
    const parcelId = await deliverParcel(ctx.app, order, [1]);
    // The same delivered parcel, taken for one coming back to the shop.
    await db().updateTable('parcel').set({ kind: 'return' }).where('id', '=', parcelId).execute();
    await runEvents(ctx.app);
    expect(await sendReviewInvitations(db(), ctx.config, parcelId)).toBe(0);
    expect(await invitationMails(ctx.app, order.email)).toHaveLength(0);
  });

  it('invites nothing before the parcel is delivered', async () => {
    const [product] = await products(1);
    const order = await aPaidOrderOf(ctx.app, [product?.id ?? 0]);
    const [parcelId = 0] = await (
      await import('../shipping/test-support.ts')
    ).shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    await runEvents(ctx.app);
    expect(await sendReviewInvitations(db(), ctx.config, parcelId)).toBe(0);
    expect(await invitationMails(ctx.app, order.email)).toHaveLength(0);
  });
});

describe('REVIEW_INVITATION_DAYS', () => {
  const later = useTestApp({ REVIEW_INVITATION_DAYS: '3' });

  it('holds the invitation mail until that many days after the delivery', async () => {
    await seedCarriers(later.app.database.db);
    const product = await aProduct(later.app, { price: 990 });
    const order = await aPaidOrderOf(later.app, [product.id]);
    await deliverParcel(later.app, order, [1]);
    const handlers = eventHandlers({ db: later.app.database.db, config: later.config });
    const run = async (now: Date) => {
      while (
        (await handleDueEvents(later.app.database.db, handlers, { batch: 100, now: () => now })).handled
      );
    };
    await run(new Date());
    expect(await invitationMails(later.app, order.email)).toHaveLength(0);
    await run(new Date(Date.now() + 2 * 86_400_000));
    expect(await invitationMails(later.app, order.email)).toHaveLength(0);
    await run(new Date(Date.now() + 3 * 86_400_000));
    expect(await invitationMails(later.app, order.email)).toHaveLength(1);
  });
});
