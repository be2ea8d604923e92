/**
 * What the back office journeys start from, made through the shop as a customer and an operator
 * would make it (and read from the journeys' database): each journey makes its own.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { assert, expect, inject } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { registerCustomer } from './browser.ts';

const shop = inject('shopUrl');
const databaseFile = inject('databaseFile');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Product {
  id: number;
  name: string;
  stock: number;
}

/** Products in stock, named in `locale`, dearest first. */
function productsInStock(locale: string, count: number): Product[] {
  const db = new Database(databaseFile, { readonly: true });
  const rows = db
    .prepare(
      `select p.id, t.name, p.stock from product p join product_translation t on t.product_id = p.id
       where p.active = 1 and p.stock >= 40 and p.price between 500 and 5000 and t.locale = ?
       order by p.price desc, p.id limit ?`,
    )
    .all(locale, count) as Product[];
  db.close();
  return rows;
}

/** A product's SKU and its name in `locale`: the back office shows names in the operator's language. */
export function productIn(id: number, locale: string): { sku: string; name: string } {
  const db = new Database(databaseFile, { readonly: true });
  const row = db
    .prepare(
      `select p.sku, t.name from product p join product_translation t on t.product_id = p.id
       where p.id = ? and t.locale = ?`,
    )
    .get(id, locale) as { sku: string; name: string } | undefined;
  db.close();
  if (!row) throw new Error(`no ${locale} name for product ${id}`);
  return row;
}

/** The two products the journeys order; without them a journey fails, it does not pass untested. */
export function twoProducts(): [Product, Product] {
  const [first, second] = productsInStock('de', 2);
  assert(first && second, 'two products in stock at 5 to 50 €, named in German');
  return [first, second];
}

/**
 * The API through the shop's `/v1`, with the cookies of a page or a browser context (a customer's or
 * an operator's).
 */
export async function api<T>(
  { request }: { request: APIRequestContext },
  locale: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const send = () =>
    request.fetch(`${shop}${path}`, {
      method,
      headers: { origin: shop, 'x-locale': locale },
      ...(data === undefined ? {} : { data }),
    });
  let response = await send();
  if (response.status() === 401) {
    await request.post(`${shop}/v1/auth/refresh`, { headers: { origin: shop } });
    response = await send();
  }
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  const body = await response.text();
  return (body ? JSON.parse(body) : undefined) as T;
}

