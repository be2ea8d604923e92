/**
 * Promotions and codes as the merchant makes them in the back office
 * (docs/operations.md#promotions-and-codes). A save is checked whole (its code and slugs are no other
 * promotion's, what it applies to exists), then written in the caller's transaction with its texts and
 * members; the revision counts up, and a save made on an older one is refused.
 *
 * A `catalogue` promotion is in its products' shelf prices while it runs: when it starts, each product
 * not reduced already takes the reduced price with its price as the struck-through one, through the
 * price history (so the 30-day lowest price follows); when it ends, each takes back the price it had,
 * unless someone changed the price since. The catalogue round does this at the start and the end; a
 * save does it at once.
 */
import {
  CURRENCY,
  LOCALES,
  PROMOTION_ERRORS,
  percentOf,
  slugify,
  type AdminPromotionDetail,
  type AdminPromotionList,
  type AdminPromotionValues,
  type Locale,
  type PromotionState,
} from '@tendero/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { changePrices, type NewPrice } from '../catalog/index.ts';
import { forgetPromotionBook, normalisedCode } from './cart-rules.ts';
import * as repository from './promotion-editor-repository.ts';
import { promotionUseCount } from './promotion-write-repository.ts';
import * as reads from './repository.ts';
import type { PromotionTable } from './tables.ts';

class Taken extends DomainError {
  constructor(path: string, key: string) {
    super(409, key, [{ path, message: key }]);
  }
}

class StalePromotion extends DomainError {
  constructor(current: number) {
    super(409, PROMOTION_ERRORS.staleRevision, [
      { path: 'revision', message: PROMOTION_ERRORS.staleRevision, params: { current } },
    ]);
  }
}

export function promotionState(
  promotion: { starts_at: string; ends_at: string },
  now: string,
): PromotionState {
  if (promotion.ends_at <= now) return 'ended';
  return promotion.starts_at <= now ? 'running' : 'scheduled';
}

/** The shelf price a reduction gives; the price itself when it would give nothing or nothing at all is left. */
export function reducedPrice(price: number, promotion: Pick<PromotionTable, 'kind' | 'value'>): number {
  const off =
    promotion.kind === 'reductionPercent'
      ? percentOf(price, promotion.value)
      : promotion.kind === 'reductionAmount'
        ? promotion.value
        : 0;
  return off > 0 && off < price ? price - off : price;
}

export async function promotionForEditing(db: Db, promotionId: number): Promise<AdminPromotionDetail> {
  const row = await reads.promotionById(db, promotionId);
  if (!row || row.customer_id !== null) throw new NotFound(PROMOTION_ERRORS.notFound);
  const [texts, productIds, categoryIds, manufacturerIds, uses, members] = await Promise.all([
    reads.promotionTexts(db, promotionId),
    reads.promotionProductIds(db, promotionId),
    reads.promotionCategoryIds(db, promotionId),
    reads.promotionManufacturerIds(db, promotionId),
    promotionUseCount(db, promotionId),
    repository.membersWithPrices(db, promotionId),
  ]);
  const written: AdminPromotionDetail['texts'] = {};
  for (const text of texts) {
    written[text.locale as Locale] = {
      name: text.name,
      slug: text.slug,
      description: text.description,
      path: `promotions/${text.slug}`,
    };
  }
  return {
    id: row.id,
    revision: row.revision,
    kind: row.kind,
    value: row.value,
    target: row.target,
    productIds,
    categoryIds,
    manufacturerIds,
    code: row.code,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    minimum: { amount: row.minimum_amount, currency: CURRENCY },
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    combinable: row.combinable === 1,
    state: promotionState(row, new Date().toISOString()),
    uses: Number(uses.count),
    texts: written,
    reducedProducts: members.filter((member) => member.reduced_to !== null).length,
    updatedAt: row.updated_at,
  };
}

export async function promotionsForOperators(db: Db, locale: Locale): Promise<AdminPromotionList> {
  const now = new Date().toISOString();
  const rows = await repository.promotionList(db, locale);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      value: row.value,
      target: row.target,
      code: row.code,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      state: promotionState(row, now),
      uses: Number(row.uses ?? 0),
      usageLimit: row.usage_limit,
    })),
  };
}

