/**
 * Loyalty points (docs/flows.md#loyalty-points): an append-only ledger per customer. A paid order earns
 * points that stay pending until the withdrawal period after its delivery has passed, then become
 * available; refunds reverse them, available points expire, and the customer converts them into a
 * single-use voucher code for the cart (`PATCH /v1/cart/rule`). Every figure here is a sum of the ledger.
 */
import { z } from 'zod';
import { commaList, CursorQuery, freeText, page } from './common.ts';
import { Money } from './money.ts';

/**
 * A ledger entry's kind. `pending`: earned on a paid order, not spendable yet. `available`: the pending
 * points of an order released once its withdrawal period passed. `redeemed`: converted into a voucher.
 * `reversed`: taken back by a refund or a return. `expired`: available points past their lifetime.
 * `adjusted`: an operator's correction, with a reason.
 */
export const POINTS_ENTRY_KINDS = [
  'pending',
  'available',
  'redeemed',
  'reversed',
  'expired',
  'adjusted',
] as const;
export const PointsEntryKind = z.enum(POINTS_ENTRY_KINDS);
export type PointsEntryKind = z.infer<typeof PointsEntryKind>;

/** The stats list the points that expire within this many days. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
/** The most points one conversion, adjustment or query names. */
export const POINTS_MAX = 10_000_000;
/** How long a voucher made from points can be used, in months from the conversion. */
export const POINTS_VOUCHER_MONTHS = 12;
/** The header that makes `POST /v1/me/points/convert` happen once per request. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const POINTS_ERRORS = {
  /** Fewer points than the minimum conversion: details name the minimum. */
  belowMinimum: 'error.points.belowMinimum',
  /** The available balance does not cover the conversion: details name what is available. */
  notEnough: 'error.points.notEnough',
  /** An `Idempotency-Key` already used by this customer for a conversion of another amount. */
  idempotencyKeyReused: 'error.points.idempotencyKeyReused',
  /** An operator's deduction larger than the available balance (it never goes below zero). */
  adjustmentTooLarge: 'error.points.adjustmentTooLarge',
} as const;

/** The shop's rules for points, from its settings, so pages can say them and work out "earn N points". */
export const PointsRules = z
  .object({
    /** Points earned per whole euro paid for items (after discounts, without shipping). */
    pointsPerEuro: z.number().int(),
    /** Points worth one euro of voucher. */
    pointsPerVoucherEuro: z.number().int(),
    /** The fewest points one conversion takes. */
    minimumConversion: z.number().int(),
    /** Conversions take whole multiples of this many points (one euro of voucher). */
    conversionStep: z.number().int(),
    /** Available points expire this many months after they became available. */
    expireMonths: z.number().int(),
    /** Earned points stay pending this many days after the order's delivery (the withdrawal period). */
    pendingDays: z.number().int(),
    voucherMonths: z.number().int(),
  })
  .meta({ id: 'PointsRules' });
export type PointsRules = z.infer<typeof PointsRules>;

/** A paid order's points not available yet. */
export const PendingPoints = z
  .object({
    orderReference: z.string(),
    points: z.number().int(),
    /** The day they become available (YYYY-MM-DD, the shop's calendar); null until the order is delivered. */
    availableOn: z.string().nullable(),
  })
  .meta({ id: 'PendingPoints' });
export type PendingPoints = z.infer<typeof PendingPoints>;

/** Available points that expire on one day, oldest first (what redemptions have not used up). */
export const ExpiringPoints = z
  .object({
    points: z.number().int(),
    /** The day they expire (YYYY-MM-DD, the shop's calendar). */
    expiresOn: z.string(),
  })
  .meta({ id: 'ExpiringPoints' });
export type ExpiringPoints = z.infer<typeof ExpiringPoints>;

/** `GET /v1/me/points/balance`: what can be spent now and what is on the way. */
export const PointsBalance = z
  .object({
    available: z.number().int(),
    pending: z.number().int(),
    /** The most of `available` one conversion takes now (whole steps; 0 below the minimum) and its worth. */
    convertible: z.number().int(),
    convertibleValue: Money,
  })
  .meta({ id: 'PointsBalance' });
export type PointsBalance = z.infer<typeof PointsBalance>;

/** `GET /v1/me/points`: the account's points page. */
export const PointsStats = PointsBalance.extend({
  /** Per order, oldest first. */
  pendingOrders: z.array(PendingPoints),
  /** Available points that expire within `POINTS_EXPIRING_SOON_DAYS` days, with their days. */
  expiringSoon: z.array(ExpiringPoints),
  expiringSoonTotal: z.number().int(),
  /** All points ever earned (pending and available entries, before reversals). */
  earnedTotal: z.number().int(),
  /** All points ever converted into vouchers. */
  redeemedTotal: z.number().int(),
  rules: PointsRules,
}).meta({ id: 'PointsStats' });
export type PointsStats = z.infer<typeof PointsStats>;

