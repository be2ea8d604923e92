import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_SERIES, REFUND_ERRORS, vatOfGross } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import type { DomainError } from '../../lib/domain-error.ts';
import { useTestApp } from '../../test/app.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { outbox } from '../mail/outbox.ts';
import { ensureOperator } from '../back-office/test-support.ts';
import { cancelOrder } from './cancellation.ts';
import { refundOrder } from './service.ts';
import {
  aPaidOrder,
  aRefundInput,
  amountRefunded,
  creditNoteOf,
  invoiceDataOf,
  stockOf,
  testLog,
} from './test-support.ts';

const ctx = useTestApp();
const OPERATOR = { operatorId: 0 };
const LOG = testLog();
const db = () => ctx.app.database.db;

beforeAll(async () => {
  await seedCarriers(db());
  const email = 'refunds.operator@example.com';
  await ensureOperator(ctx.app, email);
  const operator = await db()
    .selectFrom('operator')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  OPERATOR.operatorId = operator.id;
});

const refund = (reference: string, input: Parameters<typeof aRefundInput>[0]) =>
  refundOrder(db(), ctx.config, reference, aRefundInput(input), OPERATOR, LOG);

/** The error a promise rejects with, as the API would answer it. */
async function failure(
  promise: Promise<unknown>,
): Promise<{ status: number; key: string; details: unknown }> {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as DomainError | null;
  if (!error) throw new Error('expected a failure');
  return { status: error.statusCode, key: error.key, details: error.details };
}

/** What the `refund.issued` handler does, as the worker calls it. */
const announce = (refundId: number) =>
  eventHandlers({ db: db(), config: ctx.config })['refund.issued'](
    { refundId },
    { id: 0, type: 'refund.issued', attempts: 0, createdAt: '' },
  );

/** The refund state of an order (its fulfilment status stays as it was). */
const refundState = async (id: number) =>
  (await db().selectFrom('shop_order').select('refund_state').where('id', '=', id).executeTakeFirstOrThrow())
    .refund_state;
