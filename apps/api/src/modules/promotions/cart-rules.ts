/**
 * The promotions a cart works out (docs/selling-rules.md#discounts), as rules: what each applies to, its
 * conditions, and whether something the cart's contents cannot change (dates, usage limits, signing in)
 * blocks it.
 */
import { DEFAULT_LOCALE, type CartRuleReason, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { databaseKey, type Trx } from '../../db/transaction.ts';
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

/**
 * The promotion a code unlocks, or null for an unknown code. A voucher bound to a customer (made from
 * points) is unknown to everyone else, so its code reveals nothing about another customer.
 */
export async function promotionIdByCode(
  db: Db,
  code: string,
  customerId: number | null,
): Promise<number | null> {
  const row = await repository.promotionIdByCode(db, normalisedCode(code));
  if (!row) return null;
  return row.customer_id === null || row.customer_id === customerId ? row.id : null;
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

/** How long the promotions stay in memory; writes through this module drop them at once. */
const BOOK_TTL_MS = 60_000;

type BookPromotion = Omit<CartPromotionRule, 'slug' | 'name' | 'blocked'> & {
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  startsAt: string;
  endsAt: string;
  /** The only customer the code is for (a voucher made from points), or null. */
  customerId: number | null;
  texts: Map<string, { slug: string; name: string }>;
};

/** Per database (`databaseKey`: a transaction reads the book of its database). */
const books = new WeakMap<object, { expires: number; book: Promise<BookPromotion[]> }>();

async function readBook(db: Db): Promise<BookPromotion[]> {
  return bookOf(await repository.cartPromotionTables(db));
}

function bookOf([rows, texts, products, categories, manufacturers]: Awaited<
  ReturnType<typeof repository.cartPromotionTables>
>): BookPromotion[] {
  const productIds = idsBy(products, 'product_id');
  const categoryIds = idsBy(categories, 'category_id');
  const manufacturerIds = idsBy(manufacturers, 'manufacturer_id');
  const textsOf = new Map<number, Map<string, { slug: string; name: string }>>();
  for (const text of texts) {
    const map = textsOf.get(text.promotion_id) ?? new Map<string, { slug: string; name: string }>();
    map.set(text.locale, { slug: text.slug, name: text.name });
    textsOf.set(text.promotion_id, map);
  }
  return rows.flatMap((row): BookPromotion[] =>
    row.target === 'catalogue'
      ? []
      : [
          {
            id: row.id,
            code: row.code,
            kind: row.kind,
            value: row.value,
            target: row.target,
            productIds: productIds.get(row.id) ?? new Set(),
            categoryIds: categoryIds.get(row.id) ?? new Set(),
            manufacturerIds: manufacturerIds.get(row.id) ?? new Set(),
            minimumAmount: row.minimum_amount,
            combinable: row.combinable === 1,
            usageLimit: row.usage_limit,
            usageLimitPerCustomer: row.usage_limit_per_customer,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
            customerId: row.customer_id,
            texts: textsOf.get(row.id) ?? new Map(),
          },
        ],
  );
}

/**
 * The promotions a cart may work out, kept in memory per database (the cart reads them on every
 * answer, in and out of transactions; they are a few dozen rows). Only their definitions: dates are
 * compared with the time of each answer and uses are counted afresh (`usage` below), so an order
 * placed on a kept book is priced as the shopper saw it. Another process's changes are seen within
 * the TTL; this process's writes drop the book at once.
 */
function promotionBook(db: Db): Promise<BookPromotion[]> {
  const key = databaseKey(db);
  const cached = books.get(key);
  if (cached && cached.expires > Date.now()) return cached.book;
  const book = readBook(db);
  books.set(key, { expires: Date.now() + BOOK_TTL_MS, book });
  // A failed read is not kept: the next call tries again.
  book.catch(() => {
    if (books.get(key)?.book === book) books.delete(key);
  });
  return book;
}

/** Drops the promotions kept for `db` after a change to them. */
export function forgetPromotionBook(db: Db): void {
  books.delete(databaseKey(db));
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
  const { now } = options;
  const order = new Map(options.codedIds.map((id, index) => [id, index]));
  const book = await promotionBook(db);
  const candidates = book.filter(
    (promotion) =>
      order.has(promotion.id) ||
      (promotion.code === null && promotion.startsAt <= now && promotion.endsAt > now),
  );
  // Codes not in the book are customer-bound vouchers: read afresh, never kept.
  const inBook = new Set(candidates.map((promotion) => promotion.id));
  const bound = options.codedIds.filter((id) => !inBook.has(id));
  if (bound.length > 0) candidates.push(...bookOf(await repository.customerPromotionTables(db, bound)));
  if (candidates.length === 0) return [];
  const limited = candidates.filter(
    (promotion) => promotion.usageLimit !== null || promotion.usageLimitPerCustomer !== null,
  );
  const uses =
    limited.length > 0
      ? await repository.promotionUses(
          db,
          limited.map((promotion) => promotion.id),
          options.customerId,
        )
      : [];
  const usage = new Map(
    uses.map((row) => [row.promotion_id, { all: Number(row.used), mine: Number(row.used_by_customer ?? 0) }]),
  );
  const rules = candidates.map((promotion): CartPromotionRule => {
    const used = usage.get(promotion.id) ?? { all: 0, mine: 0 };
    const blocked: CartRuleReason | null =
      promotion.startsAt > now
        ? 'notStarted'
        : promotion.endsAt <= now
          ? 'expired'
          : (promotion.usageLimit !== null && used.all >= promotion.usageLimit) ||
              (promotion.customerId !== null &&
                options.customerId !== null &&
                promotion.customerId !== options.customerId)
            ? 'usedUp'
            : (promotion.usageLimitPerCustomer !== null || promotion.customerId !== null) &&
                options.customerId === null
              ? 'signInRequired'
              : promotion.usageLimitPerCustomer !== null && used.mine >= promotion.usageLimitPerCustomer
                ? 'usedUpByCustomer'
                : null;
    const text = promotion.texts.get(locale) ?? promotion.texts.get(DEFAULT_LOCALE);
    return {
      id: promotion.id,
      slug: text?.slug ?? '',
      name: text?.name ?? '',
      code: promotion.code,
      kind: promotion.kind,
      value: promotion.value,
      target: promotion.target,
      productIds: promotion.productIds,
      categoryIds: promotion.categoryIds,
      manufacturerIds: promotion.manufacturerIds,
      minimumAmount: promotion.minimumAmount,
      combinable: promotion.combinable,
      blocked,
    };
  });
  // Automatic promotions first (by id), then the codes as they were entered.
  const rank = (rule: CartPromotionRule) => (rule.code === null ? -1 : (order.get(rule.id) ?? Infinity));
  return rules.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * Holds the usage limits of the promotions an order may use until `trx` ends: the cart's codes
 * (`codeIds`) and the automatic promotions, where their uses are limited. An order that works its cart
 * out after this counts the uses of every order committed before it, so two orders at once never both
 * take the last use of a code or a voucher. PostgreSQL locks the rows (the second order waits for the
 * first to commit); SQLite runs one write transaction at a time anyway.
 */
export async function holdPromotionLimits(trx: Trx, codeIds: readonly number[], now: Date): Promise<void> {
  await repository.lockLimitedPromotions(trx, codeIds, now.toISOString());
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
