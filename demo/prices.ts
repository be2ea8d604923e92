/**
 * Prices of the demo catalogue and the history behind them (Omnibus,
 * docs/selling-rules.md#reduced-prices-the-30-day-lowest-prior-price): deterministic from the product's place
 * in the plan, in integer cents and basis points. Each product's history starts with the price it arrived
 * with; some rose months ago; a reduced product had its base price for more than 30 days before the reduction
 * began, and some had a short lower price inside those 30 days, so their lowest prior price is not simply the
 * base price.
 */
import { percentOf } from '@tendero/contract';
import { lowestPriorPrice, type PricePoint } from '../apps/api/src/modules/pricing/index.ts';
import { PROMOTIONS, type LineKey, type ProductTypePlan } from './plan.ts';

const DAY = 86_400_000;

/** How much dearer a product line is than the type's base price, in basis points of it. */
const LINE_FACTOR_BP: Record<LineKey, number> = {
  classic: 10_000,
  pro: 13_500,
  eco: 11_000,
  compact: 9_000,
  premium: 17_000,
  essential: 7_500,
};
const WINTER_SALE_TYPES = new Set(['throwBlanket', 'tableLamp', 'pendantLight', 'tent', 'sleepingBag']);
const KITCHEN_DAYS_TYPES = new Set(['fryingPan', 'wok', 'stockPot', 'dutchOven']);

function promotionValue(key: 'winterSale' | 'kitchenDays'): number {
  return PROMOTIONS.find((promotion) => promotion.key === key)?.value ?? 0;
}

/**
 * A shelf price: rounded to whole euros less ten cents (39.90), at least 4.90. `amount` is in cents, or
 * in 1/`per` of a cent when it comes from a chain of factors kept exact until here.
 */
export function shelfPrice(amount: number, per = 1): number {
  return Math.max(490, Math.round(amount / (100 * per)) * 100 - 10);
}

export interface PricedItem {
  type: ProductTypePlan;
  line: LineKey;
  variantIndex: number;
  /** 0 for the plan's own models; n for the numbered models of large catalogues. */
  model: number;
}

/** Which catalogue promotion a product type's reduction belongs to, if any. */
export function saleOf(typeKey: string): 'winterSale' | 'kitchenDays' | null {
  if (WINTER_SALE_TYPES.has(typeKey)) return 'winterSale';
  if (KITCHEN_DAYS_TYPES.has(typeKey)) return 'kitchenDays';
  return null;
}

export interface SeedPrice {
  price: number;
  basePrice: number | null;
  lowestPriorPrice: number | null;
  history: PricePoint[];
}

/**
 * A product's price today and its history. `index` is its place in the catalogue, `arrivedAt` when it
 * was added (ms), `today` the start of the seeding day (ms) and `promotionsStart` when the catalogue
 * promotions began, which is when their products were reduced.
 */
export function seedPrice(
  item: PricedItem,
  index: number,
  times: { arrivedAt: number; today: number; promotionsStart: number },
): SeedPrice {
  // The type's price times the factors of line, variant (+15 % each) and model (+3 % each), in
  // ten-thousandths of a cent, so only the shelf price rounds.
  const listPrice = shelfPrice(
    percentOf(
      percentOf(item.type.basePrice * LINE_FACTOR_BP[item.line], 10_000 + 1500 * item.variantIndex),
      10_000 + 300 * (item.model % 7),
    ),
    10_000,
  );
  const sale = saleOf(item.type.key);
  let price = listPrice;
  let reducedAt: number | null = null;
  if (sale === 'winterSale') {
    price = shelfPrice(listPrice - percentOf(listPrice, promotionValue('winterSale')));
    reducedAt = times.promotionsStart;
  } else if (sale === 'kitchenDays') {
    price = listPrice - promotionValue('kitchenDays');
    reducedAt = times.promotionsStart;
  } else if (index % 9 === 4) {
    price = shelfPrice(listPrice - percentOf(listPrice, 1500));
    // Reduced between 2 and 26 days ago, in the morning.
    reducedAt = times.today - (2 + (index % 25)) * DAY + 6 * 3_600_000;
  }
  // The cheapest products have no room below the 4.90 floor of a shelf price.
  if (price >= listPrice) {
    price = listPrice;
    reducedAt = null;
  }
  const basePrice = reducedAt === null ? null : listPrice;

  const history: PricePoint[] = [];
  const at = (time: number, amount: number, base: number | null = null) => {
    // Only what happened after the product arrived: a product that arrived later starts there.
    const validFrom = Math.max(time, times.arrivedAt);
    const last = history.at(-1);
    if (last && Date.parse(last.validFrom) >= validFrom) history.pop();
    history.push({ price: amount, basePrice: base, validFrom: new Date(validFrom).toISOString() });
  };
  // One product in four arrived cheaper and rose months ago (2 to 8 months before the seeding day).
  const roseAt = times.today - (60 + ((index * 37) % 180)) * DAY;
  const arrivalPrice = shelfPrice(listPrice - percentOf(listPrice, 800));
  if (index % 4 === 1 && arrivalPrice < listPrice && roseAt > times.arrivedAt + 30 * DAY) {
    at(times.arrivedAt, arrivalPrice);
    at(roseAt, listPrice);
  } else {
    at(times.arrivedAt, listPrice);
  }
  if (reducedAt !== null) {
    // One reduced product in four had a short offer of 5 % off inside the 30 days before the reduction.
    const offer = shelfPrice(listPrice - percentOf(listPrice, 500));
    const offerAt = reducedAt - (12 + (index % 12)) * DAY;
    if (index % 4 === 0 && offer < listPrice && offerAt > times.arrivedAt) {
      at(offerAt, offer);
      at(offerAt + 4 * DAY, listPrice);
    }
    at(reducedAt, price, basePrice);
  }
  return { price, basePrice, lowestPriorPrice: lowestPriorPrice(history), history };
}
