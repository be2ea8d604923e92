/**
 * Prices over time (Omnibus, Price Indication Directive Art. 6a;
 * docs/selling-rules.md#reduced-prices-the-30-day-lowest-prior-price): every price change is recorded, and a
 * reduced price is shown with the lowest price of the 30 days before the reduction began.
 */
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import * as repository from './repository.ts';

/** How far before a reduction the lowest prior price looks. */
export const LOWEST_PRIOR_PRICE_DAYS = 30;
const WINDOW_MS = LOWEST_PRIOR_PRICE_DAYS * 86_400_000;

/** A product's new price and the moment it took effect. */
export interface PriceChange {
  productId: number;
  /** Selling price in cents, VAT included. */
  price: number;
  /** The struck-through price before a reduction, in cents, above `price`; null when not reduced. */
  basePrice: number | null;
  /** ISO 8601. */
  at: string;
}

/** One entry of a product's price history: its price from `validFrom` until the next entry. */
export interface PricePoint {
  price: number;
  basePrice: number | null;
  /** ISO 8601. */
  validFrom: string;
}

function isReduced(point: PricePoint | undefined): boolean {
  return point !== undefined && point.basePrice !== null && point.basePrice > point.price;
}

/**
 * The lowest price of the 30 days before the current reduction began, or null when the latest price is
 * not reduced. The reduction began with the first entry of the latest unbroken run of reduced entries, so
 * deepening a reduction does not restart it. Counted: the entry in effect at the window's start and every
 * entry that took effect inside the window (an entry replaced at the very moment it took effect was never
 * in effect). Without any price before the reduction, the price it reduced (its base price) is the lowest.
 */
export function lowestPriorPrice(history: readonly PricePoint[]): number | null {
  const entries = inTimeOrder(history);
  let first = entries.length;
  while (first > 0 && isReduced(entries[first - 1]?.point)) first -= 1;
  const reductionStart = entries[first];
  if (!reductionStart) return null;
  const windowStart = reductionStart.at - WINDOW_MS;
  let lowest: number | null = null;
  // From the latest entry before the reduction back to the one in effect when the window began.
  for (let index = first - 1; index >= 0; index--) {
    const entry = entries[index];
    if (!entry) break;
    if (entry.at < reductionStart.at && (lowest === null || entry.point.price < lowest)) {
      lowest = entry.point.price;
    }
    if (entry.at <= windowStart) break;
  }
  return lowest ?? reductionStart.point.basePrice;
}

/** The entries with their times, oldest first; entries of the same moment in the order given. */
function inTimeOrder(history: readonly PricePoint[]): { point: PricePoint; at: number }[] {
  const entries = history.map((point) => ({ point, at: Date.parse(point.validFrom) }));
  const sorted = entries.every((entry, index) => index === 0 || (entries[index - 1]?.at ?? 0) <= entry.at);
  // Array.prototype.sort is stable, so entries of the same moment keep their order.
  return sorted ? entries : entries.sort((a, b) => a.at - b.at);
}

function checkChange(change: PriceChange): void {
  const amounts = change.basePrice === null ? [change.price] : [change.price, change.basePrice];
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`price ${amount}`);
  }
  if (change.basePrice !== null && change.basePrice <= change.price) {
    throw new RangeError(`base price ${change.basePrice} is not above the price ${change.price}`);
  }
  if (Number.isNaN(Date.parse(change.at))) throw new RangeError(`price change at ${change.at}`);
}

/** Records price changes in the history, in the transaction that changes the prices. */
export async function recordPriceChanges(trx: Trx, changes: readonly PriceChange[]): Promise<void> {
  changes.forEach(checkChange);
  await repository.insertPriceHistory(
    trx,
    changes.map((change) => ({
      product_id: change.productId,
      price: change.price,
      base_price: change.basePrice,
      // One way of writing times, so the history sorts the same as text and as time.
      valid_from: new Date(change.at).toISOString(),
    })),
  );
}

/** Products per read of their history. */
const READ_BATCH = 500;

/** A product's price as its history has it now. */
export interface CurrentPrice {
  price: number;
  basePrice: number | null;
  /** The lowest price of the 30 days before the reduction began; null when not reduced. */
  lowestPriorPrice: number | null;
}

/**
 * The price in effect now (the latest entry of its history) and its lowest prior price, of each of the
 * given products that has a history.
 */
export async function currentPrices(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, CurrentPrice>> {
  const histories = new Map<number, PricePoint[]>();
  for (let start = 0; start < productIds.length; start += READ_BATCH) {
    const rows = await repository.priceHistoryOf(db, productIds.slice(start, start + READ_BATCH));
    for (const row of rows) {
      const history = histories.get(row.product_id) ?? [];
      history.push({ price: row.price, basePrice: row.base_price, validFrom: row.valid_from });
      histories.set(row.product_id, history);
    }
  }
  const prices = new Map<number, CurrentPrice>();
  for (const [id, history] of histories) {
    const latest = history.at(-1);
    if (!latest) continue;
    prices.set(id, {
      price: latest.price,
      basePrice: latest.basePrice,
      lowestPriorPrice: lowestPriorPrice(history),
    });
  }
  return prices;
}
