import {
  ACCOUNT_ERRORS,
  checkVatId,
  vatIdRefusal,
  type Address,
  type AddressInput,
  type AddressPage,
  type AddressPatch,
  type CursorQuery,
  type ErrorDetail,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { DomainError, NotFound } from '../../lib/domain-error.ts';
import * as geo from '../geo/service.ts';
import * as repository from './address-repository.ts';
import type { AddressRow, DefaultKind } from './address-repository.ts';

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 50;

/** One or more address fields break the rules of the country (one detail per field). */
export class AddressInvalid extends DomainError {
  constructor(details: ErrorDetail[]) {
    super(400, details[0]?.message ?? 'validation.address.invalid', details);
  }
}

export class AddressNotFound extends NotFound {
  constructor() {
    super(ACCOUNT_ERRORS.addressNotFound);
  }
}

export class AddressLimit extends DomainError {
  constructor() {
    super(409, ACCOUNT_ERRORS.addressLimit);
  }
}

interface Place {
  countryIso: string;
  stateId: number | null;
  postcode: string;
}

/**
 * Checks an address against its country (docs/api.md#validation): the country is known, a state is given
 * where the country needs one and belongs to it, the postcode has the country's form.
 */
async function checkPlace(db: Db, locale: Locale, place: Place): Promise<void> {
  const country = await geo.countryByIso(db, locale, place.countryIso).catch((error: unknown) => {
    if (error instanceof NotFound) return null;
    throw error;
  });
  if (!country) {
    throw new AddressInvalid([
      { path: 'countryIso', message: ACCOUNT_ERRORS.countryUnknown, params: { value: place.countryIso } },
    ]);
  }
  const details: ErrorDetail[] = [];
  if (place.stateId === null) {
    if (country.stateRequired) details.push({ path: 'stateId', message: ACCOUNT_ERRORS.stateRequired });
  } else {
    const states = await geo.statesOfCountry(db, locale, country.iso);
    if (!states.some((state) => state.id === place.stateId)) {
      details.push({
        path: 'stateId',
        message: ACCOUNT_ERRORS.stateUnknown,
        params: { country: country.iso },
      });
    }
  }
  if (country.postcodePattern && !new RegExp(country.postcodePattern, 'i').test(place.postcode)) {
    details.push({
      path: 'postcode',
      message: ACCOUNT_ERRORS.postcodePattern,
      params: { country: country.iso, example: country.postcodeExample },
    });
  }
  if (details.length > 0) throw new AddressInvalid(details);
}

/**
 * A VAT id of a patch, read as one of the address's country when it has no prefix (the schema has
 * already checked those that name their country), normalised.
 */
function readVatId(vatId: string, countryIso: string): string {
  const result = checkVatId(vatId, countryIso);
  if (!result.valid) throw new AddressInvalid([{ path: 'vatId', ...vatIdRefusal(result) }]);
  return result.vatId;
}

/** Names countries and states in the request language for a set of stored addresses. */
async function toAddresses(db: Db, locale: Locale, rows: readonly AddressRow[]): Promise<Address[]> {
  if (rows.length === 0) return [];
  const countries = new Map(
    (await geo.listCountries(db, locale)).map((country) => [country.iso, country.name]),
  );
  const withStates = [...new Set(rows.filter((row) => row.state_id !== null).map((row) => row.country_iso))];
  const stateNames = new Map(
    (await Promise.all(withStates.map((iso) => geo.statesOfCountry(db, locale, iso))))
      .flat()
      .map((state) => [state.id, state.name]),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    countryIso: row.country_iso,
    countryName: countries.get(row.country_iso) ?? row.country_iso,
    stateId: row.state_id,
    stateName: row.state_id === null ? null : (stateNames.get(row.state_id) ?? null),
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    postcode: row.postcode,
    city: row.city,
    phone: row.phone,
    fiscalId: row.fiscal_id,
    vatId: row.vat_id,
    defaultDelivery: row.default_delivery === 1,
    defaultInvoice: row.default_invoice === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

async function toAddress(db: Db, locale: Locale, row: AddressRow): Promise<Address> {
  const [address] = await toAddresses(db, locale, [row]);
  if (!address) throw new AddressNotFound();
  return address;
}

async function storedAddress(db: Db, customerId: number, addressId: number): Promise<AddressRow> {
  const row = await repository.addressOf(db, customerId, addressId);
  if (!row) throw new AddressNotFound();
  return row;
}

export async function listAddresses(
  db: Db,
  locale: Locale,
  customerId: number,
  query: CursorQuery,
): Promise<AddressPage> {
  const [afterId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [0];
  const rows = await repository.addressesOf(db, customerId, afterId, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: await toAddresses(db, locale, pageRows),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

export async function getAddress(db: Db, locale: Locale, customerId: number, addressId: number) {
  return toAddress(db, locale, await storedAddress(db, customerId, addressId));
}

/** Adds an address; the first one becomes both defaults, a later one takes the defaults it asks for. */
export async function addAddress(db: Db, locale: Locale, customerId: number, input: AddressInput) {
  await checkPlace(db, locale, input);
  const id = await db.transaction().execute(async (trx) => {
    await repository.lockCustomer(trx, customerId);
    const count = await repository.countAddresses(trx, customerId);
    if (count >= MAX_ADDRESSES) throw new AddressLimit();
    const defaultDelivery = count === 0 || input.defaultDelivery;
    const defaultInvoice = count === 0 || input.defaultInvoice;
    if (defaultDelivery) await repository.clearDefault(trx, customerId, 'default_delivery');
    if (defaultInvoice) await repository.clearDefault(trx, customerId, 'default_invoice');
    const now = new Date().toISOString();
    return repository.insertAddress(trx, {
      customer_id: customerId,
      type: input.type,
      first_name: input.firstName,
      last_name: input.lastName,
      country_iso: input.countryIso,
      state_id: input.stateId,
      company: input.company,
      address1: input.address1,
      address2: input.address2,
      postcode: input.postcode,
      city: input.city,
      phone: input.phone,
      fiscal_id: input.fiscalId,
      vat_id: input.vatId,
      default_delivery: defaultDelivery ? 1 : 0,
      default_invoice: defaultInvoice ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  });
  return getAddress(db, locale, customerId, id);
}

/**
 * Changes the given fields, checked like a new address. Making it a default takes the default from
 * the other address; the default itself cannot be switched off (another address must take it).
 */
export async function changeAddress(
  db: Db,
  locale: Locale,
  customerId: number,
  addressId: number,
  patch: AddressPatch,
) {
  const current = await storedAddress(db, customerId, addressId);
  if (patch.countryIso !== undefined || patch.stateId !== undefined || patch.postcode !== undefined) {
    await checkPlace(db, locale, {
      countryIso: patch.countryIso ?? current.country_iso,
      stateId: patch.stateId === undefined ? current.state_id : patch.stateId,
      postcode: patch.postcode ?? current.postcode,
    });
  }
  const vatId =
    typeof patch.vatId === 'string'
      ? readVatId(patch.vatId, patch.countryIso ?? current.country_iso)
      : patch.vatId;
  await db.transaction().execute(async (trx) => {
    await repository.lockCustomer(trx, customerId);
    const fresh = await storedAddress(trx, customerId, addressId);
    const unsetDefaults: ErrorDetail[] = [];
    if (patch.defaultDelivery === false && fresh.default_delivery === 1) {
      unsetDefaults.push({ path: 'defaultDelivery', message: ACCOUNT_ERRORS.defaultRequired });
    }
    if (patch.defaultInvoice === false && fresh.default_invoice === 1) {
      unsetDefaults.push({ path: 'defaultInvoice', message: ACCOUNT_ERRORS.defaultRequired });
    }
    if (unsetDefaults.length > 0) throw new AddressInvalid(unsetDefaults);
    if (patch.defaultDelivery === true && fresh.default_delivery !== 1) {
      await repository.clearDefault(trx, customerId, 'default_delivery');
    }
    if (patch.defaultInvoice === true && fresh.default_invoice !== 1) {
      await repository.clearDefault(trx, customerId, 'default_invoice');
    }
    await repository.updateAddress(trx, customerId, addressId, {
      ...(patch.type === undefined ? {} : { type: patch.type }),
      ...(patch.firstName === undefined ? {} : { first_name: patch.firstName }),
      ...(patch.lastName === undefined ? {} : { last_name: patch.lastName }),
      ...(patch.countryIso === undefined ? {} : { country_iso: patch.countryIso }),
      ...(patch.stateId === undefined ? {} : { state_id: patch.stateId }),
      ...(patch.company === undefined ? {} : { company: patch.company }),
      ...(patch.address1 === undefined ? {} : { address1: patch.address1 }),
      ...(patch.address2 === undefined ? {} : { address2: patch.address2 }),
      ...(patch.postcode === undefined ? {} : { postcode: patch.postcode }),
      ...(patch.city === undefined ? {} : { city: patch.city }),
      ...(patch.phone === undefined ? {} : { phone: patch.phone }),
      ...(patch.fiscalId === undefined ? {} : { fiscal_id: patch.fiscalId }),
      ...(vatId === undefined ? {} : { vat_id: vatId }),
      ...(patch.defaultDelivery === true ? { default_delivery: 1 } : {}),
      ...(patch.defaultInvoice === true ? { default_invoice: 1 } : {}),
      updated_at: new Date().toISOString(),
    });
  });
  return getAddress(db, locale, customerId, addressId);
}

/** Deletes an address; a default it held moves to the newest remaining address, of the matching type first. */
export async function removeAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repository.lockCustomer(trx, customerId);
    const current = await storedAddress(trx, customerId, addressId);
    await repository.deleteAddress(trx, customerId, addressId);
    const moves: [DefaultKind, AddressRow['type']][] = [
      ['default_delivery', 'delivery'],
      ['default_invoice', 'billing'],
    ];
    for (const [kind, type] of moves) {
      if (current[kind] !== 1) continue;
      const heir = await repository.newestAddress(trx, customerId, type);
      if (heir) {
        await repository.updateAddress(
          trx,
          customerId,
          heir.id,
          kind === 'default_delivery' ? { default_delivery: 1 } : { default_invoice: 1 },
        );
      }
    }
  });
}
