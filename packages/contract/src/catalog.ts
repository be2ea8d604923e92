import { z } from 'zod';
import { Email, text } from './common.ts';

/** Stock alert (product notification request). */
export const StockAlertInput = z.object({ type: z.literal('stock'), email: Email }).strict();
export type StockAlertInput = z.infer<typeof StockAlertInput>;

/** Locale param: a locale and an optional `c`. */
export const LocaleParamInput = z.object({ locale: text(1, 15), c: text(0, 15).optional() }).strict();
export type LocaleParamInput = z.infer<typeof LocaleParamInput>;

/** Conversion flag of an order. */
export const ConversionFlagInput = z.object({ conversionSent: z.boolean() }).strict();
export type ConversionFlagInput = z.infer<typeof ConversionFlagInput>;

export const ReviewInput = z
  .object({
    rating: z.number().int().min(1).max(5),
    body: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type ReviewInput = z.infer<typeof ReviewInput>;