const orderStatus = async (id: number) =>
  (await db().selectFrom('shop_order').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('refunding by line and shipping', () => {
  it('gives back units pro rata of the discounted line total, to the cent, and the rest with the last unit', async () => {
    // 3 × 9.99 with 7 % off the cart: the line carries its allocated discount.
    const order = await aPaidOrder(ctx.app, [{ price: 999, quantity: 3 }], { percentOff: 700 });
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    expect(line.discount).toBeGreaterThan(0);
    const total = line.total;
    const one = await refund(order.reference, { lines: [{ position: 1, quantity: 1 }] });
    const two = await refund(order.reference, { lines: [{ position: 1, quantity: 1 }] });
    const last = await refund(order.reference, { lines: [{ position: 1, quantity: 1 }] });
    expect(one.lines[0]?.amount.amount).toBe(Math.floor(total / 3));
    expect(two.lines[0]?.amount.amount).toBe(Math.floor((2 * total) / 3) - Math.floor(total / 3));
    expect(last.lines[0]?.amount.amount).toBe(total - Math.floor((2 * total) / 3));
    expect(one.total.amount + two.total.amount + last.total.amount).toBe(total);
    expect(await refundState(order.order.id)).toBe('partially_refunded');

    // The shipping charge, alone, makes it whole.
    const shipping = await refund(order.reference, { shipping: true });
    expect(shipping).toMatchObject({ lines: [], shipping: { amount: order.order.shipping_amount } });
    expect(shipping.total.amount).toBe(order.order.shipping_amount);
    expect(await refundState(order.order.id)).toBe('refunded');
    const note = await creditNoteOf(ctx.app, shipping.id);
    expect(note.data.lines).toEqual([]);
    expect(note.data.vat).toEqual([
      {
        rate: 1900,
        net: order.order.shipping_amount - vatOfGross(order.order.shipping_amount, 1900),
        vat: vatOfGross(order.order.shipping_amount, 1900),
      },
    ]);
    expect(await amountRefunded(ctx.app, order.intentId ?? '')).toBe(order.order.total_amount);
  });

  it('issues a credit note per refund whose VAT per rate is that of what went back', async () => {
    const order = await aPaidOrder(ctx.app, [
      { price: 1250, quantity: 2 },
      { price: 480, quantity: 3, vatClass: 'reduced' },
    ]);
    const refunded = await refund(order.reference, {
      lines: [
        { position: 1, quantity: 1 },
        { position: 2, quantity: 2 },
      ],
      reason: 'Two jars arrived broken',
    });
    expect(refunded).toMatchObject({
      orderReference: order.reference,
      kind: 'refund',
      status: 'succeeded',
      lines: [
        { position: 1, productId: order.products[0]?.id, quantity: 1, amount: { amount: 1250 } },
        { position: 2, productId: order.products[1]?.id, quantity: 2, amount: { amount: 960 } },
      ],
      shipping: { amount: 0 },
      total: { amount: 2210, currency: 'EUR' },
    });
    const note = await creditNoteOf(ctx.app, refunded.id);
    expect(refunded.creditNote).toEqual({
      type: 'credit-note',
      number: note.number,
      issuedAt: refunded.createdAt,
      href: `/v1/me/orders/document/credit-note/${note.number}`,
    });
    expect(note.number).toMatch(new RegExp(`^${DOCUMENT_SERIES['credit-note']}-\\d{4}-\\d{6}$`));
    expect(Number(note.total)).toBe(2210);
    expect(note.customer_id).toBe(order.customer.id);
    const invoice = await invoiceDataOf(ctx.app, order.order.id);
    expect(note.data.corrects?.number).toBe(invoice.number);
    expect(note.data.vat).toEqual([
      { rate: 700, net: 960 - vatOfGross(960, 700), vat: vatOfGross(960, 700) },
      { rate: 1900, net: 1250 - vatOfGross(1250, 1900), vat: vatOfGross(1250, 1900) },
    ]);
    expect(note.data.totals.gross).toBe(2210);
  });

  it('gives back all of an order with its invoice’s VAT per rate', async () => {
    const order = await aPaidOrder(
      ctx.app,
      [
        { price: 1333, quantity: 2 },
        { price: 777, quantity: 1, vatClass: 'reduced' },
      ],
      { percentOff: 1500 },
    );
    const all = await refund(order.reference, {
      lines: [
        { position: 1, quantity: 2 },
        { position: 2, quantity: 1 },
      ],
      shipping: true,
    });
    expect(all.total.amount).toBe(order.order.total_amount);
    const note = await creditNoteOf(ctx.app, all.id);
    const invoice = await invoiceDataOf(ctx.app, order.order.id);
    expect(note.data.vat).toEqual(invoice.data.vat);
    expect(note.data.totals).toEqual(invoice.data.totals);
    expect(await refundState(order.order.id)).toBe('refunded');
  });
});

describe('what cannot be refunded', () => {
  it('refuses more units than are left, the shipping twice, and an empty form', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 2 }]);
    await refund(order.reference, { lines: [{ position: 1, quantity: 1 }], shipping: true });
    expect(await failure(refund(order.reference, { lines: [{ position: 1, quantity: 2 }] }))).toEqual({
      status: 409,
      key: REFUND_ERRORS.tooMuch,
      details: [{ path: 'lines.0.quantity', message: REFUND_ERRORS.tooMuch, params: { available: 1 } }],
    });
    // A line named twice counts both quantities.
    expect(
      (
        await failure(
          refund(order.reference, {
            lines: [
              { position: 1, quantity: 1 },
              { position: 1, quantity: 1 },
            ],
          }),
        )
      ).key,
    ).toBe(REFUND_ERRORS.tooMuch);
    expect((await failure(refund(order.reference, { shipping: true }))).key).toBe(REFUND_ERRORS.tooMuch);
    expect(await failure(refund(order.reference, {}))).toMatchObject({
      status: 400,
      key: REFUND_ERRORS.nothing,
    });
    expect(await failure(refund(order.reference, { lines: [{ position: 2, quantity: 1 }] }))).toMatchObject({
      status: 400,
      key: REFUND_ERRORS.unknownLine,
    });
    expect(await failure(refund('ZZZZ-ZZZZ', { shipping: true }))).toMatchObject({
      status: 404,
      key: 'error.order.notFound',
    });
    // Nothing was written by the refusals: one refund, one credit note.
    const refunds = await db()
      .selectFrom('refund')
      .select('id')
      .where('order_id', '=', order.order.id)
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it('refuses a zero-amount order: nothing was paid, nothing goes back', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1500, quantity: 1 }], {
      percentOff: 10_000,
      freeShipping: true,
    });
    expect(order.order.total_amount).toBe(0);
    expect(await failure(refund(order.reference, { lines: [{ position: 1, quantity: 1 }] }))).toMatchObject({
      status: 409,
      key: REFUND_ERRORS.notPaid,
    });
  });

  it('answers the first refund to a double click, with one credit note and one provider refund', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 3 }]);
    const input = aRefundInput({ lines: [{ position: 1, quantity: 1 }] });
    const answers = await Promise.all([
      refundOrder(db(), ctx.config, order.reference, input, OPERATOR, LOG),
      refundOrder(db(), ctx.config, order.reference, input, OPERATOR, LOG),
    ]);
    const again = await refundOrder(db(), ctx.config, order.reference, input, OPERATOR, LOG);
    expect(answers[1]).toEqual(answers[0]);
    expect(again).toEqual(answers[0]);
    const refunds = await db()
      .selectFrom('refund')
      .select('id')
      .where('order_id', '=', order.order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    const notes = await db()
      .selectFrom('document')
      .select('number')
      .where('order_id', '=', order.order.id)
      .where('type', '=', 'credit_note')
      .execute();
    expect(notes).toHaveLength(1);
    const providerRefunds = await db()
      .selectFrom('test_payment_refund')
      .selectAll()
      .where('intent_id', '=', order.intentId ?? '')
      .execute();
    expect(providerRefunds).toEqual([
      expect.objectContaining({ idempotency_key: `refund-${answers[0].id}`, amount: 1000 }),
    ]);
    expect(await amountRefunded(ctx.app, order.intentId ?? '')).toBe(1000);
    // The same form for another order is a mistake, not a refund.
    const other = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 1 }]);
    expect(await failure(refundOrder(db(), ctx.config, other.reference, input, OPERATOR, LOG))).toMatchObject(
      {
        status: 409,
        key: REFUND_ERRORS.requestReused,
      },
    );
  });

  it('refunds the last unit once when ten operators refund it at the same moment', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 2500, quantity: 1 }]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => refund(order.reference, { lines: [{ position: 1, quantity: 1 }] })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((outcome) => outcome.status === 'rejected'))
      expect((result.reason as DomainError).key).toBe(REFUND_ERRORS.tooMuch);
    expect(await amountRefunded(ctx.app, order.intentId ?? '')).toBe(2500);
  });

  it('numbers credit notes without gaps while orders are refunded at the same moment', async () => {
    const orders = [];
    for (let index = 0; index < 8; index++)
      orders.push(await aPaidOrder(ctx.app, [{ price: 900, quantity: 1 }]));
    await Promise.all(
      orders.map((order) => refund(order.reference, { lines: [{ position: 1, quantity: 1 }] })),
    );
    const notes = await db()
      .selectFrom('document')
      .select(['year', 'sequence'])
      .where('type', '=', 'credit_note')
      .orderBy('sequence')
      .execute();
    const year = new Date().getUTCFullYear();
    expect(notes.every((note) => note.year === year)).toBe(true);
    expect(notes.map((note) => note.sequence)).toEqual(notes.map((_note, index) => index + 1));
    const counter = await db()
      .selectFrom('document_counter')
      .select('last')
      .where('series', '=', 'CRN')
      .where('year', '=', year)
      .executeTakeFirstOrThrow();
    expect(counter.last).toBe(notes.length);
  });
});

