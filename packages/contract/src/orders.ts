import { z } from 'zod';

/** Conversion flag of an order. */
export const ConversionFlagInput = z.object({ conversionSent: z.boolean() }).strict();
export type ConversionFlagInput = z.infer<typeof ConversionFlagInput>;
