import { z } from 'zod';
import { CountryIso, CursorQuery, Email, Id, freeText, optionalText, page, text } from './common.ts';
import { LocaleCode } from './locales.ts';
import { checkVatId, vatIdRefusal, type VatIdRefused } from './vat-id.ts';

/** The zod issue of a refused VAT id. */
const vatIdIssue = (result: VatIdRefused, path: string[] = []) => ({
  code: 'custom' as const,
  path,
  ...vatIdRefusal(result),
});

/**
 * A VAT id that names its country by its prefix (`DE`, `EL`, `CHE`, …), checked by format and check
 * digit and given back normalised (`DE 136 695 976` → `DE136695976`); empty becomes null.
 */
export const VatIdText = optionalText(128).transform((value, ctx) => {
  if (value === null) return null;
  const result = checkVatId(value);
  if (result.valid) return result.vatId;
  ctx.addIssue(vatIdIssue(result));
  return z.NEVER;
});

/** B2B data of an account: all optional text. */
export const B2BDataInput = z
  .object({
    fiscalId: optionalText(128),
    vatId: VatIdText,
    company: optionalText(128),
    address: optionalText(256),
    postcode: optionalText(16),
    state: optionalText(64),
    city: optionalText(64),
  })
  .strict();
export type B2BDataInput = z.infer<typeof B2BDataInput>;

export const B2B_STATUSES = ['active', 'cancelled'] as const;

/**
 * What VIES said about the VAT id: `valid` and `invalid` are its answers, `unverified` means it could
 * not be asked (unreachable, busy, a member state's service down) and the data was kept anyway,
 * `not_checked` that it was not asked (VIES_URL unset, or a country outside VIES: GB, CH, NO, IS).
 */
export const VAT_ID_CHECK_STATUSES = ['valid', 'invalid', 'unverified', 'not_checked'] as const;

export const VatIdCheck = z
  .object({
    status: z.enum(VAT_ID_CHECK_STATUSES),
    /** VIES's consultation number, proof of the check (given when the shop's own VAT id asked). */
    consultationNumber: z.string().nullable(),
    /** When VIES was asked (also for `unverified`); null for `not_checked`. */
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'VatIdCheck' });
export type VatIdCheck = z.infer<typeof VatIdCheck>;

/** The business-customer subscription: its data, whether it is active, and since when. */
export const B2BSubscription = z
  .object({
    status: z.enum(B2B_STATUSES),
    /** When the subscription was (last) started. */
    since: z.string(),
    cancelledAt: z.string().nullable(),
    fiscalId: z.string().nullable(),
    vatId: z.string().nullable(),
    company: z.string().nullable(),
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    /** The check of `vatId`; null without a VAT id. */
    vatIdCheck: VatIdCheck.nullable(),
  })
  .meta({ id: 'B2BSubscription' });
export type B2BSubscription = z.infer<typeof B2BSubscription>;

/** The signed-in customer (`GET /v1/me`); `b2b` is null until a subscription was ever started. */
export const Me = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The language the account was opened in. */
    locale: LocaleCode,
    createdAt: z.string(),
    b2b: B2BSubscription.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

/** `PATCH /v1/me`: any of the names, or a new e-mail confirmed with the current password. */
export const MeUpdate = z
  .object({
    firstName: text(1, 128).optional(),
    lastName: text(1, 128).optional(),
    email: Email.optional(),
    /** Needed only to change the e-mail address. */
    currentPassword: z.string().min(1).max(100).optional(),
  })
  .strict();
export type MeUpdate = z.infer<typeof MeUpdate>;

export const ADDRESS_TYPES = ['delivery', 'billing'] as const;

const StateId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const addressFields = {
  type: z.enum(ADDRESS_TYPES),
  firstName: text(1, 128),
  lastName: text(1, 128),
  countryIso: CountryIso,
  company: optionalText(128),
  address1: text(1, 256),
  address2: optionalText(256),
  postcode: text(1, 16),
  city: text(1, 64),
  phone: optionalText(32),
  fiscalId: optionalText(128),
  vatId: optionalText(128),
};

