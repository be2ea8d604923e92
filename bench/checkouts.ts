/**
 * The checkout loop of bench:checkout and bench:cluster: shoppers buying again and again, timed.
 */
import { HttpError, type HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { runSql } from './lib.ts';

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export interface CheckoutSample {
  ordersPerSecond: number;
  placeP50: number;
  placeP99: number;
  payP50: number;
  payP99: number;
  failures: number;
}

/** The shoppers checking out in a loop for `seconds`. */
export async function measureCheckouts(
  shoppers: readonly HttpShopper[],
  products: readonly number[],
  seconds: number,
): Promise<CheckoutSample> {
  const placeTimes: number[] = [];
  const payTimes: number[] = [];
  let orders = 0;
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < end) {
        const productId = products[Math.floor(Math.random() * products.length)] ?? 0;
        try {
          await shopper.prepareCheckout([{ productId, quantity: 1 }]);
          const payStart = performance.now();
          const timings = await shopper.payTimed();
          payTimes.push(performance.now() - payStart);
          placeTimes.push(timings.placeMs);
          orders++;
        } catch (error) {
          failures++;
          if (!(error instanceof HttpError)) throw error;
          // A product sold out meanwhile: empty the cart and go on with another.
          await shopper.request('POST', '/v1/cart', { lines: [] }).catch(() => undefined);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: Math.round(orders / elapsed),
    placeP50: Math.round(percentile(placeTimes, 0.5)),
    placeP99: Math.round(percentile(placeTimes, 0.99)),
    payP50: Math.round(percentile(payTimes, 0.5)),
    payP99: Math.round(percentile(payTimes, 0.99)),
    failures,
  };
}

/** Waits until the API has handled every due event; answers the seconds that took. */
export async function drainOutbox(databaseUrl: string): Promise<number> {
  const started = performance.now();
  const deadline = started + 300_000;
  while (performance.now() < deadline) {
    const row = await runSql(
      databaseUrl,
      "select count(*) as pending from event_outbox where status = 'pending'",
    );
    if (Number(row?.pending ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Math.round((performance.now() - started) / 100) / 10;
}
