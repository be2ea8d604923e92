/** Paid orders, shipped parcels and signed carrier events for the shipping tests. */
import type { Locale, ShipInput } from '@tendero/contract';
import { CARRIER_SIGNATURE_HEADER } from '@tendero/contract';
import type { TestApp } from '../../test/app.ts';
import { aProduct, type FixtureProduct } from '../../test/fixtures.ts';
import { aCartReadyToPay, placeWithTestCard } from '../payments/checkout-test-support.ts';
import { carrierSignature } from './carrier-signature.ts';
import { shipOrderByReference } from './service.ts';

/** The operator id shipping tests ship as (the parcel's first step records it). */
export const TEST_OPERATOR = { operatorId: 1 };

export interface PaidOrder {
  reference: string;
  orderId: number;
  customerId: number;
  email: string;
  browser: Awaited<ReturnType<typeof aCartReadyToPay>>['browser'];
  /** The products bought, one per line, in the order's line positions (0, 1, …). */
  productIds: number[];
  /** The carrier method the customer chose: it serves the delivery country. */
  carrierMethodId: number;
}

/**
 * A customer who bought `quantities[i]` units of a new product per line and paid with a test card,
 * with a delivery address of their own (Berlin, unless told otherwise).
 */
export async function aPaidOrder(
  app: TestApp,
  quantities: readonly number[] = [2],
  options: { locale?: Locale; postcode?: string; country?: string; city?: string; weightGrams?: number } = {},
): Promise<PaidOrder> {
  const products: FixtureProduct[] = [];
  for (const _ of quantities)
    products.push(await aProduct(app, { price: 1990, stock: 100, weightGrams: options.weightGrams ?? 450 }));
  const bought = await aCartReadyToPay(
    app,
    quantities.map((quantity, index) => ({ productId: products[index]?.id ?? 0, quantity })),
    {
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.postcode ? { postcode: options.postcode } : {}),
      ...(options.country ? { country: options.country } : {}),
      ...(options.city ? { city: options.city } : {}),
    },
  );
  const { reference } = await placeWithTestCard(bought.browser);
  const order = await app.database.db
    .selectFrom('shop_order')
    .select(['id', 'carrier_method_id'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return {
    reference,
    orderId: order.id,
    customerId: bought.customer.id,
    email: bought.customer.email,
    browser: bought.browser,
    productIds: products.map((product) => product.id),
    carrierMethodId: order.carrier_method_id,
  };
}

/** Ships through the service as the admin route does, without signing in; answers the parcel ids. */
export async function shipThroughService(
  app: TestApp,
  reference: string,
  input: ShipInput,
): Promise<number[]> {
  const shipment = await app.database.db
    .transaction()
    .execute((trx) => shipOrderByReference(trx, app.config, reference, input, TEST_OPERATOR));
  return shipment.parcels.map((parcel) => parcel.id);
}

/** The tracking numbers of parcels by id. */
export async function trackingNumbersOf(app: TestApp, parcelIds: readonly number[]): Promise<string[]> {
  const rows = await app.database.db
    .selectFrom('parcel')
    .select(['id', 'tracking_number'])
    .where('id', 'in', parcelIds)
    .execute();
  return parcelIds.map((id) => rows.find((row) => row.id === id)?.tracking_number ?? '');
}

/** Posts a carrier event signed with the app's secret (or `secret`), at `timestamp` (unix seconds). */
export function postCarrierEvent(
  app: TestApp,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const body = JSON.stringify(event);
  const secret = options.secret ?? app.config.carrierWebhookSecret ?? '';
  const signature = options.signature ?? carrierSignature(secret, body, options.timestamp);
  return app.inject({
    method: 'POST',
    url: '/v1/sending/carrier-events',
    headers: { 'content-type': 'application/json', [CARRIER_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}
