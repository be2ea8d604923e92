/**
 * Carriers and shipping prices: which methods deliver a shipment (country served, weight within the
 * method's limits and its bands), at what price, from what cart amount for free, and how fast.
 * The cart asks on every read, so answers come from the carrier book in memory (carrier-book.ts).
 */
import { DEFAULT_LOCALE, LOCALES, money, type Locale, type Money } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { carrierBook, forgetCarrierBook, textIn, type CarrierText } from './carrier-book.ts';
import * as repository from './repository.ts';

/** What is to be shipped where: the cart's weight and its items' amount after discounts (cents). */
export interface ShippingQuery {
  countryIso: string;
  weightGrams: number;
  itemsAmount: number;
}

/** One way to ship a query's shipment, priced for it. */
export interface CarrierOption {
  /** The carrier method's id. */
  id: number;
  /** In the request's language (English where missing). */
  name: string;
  description: string;
  /** For this query: 0 when itemsAmount >= freeAbove. */
  price: Money;
  /** The band price before the free-shipping threshold. */
  regularPrice: Money;
  freeAbove: Money | null;
  deliveryDays: { min: number; max: number };
}

/** The options for `query`, of every method or of `methodId` alone, cheapest first. */
async function optionsFor(
  db: Db,
  locale: Locale,
  query: ShippingQuery,
  methodId: number | null,
): Promise<CarrierOption[]> {
  // A shipment weighs whole grams, never less than nothing.
  const weight = Math.max(0, Math.ceil(query.weightGrams));
  if (!Number.isFinite(weight)) return [];
  const served = (await carrierBook(db)).get(query.countryIso.toUpperCase()) ?? [];
  const options: { option: CarrierOption; position: number }[] = [];
  for (const { method, zone } of served) {
    if (!method.active || (methodId !== null && method.id !== methodId)) continue;
    if (weight < method.minWeightGrams || (method.maxWeightGrams !== null && weight > method.maxWeightGrams))
      continue;
    // The lightest band that holds the shipment prices it; past the heaviest, the method does not take it.
    const band = zone.rates.find((rate) => rate.maxWeightGrams >= weight);
    if (!band) continue;
    const free = zone.freeAbove !== null && query.itemsAmount >= zone.freeAbove;
    const text = textIn(method, locale);
    options.push({
      position: method.position,
      option: {
        id: method.id,
        name: text.name,
        description: text.description,
        price: money(free ? 0 : band.price),
        regularPrice: money(band.price),
        freeAbove: zone.freeAbove === null ? null : money(zone.freeAbove),
        deliveryDays: { ...zone.deliveryDays },
      },
    });
  }
  return options
    .sort(
      (a, b) =>
        a.option.price.amount - b.option.price.amount || a.position - b.position || a.option.id - b.option.id,
    )
    .map((entry) => entry.option);
}

/** The methods that deliver `query` (country served, weight within limits), cheapest first. */
export function shippingOptions(db: Db, locale: Locale, query: ShippingQuery): Promise<CarrierOption[]> {
  return optionsFor(db, locale, query, null);
}

/** The cheapest of shippingOptions, or null when nobody delivers there. */
export async function cheapestShipping(
  db: Db,
  locale: Locale,
  query: ShippingQuery,
): Promise<CarrierOption | null> {
  return (await shippingOptions(db, locale, query))[0] ?? null;
}

/** One method for `query` by id (null when it does not deliver it): the cart's chosen method. */
export async function shippingOption(
  db: Db,
  locale: Locale,
  methodId: number,
  query: ShippingQuery,
): Promise<CarrierOption | null> {
  return (await optionsFor(db, locale, query, methodId))[0] ?? null;
}

/**
 * A method by id with its name in `locale`, when it delivers to `countryIso` (whatever the weight, and
 * even if it was switched off since: an order placed with it still ships with it); null otherwise.
 */
export async function carrierMethodServing(
  db: Db,
  locale: Locale,
  methodId: number,
  countryIso: string,
): Promise<{ id: number; name: string } | null> {
  const served = (await carrierBook(db)).get(countryIso.toUpperCase()) ?? [];
  const entry = served.find(({ method }) => method.id === methodId);
  return entry ? { id: entry.method.id, name: textIn(entry.method, locale).name } : null;
}