/** One order of `lines`, delivered to Berlin and paid with 4242…; answers its reference. */
export async function placeOrder(
  page: Page,
  locale: string,
  addressId: number,
  lines: { productId: number; quantity: number }[],
): Promise<string> {
  for (const line of lines) await api(page, locale, 'PATCH', '/v1/cart', line);
  await api(page, locale, 'POST', '/v1/cart/address', {
    addressDeliveryId: addressId,
    addressInvoiceId: addressId,
  });
  const carriers = await api<{ items: { id: number }[] }>(page, locale, 'GET', '/v1/cart/carriers');
  await api(page, locale, 'POST', '/v1/cart/carriers', { carrierMethodId: carriers.items[0]?.id });
  const intent = await api<{ intentId: string; clientSecret: string }>(
    page,
    locale,
    'GET',
    '/v1/orders/stripe/payment-intent',
  );
  await api(page, locale, 'POST', `/v1/payments/test/intents/${intent.intentId}/confirm`, {
    clientSecret: intent.clientSecret,
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  const placed = await api<{ reference: string }>(
    page,
    locale,
    'GET',
    `/v1/orders/stripe/confirmation?payment_intent=${intent.intentId}`,
  );
  return placed.reference;
}

/** `npm run operator -- add <email>` against the journeys' database: the token of the link it prints. */
export function inviteOperator(email: string): string {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/operator.ts', 'add', email, '--name', 'Olga Operator'],
    {
      cwd: path.join(root, 'apps/api'),
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${databaseFile}`,
        SESSION_SECRET: 'e'.repeat(40),
        PORT: new URL(shop).port,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  const link = /https?:\/\/\S+/.exec(output)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no invite link in: ${output}`);
  return token;
}

export const OPERATOR_PASSWORD = 'back office secret 1';

/** An operator invited on the command line who set their password with the link, signed in on `context`. */
export async function anOperator(context: BrowserContext): Promise<string> {
  const email = unique('olga');
  const token = inviteOperator(email);
  await api(context, 'de', 'POST', '/v1/admin/auth/password', { token, password: OPERATOR_PASSWORD });
  return email;
}

export interface CustomerOrders {
  customerEmail: string;
  /** Ordered in German: two of the first product and one of the second. */
  shipped: string;
  /** Ordered in Polish: one of the first product. */
  cancelled: string;
}

/** A new customer orders twice and asks the support desk, in Greek, where the first order is. */
export async function customerOrdersTwice(
  browser: Browser,
  [first, second]: [Product, Product],
): Promise<CustomerOrders> {
  const customerEmail = unique('admin-customer');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  await registerCustomer(page, `${shop}/de`, customerEmail, 'customer-secret');
  const address = await api<{ id: number }>(page, 'de', 'POST', '/v1/me/addresses', {
    type: 'delivery',
    firstName: 'Ana',
    lastName: 'Silva',
    countryIso: 'DE',
    address1: 'Hauptstraße 1',
    postcode: '10115',
    city: 'Berlin',
  });
  const shipped = await placeOrder(page, 'de', address.id, [
    { productId: first.id, quantity: 2 },
    { productId: second.id, quantity: 1 },
  ]);
  // The second in Polish: the German back office still names its carrier in German.
  const cancelled = await placeOrder(page, 'pl', address.id, [{ productId: first.id, quantity: 1 }]);
  // A question for the support desk, in Greek.
  await api(page, 'el', 'POST', '/v1/me/support', { body: `Πού είναι η παραγγελία ${shipped};` });
  await context.close();
  return { customerEmail, shipped, cancelled };
}

/** A delivery address as the account's form takes it. */
export interface AddressInput {
  firstName: string;
  lastName: string;
  countryIso: string;
  address1: string;
  postcode: string;
  city: string;
}

/** Registers a customer on `page` through the storefront in `locale`; answers their new address's id. */
export async function aCustomerAt(
  page: Page,
  locale: string,
  email: string,
  password: string,
  address: AddressInput,
): Promise<number> {
  await registerCustomer(page, `${shop}/${locale}`, email, password);
  const added = await api<{ id: number }>(page, locale, 'POST', '/v1/me/addresses', {
    type: 'delivery',
    ...address,
  });
  return added.id;
}

/**
 * Ships `lines` (positions as the API numbers them, from 1) of order `reference` in one parcel with the
 * customer's carrier, as the operator signed in on `operator`; answers the parcel's tracking number.
 */
export async function shipInOneParcel(
  operator: BrowserContext,
  reference: string,
  lines: { position: number; quantity: number }[],
): Promise<string> {
  const shipped = await api<{ parcels: { trackingNumber: string }[] }>(
    operator,
    'de',
    'POST',
    `/v1/admin/orders/${reference}/parcels`,
    { parcels: [{ carrierMethodId: carrierOf(reference), lines }] },
  );
  const trackingNumber = shipped.parcels[0]?.trackingNumber;
  if (!trackingNumber) throw new Error(`order ${reference} was shipped without a parcel`);
  return trackingNumber;
}

/** The carrier the customer chose for order `reference`. */
export function carrierOf(reference: string): number {
  const db = new Database(databaseFile, { readonly: true });
  const row = db.prepare('select carrier_method_id from shop_order where reference = ?').get(reference) as
    { carrier_method_id: number } | undefined;
  db.close();
  if (!row) throw new Error(`no order ${reference}`);
  return row.carrier_method_id;
}

/** Ships the German order in two parcels, as the operator signed in on `operator`: the second product alone. */
export async function shipInTwoParcels(
  operator: BrowserContext,
  reference: string,
  [first, second]: [Product, Product],
): Promise<void> {
  const { lines } = await api<{ lines: { position: number; productId: number }[] }>(
    operator,
    'de',
    'GET',
    `/v1/admin/orders/${reference}`,
  );
  const position = (product: Product) => {
    const line = lines.find((candidate) => candidate.productId === product.id);
    if (!line) throw new Error(`order ${reference} has no line of product ${product.id}`);
    return line.position;
  };
  const carrierMethodId = carrierOf(reference);
  await api(operator, 'de', 'POST', `/v1/admin/orders/${reference}/parcels`, {
    parcels: [
      { carrierMethodId, lines: [{ position: position(first), quantity: 2 }] },
      { carrierMethodId, lines: [{ position: position(second), quantity: 1 }] },
    ],
  });
}