describe('paying refunds back', () => {
  it('records the provider’s refund, and a refusal as failed until the worker’s retry succeeds', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1800, quantity: 2 }]);
    const intentId = order.intentId ?? '';
    // The provider cannot refund for now (as if the charge were disputed).
    await db()
      .updateTable('test_payment_intent')
      .set({ status: 'canceled' })
      .where('id', '=', intentId)
      .execute();
    const failed = await refund(order.reference, { lines: [{ position: 1, quantity: 1 }] });
    expect(failed.status).toBe('failed');
    expect(LOG.warnings).toContainEqual(expect.objectContaining({ refundId: failed.id }));
    const row = await db()
      .selectFrom('refund')
      .selectAll()
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(row.failure).toBeTruthy();
    expect(await amountRefunded(ctx.app, intentId)).toBe(0);

    await db()
      .updateTable('test_payment_intent')
      .set({ status: 'succeeded' })
      .where('id', '=', intentId)
      .execute();
    // The retry is due later; a worker that finds it due pays it back.
    await db()
      .updateTable('event_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('type', '=', 'refund.requested')
      .where('status', '=', 'pending')
      .execute();
    const handlers = eventHandlers({ db: db(), config: ctx.config });
    const only = { 'refund.requested': handlers['refund.requested'] };
    while ((await handleDueEvents(db(), only, { batch: 100 })).handled > 0);
    const paid = await db()
      .selectFrom('refund')
      .selectAll()
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: 'succeeded', failure: null });
    expect(await amountRefunded(ctx.app, intentId)).toBe(1800);
    const payment = await db()
      .selectFrom('payment_refund')
      .selectAll()
      .where('id', '=', paid.payment_refund_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'succeeded', amount: 1800, reason: 'refund' });
    expect(payment.provider_refund_id).toMatch(/^re_test_/);
  });

  it('mails the customer once, in their language, with the amount and the credit note', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 2490, quantity: 1 }], { locale: 'de' });
    const refunded = await refund(order.reference, { lines: [{ position: 1, quantity: 1 }] });
    // The handler runs at least once: twice, it mails once.
    await announce(refunded.id);
    await announce(refunded.id);
    const mails = (await outbox(db(), 50, order.customer.email)).filter(
      (mail) => mail.template === 'refund-issued',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      locale: 'de',
      subject: `Erstattung zu Ihrer Bestellung ${order.reference}`,
    });
    expect(mails[0]?.text).toContain('24,90\u00a0€');
    expect(mails[0]?.text).toContain(refunded.creditNote?.number);
    const note = await db()
      .selectFrom('document')
      .select('pdf')
      .where('refund_id', '=', refunded.id)
      .executeTakeFirstOrThrow();
    expect(note.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('cancelling', () => {
  it('gives every unit back to stock and refunds everything with a credit note', async () => {
    const order = await aPaidOrder(ctx.app, [
      { price: 1200, quantity: 2, stock: 2 },
      { price: 650, quantity: 1, vatClass: 'reduced', stock: 5 },
    ]);
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(0);
    const cancelled = await cancelOrder(
      db(),
      ctx.config,
      order.reference,
      { reason: 'Customer asked' },
      OPERATOR,
      LOG,
    );
    expect(cancelled).toMatchObject({
      reference: order.reference,
      status: 'cancelled',
      refund: { kind: 'cancellation', status: 'succeeded', total: { amount: order.order.total_amount } },
    });
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(2);
    expect(await stockOf(ctx.app, order.products[1]?.id ?? 0)).toBe(5);
    expect(await orderStatus(order.order.id)).toBe('cancelled');
    expect(await amountRefunded(ctx.app, order.intentId ?? '')).toBe(order.order.total_amount);
    const events = await db()
      .selectFrom('event_outbox')
      .select(['type', 'payload'])
      .where('type', 'in', ['order.cancelled', 'product.restocked'])
      .execute();
    expect(events).toContainEqual({
      type: 'order.cancelled',
      payload: JSON.stringify({ orderId: order.order.id }),
    });
    // The product that had sold out is back: its stock alerts go out.
    expect(events).toContainEqual({
      type: 'product.restocked',
      payload: JSON.stringify({ productId: order.products[0]?.id }),
    });
    const note = await creditNoteOf(ctx.app, cancelled.refund?.id ?? 0);
    const invoice = await invoiceDataOf(ctx.app, order.order.id);
    expect(note.data.vat).toEqual(invoice.data.vat);
    expect(note.data.totals).toEqual(invoice.data.totals);
    await announce(cancelled.refund?.id ?? 0);
    const mails = (await outbox(db(), 50, order.customer.email)).filter(
      (mail) => mail.template === 'refund-issued',
    );
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order ${order.reference} has been cancelled`]);
  });

  it('refunds what is left after a partial refund, and cannot cancel twice', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 3 }], { percentOff: 1000 });
    const first = await refund(order.reference, { lines: [{ position: 1, quantity: 1 }] });
    const cancelled = await cancelOrder(db(), ctx.config, order.reference, { reason: null }, OPERATOR, LOG);
    expect(cancelled.refund?.lines).toEqual([expect.objectContaining({ position: 1, quantity: 2 })]);
    expect(first.total.amount + (cancelled.refund?.total.amount ?? 0)).toBe(order.order.total_amount);
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(10);
    expect(await amountRefunded(ctx.app, order.intentId ?? '')).toBe(order.order.total_amount);

    expect(
      await failure(cancelOrder(db(), ctx.config, order.reference, { reason: null }, OPERATOR, LOG)),
    ).toMatchObject({
      status: 409,
      key: REFUND_ERRORS.alreadyCancelled,
    });
    expect(await failure(refund(order.reference, { shipping: true }))).toMatchObject({
      status: 409,
      key: REFUND_ERRORS.alreadyCancelled,
    });
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(10);
  });

  it('cancels a fully refunded order with nothing more to pay back', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 1 }]);
    await refund(order.reference, { lines: [{ position: 1, quantity: 1 }], shipping: true });
    const cancelled = await cancelOrder(db(), ctx.config, order.reference, { reason: null }, OPERATOR, LOG);
    expect(cancelled).toEqual({ reference: order.reference, status: 'cancelled', refund: null });
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(10);
  });

  it('cancels a zero-amount order with a credit note of nothing and no payment to give back', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1500, quantity: 1 }], {
      percentOff: 10_000,
      freeShipping: true,
    });
    const cancelled = await cancelOrder(db(), ctx.config, order.reference, { reason: null }, OPERATOR, LOG);
    expect(cancelled.refund).toMatchObject({ status: 'succeeded', total: { amount: 0 } });
    expect(cancelled.refund?.creditNote?.number).toMatch(/^CRN-/);
    const row = await db()
      .selectFrom('refund')
      .selectAll()
      .where('id', '=', cancelled.refund?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_id: null, payment_refund_id: null });
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(10);
  });
});
