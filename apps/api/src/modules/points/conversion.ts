/**
 * Converting points into a voucher (docs/flows.md#loyalty-points), step by step:
 * 1. lock the customer's holder row, so two conversions at once run one after the other;
 * 2. a conversion already made under the same `Idempotency-Key` is answered again (a retry, a double
 *    click), unless it named other points;
 * 3. settle what is due today (released, expired), so the balance is today's;
 * 4. round the points down to whole steps, check the minimum and the available balance;
 * 5. make a single-use voucher for this customer through the promotions module;
 * 6. append the `redeemed` entry.
 */
import { randomBytes } from 'node:crypto';
import {
  addCalendarDays,
  calendarDayIn,
  LOCALES,
  money,
  POINTS_VOUCHER_MONTHS,
  type Locale,
  type PointsConversion,
  type PointsConversionQuote,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import { createVoucher, voucherOf } from '../promotions/index.ts';
import { appendEntry, ledgerOf } from './entries.ts';
import { BelowMinimum, IdempotencyKeyReused, NotEnoughPoints } from './errors.ts';
import { addCalendarMonths, balances, conversionQuote } from './ledger.ts';
import * as repository from './repository.ts';
import { settleCustomerPoints } from './round.ts';

type PointsConfig = Pick<Config, 'points' | 'shop'>;

const rulesOf = (config: PointsConfig) => ({
  step: config.points.perVoucherEuro,
  minimum: config.points.minimumConversion,
});

/** `GET /v1/me/points/convert?points=N`: what N points are worth now; nothing is written. */
export async function quoteConversion(
  db: Db,
  config: PointsConfig,
  customerId: number,
  requested: number,
): Promise<PointsConversionQuote> {
  const { available } = balances(await ledgerOf(db, customerId));
  const rules = rulesOf(config);
  const quote = conversionQuote(requested, available, rules);
  return {
    requested,
    points: quote.points,
    value: money(quote.cents),
    minimum: rules.minimum,
    step: rules.step,
    available,
    convertible: quote.problem === null,
    problem: quote.problem,
  };
}

/** A voucher code nobody guesses: `PTS-` and 12 characters of an alphabet without look-alikes. */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  return `PTS-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

const voucherTexts = (): Partial<Record<Locale, { name: string; description: string }>> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, serverTexts(locale, 'points').voucher]));

/** `POST /v1/me/points/convert`: converts the points (rounded down to whole steps) into a voucher. */
export async function convertPoints(
  db: Db,
  config: PointsConfig,
  customerId: number,
  requested: number,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<PointsConversion> {
  const at = now.toISOString();
  const dedupeKey = `convert:${customerId}:${idempotencyKey}`;
  const rules = rulesOf(config);
  const made = await db.transaction().execute(async (trx) => {
    await repository.lockHolder(trx, customerId, at);
    const earlier = await repository.entryByKey(trx, dedupeKey);
    const points = conversionQuote(requested, 0, rules).points;
    if (earlier) {
      if (-earlier.available !== points) throw new IdempotencyKeyReused();
      return { promotionId: earlier.promotion_id ?? 0, points, createdAt: earlier.created_at };
    }
    await settleCustomerPoints(trx, config, customerId, now);
    const { available } = balances(await ledgerOf(trx, customerId));
    const quote = conversionQuote(requested, available, rules);
    if (quote.problem === 'belowMinimum') throw new BelowMinimum(rules.minimum, rules.step);
    if (quote.problem === 'notEnough') throw new NotEnoughPoints(available);
    const code = voucherCode();
    const today = calendarDayIn(now, config.shop.timeZone);
    // Valid until the end of the day POINTS_VOUCHER_MONTHS later, in the shop's calendar.
    const endsAt = new Date(
      Date.parse(`${addCalendarDays(addCalendarMonths(today, POINTS_VOUCHER_MONTHS), 1)}T00:00:00Z`),
    ).toISOString();
    const promotionId = await createVoucher(trx, {
      customerId,
      code,
      value: quote.cents,
      startsAt: at,
      endsAt,
      texts: voucherTexts(),
    });
    await appendEntry(trx, {
      customerId,
      kind: 'redeemed',
      available: -quote.points,
      pending: 0,
      dedupeKey,
      at,
      promotionId,
      voucherCode: code,
    });
    return { promotionId, points: quote.points, createdAt: at };
  });
  const voucher = await voucherOf(db, made.promotionId);
  if (!voucher) throw new Error(`points conversion ${dedupeKey}: its voucher is gone`);
  const { available } = balances(await ledgerOf(db, customerId));
  return {
    code: voucher.code,
    points: made.points,
    value: money(voucher.value),
    expiresAt: voucher.endsAt,
    createdAt: made.createdAt,
    available,
  };
}
