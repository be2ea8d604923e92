/** A signed-in customer's cart made ready to pay: a product in it, an address and a carrier chosen. */
import { expect } from 'vitest';
import type { Browser } from '../auth/test-support.ts';
import type { TestApp } from '../../test/app.ts';
import { anAddress, aSignedInCustomer, type CustomerOverrides } from '../../test/fixtures.ts';

export async function aCartReadyToPay(
  app: TestApp,
  lines: readonly { productId: number; quantity: number }[],
  overrides: CustomerOverrides & { country?: string; postcode?: string; city?: string } = {},
) {
  const { country, postcode, city, ...customerOverrides } = overrides;
  const { customer, browser } = await aSignedInCustomer(app, customerOverrides);
  const address = await anAddress(app, customer.id, {
    ...(country ? { countryIso: country } : {}),
    ...(postcode ? { postcode } : {}),
    ...(city ? { city } : {}),
  });
  for (const line of lines) expect((await browser.patch('/v1/cart', line)).statusCode).toBe(200);
  await chooseAddressAndCarrier(browser, address.id);
  return { customer, browser, address };
}

export async function chooseAddressAndCarrier(browser: Browser, addressId: number) {
  const chosen = await browser.post('/v1/cart/address', {
    addressDeliveryId: addressId,
    addressInvoiceId: addressId,
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const carriers = await browser.get('/v1/cart/carriers');
  expect(carriers.statusCode, carriers.body).toBe(200);
  const first = (carriers.json() as { items: { id: number }[] }).items[0];
  if (!first) throw new Error('no carrier delivers the test cart');
  const carrier = await browser.post('/v1/cart/carriers', { carrierMethodId: first.id });
  expect(carrier.statusCode, carrier.body).toBe(200);
}

/** Pays the cart with a test card through the test provider's card form; answers the intent. */
export async function payWithTestCard(browser: Browser, number: string) {
  const intent = await browser.get('/v1/orders/stripe/payment-intent');
  expect(intent.statusCode, intent.body).toBe(200);
  const { intentId, clientSecret, amount } = intent.json() as {
    intentId: string;
    clientSecret: string;
    amount: { amount: number };
  };
  const confirmed = await browser.post(`/v1/payments/test/intents/${intentId}/confirm`, {
    clientSecret,
    number,
    expiry: '12/34',
    cvc: '123',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    intentId,
    clientSecret,
    amount: amount.amount,
    outcome: confirmed.json() as { status: string; declineCode: string | null },
  };
}

/** Pays the cart with the test card 4242… and lands on the confirmation; answers the order's reference and intent. */
export async function placeWithTestCard(browser: Browser): Promise<{ reference: string; intentId: string }> {
  const paid = await payWithTestCard(browser, '4242424242424242');
  const placed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
  expect(placed.statusCode, placed.body).toBe(200);
  return { reference: (placed.json() as { reference: string }).reference, intentId: paid.intentId };
}
