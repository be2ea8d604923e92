/**
 * Test data written through the services, as the shop itself writes it: a customer, an address, a
 * product (with its category and manufacturer). Each builder has defaults that make a valid, unique
 * entry and takes overrides for what a test cares about. Every builder takes the test app or a bare
 * database, and works on SQLite and PostgreSQL alike.
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  AddressInput,
  B2BDataInput,
  SESSION_COOKIES,
  slugify,
  UserInput,
  type Address,
  type Locale,
} from '@tendero/contract';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';
import type { Db } from '../db/database.ts';
import { addAddress } from '../modules/account/addresses.ts';
import { createCustomer } from '../modules/account/service.ts';
import { REFRESH_COOKIE_PATH } from '../modules/auth/cookies.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { openSession } from '../modules/auth/sessions.ts';
import { Browser, uniqueEmail } from '../modules/auth/test-support.ts';
import {
  categoryPaths,
  createCategory,
  createManufacturer,
  createProducts,
} from '../modules/catalog/index.ts';
import { createPromotion, type NewPromotion } from '../modules/promotions/index.ts';
import type { TestApp } from './app.ts';

/** Where a builder writes: the test app's database, or a database of its own. */
export type FixtureTarget = TestApp | Db;

function dbOf(target: FixtureTarget): Db {
  return 'database' in target ? target.database.db : target;
}

let made = 0;

/** A tag no other fixture of this run has, for unique names, keys and slugs. */
export function uniqueTag(): string {
  made += 1;
  return `${made}-${randomInt(1e6)}`;
}

// ---------------------------------------------------------------------------------------------------
// Customers

export const DEFAULT_PASSWORD = 'correct horse 1';

export interface CustomerOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
  /** B2B data as a registration would send it (stored as an active subscription, VIES not asked). */
  b2b?: z.input<typeof B2BDataInput>;
}