/**
 * Address (docs/api.md#shapes) with the rules of docs/api.md#validation. A VAT id without a prefix is read as
 * one of the address's country, and stored with its prefix.
 */
export const AddressInput = z
  .object({
    ...addressFields,
    stateId: StateId.nullish().transform((value) => value ?? null),
    defaultDelivery: z.boolean().default(false),
    defaultInvoice: z.boolean().default(false),
  })
  .strict()
  .transform((address, ctx) => {
    if (address.vatId === null) return address;
    const result = checkVatId(address.vatId, address.countryIso);
    if (result.valid) return { ...address, vatId: result.vatId };
    ctx.addIssue(vatIdIssue(result, ['vatId']));
    return z.NEVER;
  });
export type AddressInput = z.infer<typeof AddressInput>;

/** An optional text of a partial update: missing stays missing (unchanged), empty becomes null. */
const patchText = (max: number) =>
  text(0, max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/**
 * `PATCH /v1/me/addresses/{addressId}`: the fields of AddressInput, each optional; a missing field
 * keeps its value, null (or an empty optional text) clears it. A VAT id is checked here when it names
 * its country or the patch does; one without either is read by the service as one of the stored
 * address's country by the service.
 */
export const AddressPatch = z
  .object({
    type: addressFields.type.optional(),
    firstName: addressFields.firstName.optional(),
    lastName: addressFields.lastName.optional(),
    countryIso: addressFields.countryIso.optional(),
    stateId: StateId.nullable().optional(),
    company: patchText(128),
    address1: addressFields.address1.optional(),
    address2: patchText(256),
    postcode: addressFields.postcode.optional(),
    city: addressFields.city.optional(),
    phone: patchText(32),
    fiscalId: patchText(128),
    vatId: patchText(128),
    defaultDelivery: z.boolean().optional(),
    defaultInvoice: z.boolean().optional(),
  })
  .strict()
  .transform((patch, ctx) => {
    if (typeof patch.vatId !== 'string') return patch;
    const result = checkVatId(patch.vatId, patch.countryIso);
    if (result.valid) return { ...patch, vatId: result.vatId };
    // Without a prefix or a country in the patch, only the stored address can tell.
    if (result.problem === 'country' && patch.countryIso === undefined) return patch;
    ctx.addIssue(vatIdIssue(result, ['vatId']));
    return z.NEVER;
  });
export type AddressPatch = z.infer<typeof AddressPatch>;

/** A stored address, with its country and state named in the request language. */
export const Address = z
  .object({
    id: z.number().int(),
    type: z.enum(ADDRESS_TYPES),
    firstName: z.string(),
    lastName: z.string(),
    countryIso: z.string(),
    countryName: z.string(),
    stateId: z.number().int().nullable(),
    stateName: z.string().nullable(),
    company: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    postcode: z.string(),
    city: z.string(),
    phone: z.string().nullable(),
    fiscalId: z.string().nullable(),
    vatId: z.string().nullable(),
    defaultDelivery: z.boolean(),
    defaultInvoice: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const AddressParams = z.object({ addressId: Id });
export const AddressListQuery = CursorQuery;
export const AddressPage = page(Address);
export type AddressPage = z.infer<typeof AddressPage>;

/** Message shape (support requests). */
export const MessageInput = z.object({ body: freeText(1, 500) }).strict();
export type MessageInput = z.infer<typeof MessageInput>;

export const SupportRequest = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequest>;

/** Error keys of the account routes (besides validation keys). */
export const ACCOUNT_ERRORS = {
  addressNotFound: 'error.address.notFound',
  addressLimit: 'error.address.limit',
  /** An address cannot stop being the default itself: make another address the default. */
  defaultRequired: 'validation.address.defaultRequired',
  countryUnknown: 'validation.country.unknown',
  stateRequired: 'validation.state.required',
  stateUnknown: 'validation.state.unknown',
  postcodePattern: 'validation.postcode.pattern',
  b2bNotActive: 'error.b2b.notActive',
} as const;
