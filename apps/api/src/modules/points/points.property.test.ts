/**
 * The points balance is the ledger's sum and never negative (docs/flows.md#loyalty-points): for random
 * orders, then any sequence of refunds of single units, conversions, operator adjustments and worker
 * rounds on days up to three years ahead (which release and expire points), the balances the API answers
 * equal the sums of the stored entries, and neither available nor pending points go below zero.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayIn, startOfDayIn, type PointsBalance } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { runEvents } from '../refunds/test-support.ts';
import { aDeliveredOrder } from '../returns/test-support.ts';
import { runPointsRound } from './round.ts';

const ctx = useTestApp();
let operator = '';

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
  operator = await operatorCookie(ctx.app);
}, 60_000);

const step = fc.oneof(
  fc.record({ kind: fc.constant('round' as const), daysAhead: fc.integer({ min: 0, max: 1100 }) }),
  fc.record({ kind: fc.constant('refund' as const), position: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('convert' as const), points: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({
    kind: fc.constant('adjust' as const),
    points: fc.integer({ min: -800, max: 2000 }).filter((points) => points !== 0),
  }),
);

const scenario = fc.record({
  lines: fc.array(
    fc.record({ price: fc.integer({ min: 50, max: 60_000 }), quantity: fc.integer({ min: 1, max: 3 }) }),
    { minLength: 1, maxLength: 2 },
  ),
  percentOff: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 5000 })),
  steps: fc.array(step, { minLength: 1, maxLength: 6 }),
});

describe('the points ledger', () => {
  it('answers balances that are its sums, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ lines, percentOff, steps }) => {
        const order = await aDeliveredOrder(
          ctx.app,
          lines.map((line) => ({ ...line, stock: 100 })),
          { deliveredDaysAgo: 20, ...(percentOff > 0 ? { percentOff } : {}) },
        );
        await runEvents(ctx.app);
        const left = lines.map((line) => line.quantity);
        const zone = ctx.config.shop.timeZone;
        const today = calendarDayIn(new Date(), zone);
        const check = async () => {
          const response = await order.browser.get('/v1/me/points/balance');
          expect(response.statusCode).toBe(200);
          const answered = response.json() as PointsBalance;
          const stored = await ctx.app.database.db
            .selectFrom('points_entry')
            .select(['available', 'pending'])
            .where('customer_id', '=', order.customer.id)
            .execute();
          const sum = (pick: (row: (typeof stored)[number]) => number) =>
            stored.reduce((total, row) => total + pick(row), 0);
          expect(answered.available).toBe(sum((row) => row.available));
          expect(answered.pending).toBe(sum((row) => row.pending));
          expect(answered.available).toBeGreaterThanOrEqual(0);
          expect(answered.pending).toBeGreaterThanOrEqual(0);
          // What one conversion could take is never more than there is.
          expect(answered.convertible).toBeLessThanOrEqual(answered.available);
        };
        await check();
        for (const next of steps) {
          if (next.kind === 'round') {
            const day = addCalendarDays(today, next.daysAhead);
            await runPointsRound(
              ctx.app.database.db,
              ctx.config,
              new Date(startOfDayIn(day, zone).getTime() + 12 * 3_600_000),
            );
          } else if (next.kind === 'refund') {
            const index = Math.min(next.position, lines.length) - 1;
            if ((left[index] ?? 0) > 0) {
              const response = await ctx.app.inject({
                method: 'POST',
                url: `/v1/admin/orders/${order.reference}/refunds`,
                headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', cookie: operator },
                payload: {
                  requestId: randomUUID(),
                  lines: [{ position: index + 1, quantity: 1 }],
                  shipping: false,
                },
              });
              expect(response.statusCode, response.body).toBe(200);
              left[index] = (left[index] ?? 0) - 1;
              await runEvents(ctx.app);
            }
          } else if (next.kind === 'convert') {
            const response = await order.browser.request({
              method: 'POST',
              url: '/v1/me/points/convert',
              payload: { points: next.points },
              headers: { 'idempotency-key': randomUUID() },
            });
            expect([200, 400, 409], response.body).toContain(response.statusCode);
          } else {
            const response = await ctx.app.inject({
              method: 'POST',
              url: `/v1/admin/customers/${order.customer.id}/points`,
              headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', cookie: operator },
              payload: { points: next.points, reason: 'Property test' },
            });
            expect([200, 409], response.body).toContain(response.statusCode);
          }
          await check();
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
