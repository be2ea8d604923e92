/**
 * The promotions a cart works out (DESIGN.md §9), as rules: what each applies to, its conditions, and
 * whether something the cart's contents cannot change (dates, usage limits, signing in) blocks it.
 */
import type { CartRuleReason, Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import * as repository from './cart-rules-repository.ts';
import type { PromotionTable, PromotionTarget } from './tables.ts';

export interface CartPromotionRule {
  id: number;
  slug: string;
  name: string;
  /** The code that unlocks it; null for an automatic promotion. */
  code: string | null;
  kind: PromotionTable['kind'];
  value: number;
  target: Exclude<PromotionTarget, 'catalogue'>;
  productIds: ReadonlySet<number>;
  categoryIds: ReadonlySet<number>;
  manufacturerIds: ReadonlySet<number>;
  minimumAmount: number;
  combinable: boolean;
  blocked: CartRuleReason | null;
}

/** A code as stored: trimmed and upper case, so "welcome10 " finds WELCOME10. */
export function normalisedCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The promotion a code unlocks, or null for an unknown code. */
export async function promotionIdByCode(db: Db, code: string): Promise<number | null> {
  return (await repository.promotionIdByCode(db, normalisedCode(code)))?.id ?? null;
}

function idsBy<K extends string>(rows: readonly ({ promotion_id: number } & Record<K, number>)[], key: K) {
  const map = new Map<number, Set<number>>();
  for (const row of rows) {
    const set = map.get(row.promotion_id) ?? new Set<number>();
    set.add(row[key]);
    map.set(row.promotion_id, set);
  }
  return map;
}

/**
 * The automatic promotions running now and the promotions of `codedIds` (a cart's codes, in the order
 * entered), automatic first; each with what blocks it for `customerId` (null: not signed in).
 */
export async function cartPromotionRules(
  db: Db,
  locale: Locale,
  options: { now: string; customerId: number | null; codedIds: readonly number[] },
): Promise<CartPromotionRule[]> {
  const rows = await repository.cartPromotions(db, locale, options.now, options.codedIds);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const limited = rows.filter((row) => row.usage_limit !== null || row.usage_limit_per_customer !== null);
  const [products, categories, manufacturers, uses] = await Promise.all([
    repository.promotionProducts(db, ids),
    repository.promotionCategories(db, ids),
    repository.promotionManufacturers(db, ids),
    limited.length > 0
      ? repository.promotionUses(
          db,
          limited.map((row) => row.id),
          options.customerId,
        )
      : Promise.resolve([]),
  ]);
  const productIds = idsBy(products, 'product_id');
  const categoryIds = idsBy(categories, 'category_id');
  const manufacturerIds = idsBy(manufacturers, 'manufacturer_id');
  const usage = new Map(
    uses.map((row) => [row.promotion_id, { all: Number(row.used), mine: Number(row.used_by_customer ?? 0) }]),
  );
  const order = new Map(options.codedIds.map((id, index) => [id, index]));
  const rules = rows.flatMap((row): CartPromotionRule[] => {
    if (row.target === 'catalogue') return [];
    const used = usage.get(row.id) ?? { all: 0, mine: 0 };
    const blocked: CartRuleReason | null =
      row.starts_at > options.now
        ? 'notStarted'
        : row.ends_at <= options.now
          ? 'expired'
          : row.usage_limit !== null && used.all >= row.usage_limit
            ? 'usedUp'
            : row.usage_limit_per_customer !== null && options.customerId === null
              ? 'signInRequired'
              : row.usage_limit_per_customer !== null && used.mine >= row.usage_limit_per_customer
                ? 'usedUpByCustomer'
                : null;
    return [
      {
        id: row.id,
        slug: row.slug,
        name: row.name,
        code: row.code,
        kind: row.kind,
        value: row.value,
        target: row.target,
        productIds: productIds.get(row.id) ?? new Set(),
        categoryIds: categoryIds.get(row.id) ?? new Set(),
        manufacturerIds: manufacturerIds.get(row.id) ?? new Set(),
        minimumAmount: row.minimum_amount,
        combinable: row.combinable === 1,
        blocked,
      },
    ];
  });
  // Automatic promotions first (by id), then the codes as they were entered.
  const rank = (rule: CartPromotionRule) => (rule.code === null ? -1 : (order.get(rule.id) ?? Infinity));
  return rules.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** Counts one order's use of its promotions, for the usage limits (written by the order transaction). */
export async function recordPromotionUses(
  trx: Trx,
  uses: readonly {
    promotionId: number;
    customerId: number | null;
    orderReference: string | null;
    at: string;
  }[],
): Promise<void> {
  if (uses.length > 0) await repository.insertPromotionUses(trx, uses);
}
