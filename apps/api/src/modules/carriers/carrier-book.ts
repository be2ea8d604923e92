/**
 * The whole carrier table in memory, per database: the cart prices shipping on every read, and the
 * table is a few hundred rows that change when an operator edits a method. Writes through this module
 * drop it at once; another process's writes (another replica, a seed) are seen within the TTL.
 */
import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { databaseKey } from '../../db/transaction.ts';
import * as repository from './repository.ts';

const TTL_MS = 60_000;

export interface CarrierText {
  name: string;
  description: string;
}

export interface BookMethod {
  id: number;
  position: number;
  active: boolean;
  minWeightGrams: number;
  maxWeightGrams: number | null;
  texts: Map<string, CarrierText>;
}

export interface BookZone {
  freeAbove: number | null;
  deliveryDays: { min: number; max: number };
  /** Lightest band first. */
  rates: { maxWeightGrams: number; price: number }[];
}

/** Per country, every method serving it with the zone it lies in. */
export type CarrierBook = Map<string, { method: BookMethod; zone: BookZone }[]>;

/** Per database (`databaseKey`: a transaction reads the book of its database). */
const books = new WeakMap<object, { expires: number; book: Promise<CarrierBook> }>();

function bookOf(rows: repository.CarrierTableRows): CarrierBook {
  const methods = new Map<number, BookMethod>();
  for (const row of rows.methods) {
    methods.set(row.id, {
      id: row.id,
      position: row.position,
      active: row.active === 1,
      minWeightGrams: row.min_weight_grams,
      maxWeightGrams: row.max_weight_grams,
      texts: new Map(),
    });
  }
  for (const row of rows.texts) {
    methods.get(row.method_id)?.texts.set(row.locale, { name: row.name, description: row.description });
  }
  const zones = new Map<number, { methodId: number; zone: BookZone }>();
  for (const row of rows.zones) {
    zones.set(row.id, {
      methodId: row.method_id,
      zone: {
        freeAbove: row.free_above,
        deliveryDays: { min: row.delivery_days_min, max: row.delivery_days_max },
        rates: [],
      },
    });
  }
  for (const row of rows.rates) {
    zones.get(row.zone_id)?.zone.rates.push({ maxWeightGrams: row.max_weight_grams, price: row.price });
  }
  const book: CarrierBook = new Map();
  for (const row of rows.countries) {
    const entry = zones.get(row.zone_id);
    const method = entry && methods.get(entry.methodId);
    if (!entry || !method) continue;
    const served = book.get(row.country_iso) ?? [];
    served.push({ method, zone: entry.zone });
    book.set(row.country_iso, served);
  }
  return book;
}

/** The carrier book of `db`, read again once it is older than the TTL. */
export function carrierBook(db: Db): Promise<CarrierBook> {
  const key = databaseKey(db);
  const cached = books.get(key);
  if (cached && cached.expires > Date.now()) return cached.book;
  const book = repository.carrierTables(db).then(bookOf);
  books.set(key, { expires: Date.now() + TTL_MS, book });
  // A failed read is not kept: the next call tries again.
  book.catch(() => {
    if (books.get(key)?.book === book) books.delete(key);
  });
  return book;
}

/** Drops the book of `db` after a change to its carriers. */
export function forgetCarrierBook(db: Db): void {
  books.delete(databaseKey(db));
}

/** A method's text in `locale`, else in English (never missing: empty at worst). */
export function textIn(method: BookMethod, locale: Locale): CarrierText {
  return method.texts.get(locale) ?? method.texts.get(DEFAULT_LOCALE) ?? { name: '', description: '' };
}