/** The texts with their slugs made; a 409 for a code or slug another promotion holds, a 400 for unknown members. */
async function checkPromotion(db: Db, promotionId: number | null, values: AdminPromotionValues) {
  const code = values.code === null ? null : normalisedCode(values.code);
  if (code !== null) {
    const holder = await repository.promotionWithCode(db, code);
    if (holder && holder.id !== promotionId) throw new Taken('code', PROMOTION_ERRORS.codeTaken);
  }
  const members = [
    ['productIds', 'product', values.productIds, PROMOTION_ERRORS.productNotFound],
    ['categoryIds', 'category', values.categoryIds, 'validation.category.unknown'],
    ['manufacturerIds', 'manufacturer', values.manufacturerIds, 'validation.brand.unknown'],
  ] as const;
  for (const [field, table, ids, key] of members) {
    const known = await repository.existingIds(db, table, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw new InvalidInput(`${field}.${unknown}`, key);
  }
  const texts = LOCALES.flatMap((locale) => {
    const text = values.texts[locale];
    if (!text) return [];
    const slug = text.slug || slugify(text.name, locale);
    if (slug === '') throw new InvalidInput(`texts.${locale}.slug`, 'validation.slug.format');
    return [{ locale, name: text.name, slug, description: text.description }];
  });
  const holders = await repository.slugHolders(db, texts);
  const other = holders.find((holder) => holder.promotion_id !== promotionId);
  if (other) throw new Taken(`texts.${other.locale}.slug`, PROMOTION_ERRORS.slugTaken);
  return { code, texts };
}

function promotionColumns(values: AdminPromotionValues, code: string | null, now: string) {
  return {
    kind: values.kind,
    value: values.value,
    target: values.target,
    code,
    starts_at: new Date(values.startsAt).toISOString(),
    ends_at: new Date(values.endsAt).toISOString(),
    minimum_amount: values.minimumAmount,
    usage_limit: values.usageLimit,
    usage_limit_per_customer: values.usageLimitPerCustomer,
    combinable: values.combinable ? 1 : 0,
    updated_at: now,
  } as const;
}

/**
 * Puts a catalogue promotion's reduction into its products' shelf prices, or takes it out, as its window
 * says at `now`; after a save, what it had put in comes out first and the new reduction goes in, in one
 * price change per product. A product reduced already (by the merchant or another promotion) is left.
 */
async function settleCatalogueReduction(trx: Trx, promotionId: number, now: string): Promise<void> {
  const row = await repository.lockedPromotionRow(trx, promotionId);
  if (!row) return;
  const running = row.target === 'catalogue' && promotionState(row, now) === 'running';
  const members = await repository.membersWithPrices(trx, promotionId);
  const changes: NewPrice[] = [];
  const marks: { productId: number; from: number | null; to: number | null }[] = [];
  for (const member of members) {
    let price = member.price;
    let basePrice = member.base_price;
    // What it set comes out, unless the price was changed since.
    if (member.reduced_to !== null && price === member.reduced_to && basePrice === member.reduced_from) {
      price = member.reduced_from ?? price;
      basePrice = null;
    }
    let mark: { from: number | null; to: number | null } = { from: null, to: null };
    if (running && basePrice === null) {
      const reduced = reducedPrice(price, row);
      if (reduced < price) {
        mark = { from: price, to: reduced };
        basePrice = price;
        price = reduced;
      }
    }
    if (price !== member.price || basePrice !== member.base_price) {
      changes.push({ productId: member.product_id, price, basePrice, at: now });
    }
    if (mark.from !== member.reduced_from || mark.to !== member.reduced_to) {
      marks.push({ productId: member.product_id, ...mark });
    }
  }
  await changePrices(trx, changes);
  await repository.markReduced(trx, promotionId, marks);
  // Not begun: the round puts it in at its start. Ended: it is out, and stays out.
  const state = promotionState(row, now);
  await repository.setReductionState(
    trx,
    promotionId,
    running
      ? { applied_at: row.applied_at ?? now, reverted_at: null }
      : state === 'scheduled'
        ? { applied_at: null, reverted_at: null }
        : { applied_at: row.applied_at, reverted_at: row.applied_at === null ? null : now },
  );
}

/** Products a catalogue promotion's members leave: their reduction comes out before they go. */
async function releaseLeavingMembers(trx: Trx, promotionId: number, kept: readonly number[], now: string) {
  const members = await repository.membersWithPrices(trx, promotionId);
  const keep = new Set(kept);
  const changes: NewPrice[] = members
    .filter(
      (member) =>
        !keep.has(member.product_id) &&
        member.reduced_to !== null &&
        member.price === member.reduced_to &&
        member.base_price === member.reduced_from,
    )
    .map((member) => ({
      productId: member.product_id,
      price: member.reduced_from ?? member.price,
      basePrice: null,
      at: now,
    }));
  await changePrices(trx, changes);
}

export async function createPromotionForOperators(trx: Trx, values: AdminPromotionValues): Promise<number> {
  const { code, texts } = await checkPromotion(trx, null, values);
  const now = new Date().toISOString();
  const id = await repository.insertPromotion(trx, {
    key: `shop-${randomUUID()}`,
    ...promotionColumns(values, code, now),
  });
  await repository.replacePromotionTexts(
    trx,
    id,
    texts.map((text) => ({ promotion_id: id, ...text })),
  );
  await repository.replacePromotionMembers(trx, id, values);
  await settleCatalogueReduction(trx, id, now);
  forgetPromotionBook(trx);
  return id;
}

export async function replacePromotionForOperators(
  trx: Trx,
  promotionId: number,
  values: AdminPromotionValues,
  revision: number,
): Promise<void> {
  const current = await repository.lockedPromotionRow(trx, promotionId);
  if (!current || current.customer_id !== null) throw new NotFound(PROMOTION_ERRORS.notFound);
  if (current.revision !== revision) throw new StalePromotion(current.revision);
  const { code, texts } = await checkPromotion(trx, promotionId, values);
  const now = new Date().toISOString();
  await releaseLeavingMembers(trx, promotionId, values.target === 'catalogue' ? values.productIds : [], now);
  await repository.updatePromotionRow(trx, promotionId, promotionColumns(values, code, now));
  await repository.replacePromotionTexts(
    trx,
    promotionId,
    texts.map((text) => ({ promotion_id: promotionId, ...text })),
  );
  await repository.replacePromotionMembers(trx, promotionId, values);
  await settleCatalogueReduction(trx, promotionId, now);
  forgetPromotionBook(trx);
}

/** Ends a promotion now (one not begun yet never runs): codes stop working, a catalogue reduction comes out. */
export async function endPromotionForOperators(trx: Trx, promotionId: number): Promise<void> {
  const current = await repository.lockedPromotionRow(trx, promotionId);
  if (!current || current.customer_id !== null) throw new NotFound(PROMOTION_ERRORS.notFound);
  const now = new Date().toISOString();
  if (promotionState(current, now) === 'ended') throw new DomainError(409, PROMOTION_ERRORS.alreadyEnded);
  await repository.updatePromotionRow(trx, promotionId, {
    starts_at: current.starts_at < now ? current.starts_at : now,
    ends_at: now,
    updated_at: now,
  });
  await settleCatalogueReduction(trx, promotionId, now);
  forgetPromotionBook(trx);
}

/**
 * The catalogue round: every catalogue promotion whose start or end has come since the last round puts
 * its reduction into the shelf prices or takes it out, each in its own transaction.
 */
export async function runCataloguePromotions(db: Db, at: Date = new Date()): Promise<{ settled: number }> {
  const now = at.toISOString();
  const due = await repository.dueCataloguePromotions(db, now);
  for (const { id } of due) {
    await db.transaction().execute((trx) => settleCatalogueReduction(trx, id, now));
  }
  if (due.length > 0) forgetPromotionBook(db);
  return { settled: due.length };
}

/**
 * For promotions whose reduction is in the shelf prices already (the demo's, and those of shops from
 * before the back office made them): records it as put in by them, so their end takes it out again.
 */
export async function recordAppliedReductions(trx: Trx, promotionIds: readonly number[], at: string) {
  for (const promotionId of promotionIds) {
    const members = await repository.membersWithPrices(trx, promotionId);
    await repository.markReduced(
      trx,
      promotionId,
      members
        .filter((member) => member.base_price !== null)
        .map((member) => ({ productId: member.product_id, from: member.base_price, to: member.price })),
    );
    await repository.setReductionState(trx, promotionId, { applied_at: at, reverted_at: null });
  }
}