export interface FixtureCustomer {
  id: number;
  /** As stored: trimmed and lower-cased, like the contract reads it. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

/** argon2id takes its time on purpose; one hash per distinct password serves every customer of a file. */
const passwordHashes = new Map<string, Promise<string>>();

function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * A customer account opened through the account service, its password hashed as registration hashes
 * it. No welcome mail and no session: `signedIn` gives one.
 */
export async function aCustomer(
  target: FixtureTarget,
  overrides: CustomerOverrides = {},
): Promise<FixtureCustomer> {
  const user = UserInput.parse({
    firstName: overrides.firstName ?? 'Ana',
    lastName: overrides.lastName ?? 'Silva',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? DEFAULT_PASSWORD,
  });
  const locale = overrides.locale ?? 'en';
  const b2b = overrides.b2b === undefined ? undefined : B2BDataInput.parse(overrides.b2b);
  const passwordHash = await passwordHashOf(user.password);
  const id = await dbOf(target)
    .transaction()
    .execute((trx) =>
      createCustomer(trx, {
        email: user.email,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        locale,
        ...(b2b ? { b2b } : {}),
      }),
    );
  return {
    id,
    email: user.email,
    password: user.password,
    firstName: user.firstName,
    lastName: user.lastName,
    locale,
  };
}

/**
 * A browser signed in as the customer: a new session opened through the auth service, its cookies set
 * as the API sets them at sign-in. The browser speaks the customer's language unless told otherwise.
 */
export async function signedIn(
  app: TestApp,
  customer: Pick<FixtureCustomer, 'id' | 'locale'>,
  options: { locale?: string; ip?: string } = {},
): Promise<Browser> {
  const tokens = await app.database.db
    .transaction()
    .execute((trx) => openSession(trx, app.config, customer.id));
  const browser = new Browser(app, {
    locale: options.locale ?? customer.locale,
    ...(options.ip === undefined ? {} : { ip: options.ip }),
  });
  browser.cookies.set(SESSION_COOKIES.access, { value: tokens.accessToken, path: '/' });
  browser.cookies.set(SESSION_COOKIES.refresh, { value: tokens.refreshToken, path: REFRESH_COOKIE_PATH });
  browser.cookies.set(SESSION_HINT_COOKIE, { value: '1', path: '/' });
  return browser;
}

/** A new customer and a browser signed in as them. */
export async function aSignedInCustomer(app: TestApp, overrides: CustomerOverrides = {}) {
  const customer = await aCustomer(app, overrides);
  return { customer, browser: await signedIn(app, customer) };
}

// ---------------------------------------------------------------------------------------------------
// Addresses

export type AddressOverrides = Partial<z.input<typeof AddressInput>>;

/** A valid German delivery address: what a customer in Berlin would enter. */
export const BERLIN = {
  type: 'delivery',
  firstName: 'Ana',
  lastName: 'Silva',
  countryIso: 'DE',
  address1: 'Hauptstraße 1',
  postcode: '10115',
  city: 'Berlin',
} as const;

/**
 * An address of the customer added through the address service (checked against its country; the
 * first one becomes both defaults), read as the contract reads a request. Named in English.
 */
export async function anAddress(
  target: FixtureTarget,
  customerId: number,
  overrides: AddressOverrides = {},
): Promise<Address> {
  return addAddress(dbOf(target), 'en', customerId, AddressInput.parse({ ...BERLIN, ...overrides }));
}

// ---------------------------------------------------------------------------------------------------
// Catalogue

export interface FixtureCategory {
  id: number;
  key: string;
  /** The English name and path. */
  name: string;
  path: string;
}

/**
 * A category through the catalogue service, at the top unless `parentId` is given; English texts, and
 * names in the other languages given.
 */
export async function aCategory(
  target: FixtureTarget,
  overrides: {
    key?: string;
    name?: string;
    texts?: Partial<Record<Exclude<Locale, 'en'>, string>>;
    parentId?: number;
    position?: number;
  } = {},
): Promise<FixtureCategory> {
  const tag = uniqueTag();
  const key = overrides.key ?? `fixture-${tag}`;
  const name = overrides.name ?? `Test category ${tag}`;
  const text = (locale: Locale, words: string) => ({
    name: words,
    slug: `${slugify(words, locale)}-${tag}`,
    description: `Everything of ${words}.`,
  });
  const db = dbOf(target);
  const id = await createCategory(db, {
    key,
    parentId: overrides.parentId ?? null,
    position: overrides.position ?? 0,
    texts: {
      en: text('en', name),
      ...Object.fromEntries(
        Object.entries(overrides.texts ?? {}).map(([locale, words]) => [
          locale,
          text(locale as Locale, words),
        ]),
      ),
    },
  });
  return { id, key, name, path: await englishCategoryPath(db, id) };
}

async function englishCategoryPath(db: Db, id: number): Promise<string> {
  const path = (await categoryPaths(db, 'en', [id])).get(id);
  if (path === undefined) throw new Error(`fixtures: category ${id} has no English path`);
  return path;
}

export interface FixtureManufacturer {
  id: number;
  key: string;
  name: string;
}

/** A manufacturer through the catalogue service, with an English page. */
export async function aManufacturer(
  target: FixtureTarget,
  overrides: { key?: string; name?: string } = {},
): Promise<FixtureManufacturer> {
  const tag = uniqueTag();
  const key = overrides.key ?? `fixture-${tag}`;
  const name = overrides.name ?? `Testwerk ${tag}`;
  const id = await createManufacturer(dbOf(target), {
    key,
    name,
    texts: {
      en: { slug: `${slugify(name, 'en')}-${tag}`, description: `${name} makes things to test with.` },
    },
  });
  return { id, key, name };
}

/** A product's words in one language; the slug is made from the name. */
export interface ProductText {
  name: string;
  description?: string;
}

export interface ProductOverrides {
  sku?: string;
  /** The English name (English is always there: other languages fall back to it). */
  name?: string;
  description?: string;
  /** Texts in other languages. */
  texts?: Partial<Record<Exclude<Locale, 'en'>, ProductText>>;
  /** Selling price in cents, VAT included. */
  price?: number;
  /** Price before a reduction, in cents. */
  basePrice?: number | null;
  vatClass?: 'standard' | 'reduced';
  stock?: number;
  weightGrams?: number;
  salesRank?: number;
  createdAt?: string;
  /** A new top-level category of its own when not given. */
  categoryId?: number;
  /** A new manufacturer of its own when not given. */
  manufacturerId?: number;
}

export interface FixtureProduct {
  id: number;
  sku: string;
  name: string;
  /** The English path. */
  path: string;
  price: number;
  basePrice: number | null;
  stock: number;
  categoryId: number;
  manufacturerId: number;
}

/**
 * A product in the catalogue through the catalogue service: in a category (and listed under its
 * ancestors), of a manufacturer, with texts in English and the languages given, in the search index and
 * counted in the listing facets, so it is listable, searchable and reachable by its path at once.
 */
export async function aProduct(
  target: FixtureTarget,
  overrides: ProductOverrides = {},
): Promise<FixtureProduct> {
  const db = dbOf(target);
  const tag = uniqueTag();
  const categoryId = overrides.categoryId ?? (await aCategory(db)).id;
  const manufacturerId = overrides.manufacturerId ?? (await aManufacturer(db)).id;
  const name = overrides.name ?? `Test product ${tag}`;
  const text = (locale: Locale, words: ProductText) => ({
    name: words.name,
    slug: `${slugify(words.name, locale)}-${tag}`,
    description: words.description ?? '',
    attributes: [],
  });
  const product = {
    sku: overrides.sku ?? `FX-${tag}`,
    categoryId,
    manufacturerId,
    price: overrides.price ?? 1990,
    basePrice: overrides.basePrice ?? null,
    ...(overrides.vatClass === undefined ? {} : { vatClass: overrides.vatClass }),
    stock: overrides.stock ?? 10,
    weightGrams: overrides.weightGrams ?? 500,
    salesRank: overrides.salesRank ?? 1_000_000 + made,
    ...(overrides.createdAt === undefined ? {} : { createdAt: overrides.createdAt }),
    texts: {
      en: text('en', { name, description: overrides.description ?? `${name}, made for tests.` }),
      ...Object.fromEntries(
        Object.entries(overrides.texts ?? {}).map(([locale, words]) => [
          locale,
          text(locale as Locale, words),
        ]),
      ),
    },
  };
  const [id] = await createProducts(db, [product]);
  if (id === undefined) throw new Error('aProduct: the catalogue service created nothing');
  // A cached catalogue read would not show the new product yet.
  if ('invalidateResponseCache' in target) target.invalidateResponseCache();
  return {
    id,
    sku: product.sku,
    name,
    path: `${await englishCategoryPath(db, categoryId)}/${product.texts.en.slug}`,
    price: product.price,
    basePrice: product.basePrice,
    stock: product.stock,
    categoryId,
    manufacturerId,
  };
}

// ---------------------------------------------------------------------------------------------------
// Promotions

export type PromotionOverrides = Partial<Omit<NewPromotion, 'texts' | 'key'>> & { name?: string };

/**
 * A promotion through the promotions service: by default an automatic 10 % off the whole cart,
 * running from yesterday for a month, combinable, without limits.
 */
export async function aPromotion(
  target: FixtureTarget,
  overrides: PromotionOverrides = {},
): Promise<{ id: number; slug: string; code: string | null }> {
  const tag = uniqueTag();
  const day = 24 * 3600 * 1000;
  const name = overrides.name ?? `Test promotion ${tag}`;
  const slug = `${slugify(name, 'en')}-${tag}`;
  const { name: _name, ...rest } = overrides;
  const id = await createPromotion(dbOf(target), {
    key: `test-${tag}`,
    kind: 'reductionPercent',
    value: 1000,
    target: 'cart',
    startsAt: new Date(Date.now() - day).toISOString(),
    endsAt: new Date(Date.now() + 30 * day).toISOString(),
    ...rest,
    texts: { en: { name, slug, description: `${name}, made for tests.` } },
  });
  return { id, slug, code: overrides.code ? overrides.code.trim().toUpperCase() : null };
}

/** A code unique to this test run, so tests sharing a database never meet each other's codes. */
export function aCode(prefix = 'CODE'): string {
  return `${prefix}${uniqueTag().replace('-', 'X')}`;
}
