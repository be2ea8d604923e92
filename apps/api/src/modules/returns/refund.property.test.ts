/**
 * Refunds of returns add up (docs/flows.md#receiving-a-return): for random orders with a discount on the
 * whole cart, any sequence of partial returns, each received (some units damaged), never refunds more per
 * line than was paid for it, and returning everything refunds exactly what was paid, delivery included.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { aDeliveredOrder, postReturn } from './test-support.ts';

const ctx = useTestApp();
let operator = '';

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
  operator = await operatorCookie(ctx.app);
}, 60_000);

const order = fc.record({
  lines: fc.array(
    fc.record({ price: fc.integer({ min: 1, max: 99_999 }), quantity: fc.integer({ min: 1, max: 4 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  // Basis points off the whole cart: 0 %, or 1 %–50 %.
  percentOff: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 5000 })),
  // Each step returns some units of some lines: a share of what is left, per line.
  steps: fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }), {
    minLength: 1,
    maxLength: 3,
  }),
});

describe('refunds of partial returns', () => {
  it('never exceed what was paid per line, and everything back refunds exactly what was paid', async () => {
    await fc.assert(
      fc.asyncProperty(order, async ({ lines, percentOff, steps }) => {
        const bought = await aDeliveredOrder(
          ctx.app,
          lines.map((line) => ({ ...line, stock: 100 })),
          percentOff > 0 ? { percentOff } : {},
        );
        const left = lines.map((line) => line.quantity);
        const refunded = lines.map(() => 0);
        // The steps, then one last return of whatever is left.
        for (const step of [...steps, lines.map(() => 4)]) {
          const wanted = left
            .map((units, index) => ({ position: index + 1, quantity: Math.min(units, step[index] ?? 0) }))
            .filter((entry) => entry.quantity > 0);
          if (wanted.length === 0) continue;
          const created = await postReturn(bought.browser, bought.reference, {
            lines: wanted.map((entry) => ({ ...entry, reason: 'changed_mind' })),
          });
          expect(created.statusCode, created.body).toBe(201);
          const received = await ctx.app.inject({
            method: 'POST',
            url: `/v1/admin/returns/${created.json().returnUid}/receipt`,
            headers: { origin: SHOP_ORIGIN, cookie: operator },
            payload: {
              lines: wanted.map((entry) => ({
                position: entry.position,
                received: entry.quantity,
                damaged: entry.quantity % 2,
              })),
            },
          });
          expect(received.statusCode, received.body).toBe(200);
          for (const line of received.json().lines as {
            position: number;
            quantity: number;
            refund: { amount: number };
          }[]) {
            const index = line.position - 1;
            left[index] = (left[index] ?? 0) - line.quantity;
            refunded[index] = (refunded[index] ?? 0) + line.refund.amount;
            // After every return: never more than was paid for the line.
            expect(refunded[index]).toBeLessThanOrEqual(bought.lines[index]?.total ?? 0);
          }
        }
        for (const [index, line] of bought.lines.entries()) expect(refunded[index]).toBe(line.total);
        const refunds = await ctx.app.database.db
          .selectFrom('refund')
          .select(['total_amount'])
          .where('order_id', '=', bought.order.id)
          .execute();
        expect(refunds.reduce((sum, refund) => sum + Number(refund.total_amount), 0)).toBe(
          bought.order.total_amount,
        );
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