/**
 * The names of methods by id in `locale` (English where missing), whether they still serve anyone:
 * the back office names an order's carrier in the operator's language, not the order's. A method
 * no longer stored is not in the map.
 */
export async function carrierMethodNames(
  db: Db,
  locale: Locale,
  methodIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await repository.methodNames(db, methodIds, [locale, DEFAULT_LOCALE]);
  const names = new Map<number, string>();
  for (const row of rows) {
    if (row.locale === locale || !names.has(row.method_id)) names.set(row.method_id, row.name);
  }
  return names;
}

/** Texts of a method by language: English is required, the others fall back to it. */
export type CarrierTexts = { en: CarrierText } & Partial<Record<Locale, CarrierText>>;

export interface NewCarrierZone {
  key: string;
  /** ISO 3166-1 alpha-2 codes of countries the shop knows (geo). */
  countries: readonly string[];
  /** Cents of the cart's items after discounts from which shipping is free; null for never. */
  freeAbove: number | null;
  deliveryDays: { min: number; max: number };
  /** Weight bands: up to and including `maxWeightGrams`, `price` cents. */
  rates: readonly { maxWeightGrams: number; price: number }[];
}

export interface NewCarrierMethod {
  key: string;
  position?: number;
  active?: boolean;
  minWeightGrams?: number;
  maxWeightGrams?: number | null;
  texts: CarrierTexts;
  zones: readonly NewCarrierZone[];
}

/** A zone the shop could not price or promise: these come from seeds and operators, never shoppers. */
function checkZone(zone: NewCarrierZone): void {
  const path = `zones.${zone.key}`;
  if (zone.rates.length === 0)
    throw new InvalidInput(`${path}.rates`, 'validation.array.min', { minimum: 1 });
  if (zone.rates.some((rate) => rate.price < 0 || rate.maxWeightGrams < 0))
    throw new InvalidInput(`${path}.rates`, 'validation.number.min', { minimum: 0 });
  if (zone.deliveryDays.min < 0 || zone.deliveryDays.max < zone.deliveryDays.min)
    throw new InvalidInput(`${path}.deliveryDays`, 'validation.number.min', { minimum: 0 });
}

/** Adds a method with its texts, zones, countries and weight bands, all or nothing; gives its id. */
export async function createCarrierMethod(db: Db, method: NewCarrierMethod): Promise<number> {
  method.zones.forEach(checkZone);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const methodId = await repository.insertMethod(trx, {
      key: method.key,
      position: method.position ?? 0,
      active: method.active === false ? 0 : 1,
      min_weight_grams: method.minWeightGrams ?? 0,
      max_weight_grams: method.maxWeightGrams ?? null,
      updated_at: now,
    });
    await repository.insertMethodTranslations(
      trx,
      LOCALES.flatMap((locale) => {
        const text = method.texts[locale];
        return text ? [{ method_id: methodId, locale, name: text.name, description: text.description }] : [];
      }),
    );
    for (const zone of method.zones) {
      const zoneId = await repository.insertZone(trx, {
        method_id: methodId,
        key: zone.key,
        free_above: zone.freeAbove,
        delivery_days_min: zone.deliveryDays.min,
        delivery_days_max: zone.deliveryDays.max,
      });
      if (zone.countries.length > 0)
        await repository.insertZoneCountries(
          trx,
          zone.countries.map((iso) => ({
            method_id: methodId,
            zone_id: zoneId,
            country_iso: iso.toUpperCase(),
          })),
        );
      await repository.insertRates(
        trx,
        zone.rates.map((rate) => ({
          zone_id: zoneId,
          max_weight_grams: rate.maxWeightGrams,
          price: rate.price,
        })),
      );
    }
    return methodId;
  });
  forgetCarrierBook(db);
  return id;
}

/** Offers a method again, or stops offering it (it stays on past orders). */
export async function setCarrierMethodActive(db: Db, methodId: number, active: boolean): Promise<void> {
  const found = await repository.setMethodActive(db, methodId, active, new Date().toISOString());
  forgetCarrierBook(db);
  if (!found) throw new NotFound('error.carrier.notFound');
}

/** Whether any carrier method exists (the demo seed adds its own only to a shop without). */
export function hasCarrierMethods(db: Db): Promise<boolean> {
  return repository.hasCarrierMethods(db);
}