/**
 * One ledger entry. `available` and `pending` are the signed changes it made to the two balances: a
 * `pending` entry adds to pending, an `available` entry moves points from pending to available, a
 * `reversed` entry takes from either.
 */
export const PointsHistoryEntry = z
  .object({
    id: z.number().int(),
    kind: PointsEntryKind,
    available: z.number().int(),
    pending: z.number().int(),
    createdAt: z.string(),
    /** The order that earned or lost them (pending, available, reversed). */
    orderReference: z.string().nullable(),
    /** The voucher code made (redeemed). */
    voucherCode: z.string().nullable(),
    /** The operator's reason (adjusted). */
    reason: z.string().nullable(),
    /** When points added to the available balance expire (available, positive adjustments). */
    expiresOn: z.string().nullable(),
  })
  .meta({ id: 'PointsHistoryEntry' });
export type PointsHistoryEntry = z.infer<typeof PointsHistoryEntry>;

/** `GET /v1/me/points/history?kind=pending,available&cursor=…&limit=…`: newest first. */
export const PointsHistoryQuery = CursorQuery.extend({
  kind: commaList(PointsEntryKind, POINTS_ENTRY_KINDS.length).optional(),
});
export type PointsHistoryQuery = z.infer<typeof PointsHistoryQuery>;
export const PointsHistoryPage = page(PointsHistoryEntry).meta({ id: 'PointsHistoryPage' });
export type PointsHistoryPage = z.infer<typeof PointsHistoryPage>;

const PointsAmount = z.coerce.number<string | number>().int().min(1).max(POINTS_MAX);

/** `GET /v1/me/points/convert?points=N`: what N points are worth (safe; nothing is spent). */
export const PointsConversionQuery = z.object({ points: PointsAmount }).strict();
export type PointsConversionQuery = z.infer<typeof PointsConversionQuery>;

/** Why a conversion of the asked points cannot happen now. */
export const POINTS_CONVERSION_PROBLEMS = ['belowMinimum', 'notEnough'] as const;

export const PointsConversionQuote = z
  .object({
    /** The points asked for. */
    requested: z.number().int(),
    /** The points a conversion would take: `requested` rounded down to whole steps. */
    points: z.number().int(),
    /** What those points are worth as a voucher. */
    value: Money,
    minimum: z.number().int(),
    step: z.number().int(),
    available: z.number().int(),
    /** Whether `POST` with the same points would succeed now; else `problem` says why. */
    convertible: z.boolean(),
    problem: z.enum(POINTS_CONVERSION_PROBLEMS).nullable(),
  })
  .meta({ id: 'PointsConversionQuote' });
export type PointsConversionQuote = z.infer<typeof PointsConversionQuote>;

/** `POST /v1/me/points/convert` with an `Idempotency-Key` header (8-128 of A-Z a-z 0-9 _ -). */
export const PointsConversionInput = z.object({ points: z.number().int().min(1).max(POINTS_MAX) }).strict();
export type PointsConversionInput = z.infer<typeof PointsConversionInput>;

/** A client's key for one request: a retry with the same key gets the first answer. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
export const PointsConversionHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey });
export type PointsConversionHeaders = z.infer<typeof PointsConversionHeaders>;

/**
 * A conversion made: the voucher code (for this customer only, one order), its value, and the balance
 * after. Asking again with the same `Idempotency-Key` answers the same conversion.
 */
export const PointsConversion = z
  .object({
    code: z.string(),
    points: z.number().int(),
    value: Money,
    expiresAt: z.string(),
    createdAt: z.string(),
    available: z.number().int(),
  })
  .meta({ id: 'PointsConversion' });
export type PointsConversion = z.infer<typeof PointsConversion>;

/** `POST /v1/admin/customers/{customerId}/points`: an operator's correction, positive or negative. */
export const PointsAdjustmentInput = z
  .object({
    points: z
      .number()
      .int()
      .min(-POINTS_MAX)
      .max(POINTS_MAX)
      .refine((value) => value !== 0, { message: 'validation.number.nonZero' }),
    reason: freeText(1, 500),
  })
  .strict();
export type PointsAdjustmentInput = z.infer<typeof PointsAdjustmentInput>;

/** The back office's view of a customer's points: the stats and the newest entries. */
export const AdminCustomerPoints = z
  .object({ stats: PointsStats, history: z.array(PointsHistoryEntry) })
  .meta({ id: 'AdminCustomerPoints' });
export type AdminCustomerPoints = z.infer<typeof AdminCustomerPoints>;
