/**
 * Vouchers bound to one customer (docs/flows.md#loyalty-points): a cart promotion worth a fixed amount,
 * unlocked by its code for that customer only and used by one order. They have no public page, stay out
 * of the sitemap and of the promotions kept in memory.
 */
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import * as repository from './promotion-write-repository.ts';

export interface NewVoucher {
  customerId: number;
  /** Stored upper case, unique among all codes. */
  code: string;
  /** Cents off the cart. */
  value: number;
  startsAt: string;
  endsAt: string;
  /** The name the cart shows and its description, per language (English at least). */
  texts: Partial<Record<Locale, { name: string; description: string }>>;
}

/** Creates the voucher in the caller's transaction; answers its promotion id. */
export async function createVoucher(trx: Trx, voucher: NewVoucher): Promise<number> {
  const code = voucher.code.toUpperCase();
  const id = await repository.insertPromotion(trx, {
    key: `voucher-${code.toLowerCase()}`,
    kind: 'reductionAmount',
    value: voucher.value,
    target: 'cart',
    starts_at: voucher.startsAt,
    ends_at: voucher.endsAt,
    code,
    minimum_amount: 0,
    usage_limit: 1,
    usage_limit_per_customer: 1,
    combinable: 1,
    image_url: null,
    image_width: null,
    image_height: null,
    updated_at: voucher.startsAt,
    customer_id: voucher.customerId,
  });
  await repository.insertPromotionTexts(
    trx,
    Object.entries(voucher.texts).map(([locale, text]) => ({
      promotion_id: id,
      locale,
      name: text.name,
      slug: `voucher-${code.toLowerCase()}`,
      description: text.description,
    })),
  );
  return id;
}

export interface Voucher {
  id: number;
  code: string;
  value: number;
  endsAt: string;
  customerId: number | null;
  /** Orders that used it. */
  uses: number;
}

/** A voucher by its promotion id, with how often it was used; null when unknown. */
export async function voucherOf(db: Db, promotionId: number): Promise<Voucher | null> {
  const row = await repository.voucherById(db, promotionId);
  if (!row?.code) return null;
  const used = await repository.promotionUseCount(db, promotionId);
  return {
    id: row.id,
    code: row.code,
    value: row.value,
    endsAt: row.ends_at,
    customerId: row.customer_id,
    uses: Number(used.count),
  };
}
