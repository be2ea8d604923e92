import { z } from 'zod';
import { CountryIso, optionalText, text } from './common.ts';

/** B2B data of SPEC.md §3: all optional text. */
export const B2BDataInput = z
  .object({
    fiscalId: optionalText(128),
    vatId: optionalText(128),
    company: optionalText(128),
    address: optionalText(256),
    postcode: optionalText(16),
    state: optionalText(64),
    city: optionalText(64),
  })
  .strict();
export type B2BDataInput = z.infer<typeof B2BDataInput>;

export const ADDRESS_TYPES = ['delivery', 'billing'] as const;

/** Address of SPEC.md §3 with the rules of §5. */
export const AddressInput = z
  .object({
    type: z.enum(ADDRESS_TYPES),
    firstName: text(1, 128),
    lastName: text(1, 128),
    countryIso: CountryIso,
    stateId: z
      .number()
      .int()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
    company: optionalText(128),
    address1: text(1, 256),
    address2: optionalText(256),
    postcode: text(1, 16),
    city: text(1, 64),
    phone: optionalText(32),
    fiscalId: optionalText(128),
    vatId: optionalText(128),
    defaultDelivery: z.boolean().default(false),
    defaultInvoice: z.boolean().default(false),
  })
  .strict();
export type AddressInput = z.infer<typeof AddressInput>;

/** Message shape (support requests). */
export const MessageInput = z.object({ body: text(1, 500) }).strict();
export type MessageInput = z.infer<typeof MessageInput>;
