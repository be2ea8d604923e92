import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, aProduct, type FixtureCustomer } from '../../test/fixtures.ts';
import { outbox } from '../mail/outbox.ts';
import { randomIp } from './test-support.ts';

/** A token of an ended session works nowhere: sign-out, password reset and refresh reuse end it at once. */
describe('auth: a token of an ended session', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  beforeAll(() => seedCarriers(db()));

  const tokenOf = async (customer: FixtureCustomer) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      remoteAddress: randomIp(),
      payload: { grant_type: 'password', email: customer.email, password: customer.password },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ access_token: string }>().access_token;
  };
  const withToken = (token: string | undefined, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: randomIp(),
      headers: { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('is refused on the cart after sign-out: no delivery address, no changes, no payment', async () => {
    const customer = await aCustomer(ctx.app);
    const token = await tokenOf(customer);
    const address = await withToken(token, 'POST', '/v1/me/addresses', {
      type: 'delivery',
      firstName: 'Ana',
      lastName: 'Silva',
      countryIso: 'DE',
      address1: 'Geheimweg 7',
      postcode: '10115',
      city: 'Berlin',
      phone: '+49 30 1234567',
    });
    expect(address.statusCode).toBe(201);
    const addressId = address.json<{ id: number }>().id;
    const product = await aProduct(ctx.app);
    expect(
      (await withToken(token, 'PATCH', '/v1/cart', { productId: product.id, quantity: 1 })).statusCode,
    ).toBe(200);
    const chosen = await withToken(token, 'POST', '/v1/cart/address', {
      addressDeliveryId: addressId,
      addressInvoiceId: addressId,
    });
    expect(chosen.json()).toMatchObject({ addresses: expect.anything() });
    expect((await withToken(token, 'GET', '/v1/cart')).body).toContain('Geheimweg 7');

    expect((await withToken(token, 'POST', '/v1/auth/logout')).statusCode).toBe(204);
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/cart'],
      ['PATCH', '/v1/cart', { productId: 1, quantity: 1 }],
      ['PATCH', '/v1/cart/rule', { code: 'WELCOME10' }],
      ['GET', '/v1/cart/payment/auth'],
      ['GET', '/v1/cart/validate?step=3'],
      ['GET', '/v1/me'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await withToken(token, method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'auth.required' });
      expect(response.body).not.toContain('Geheimweg');
    }
  });

  it('is refused after a password reset, on the cart as on the account', async () => {
    const customer = await aCustomer(ctx.app);
    const token = await tokenOf(customer);
    expect((await withToken(token, 'GET', '/v1/cart')).statusCode).toBe(200);
    await withToken(undefined, 'POST', '/v1/auth/forgot-password', { email: customer.email });
    const [mail] = await outbox(db(), 1, customer.email);
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const password = 'a new password 2';
    const reset = await withToken(undefined, 'POST', '/v1/auth/reset-password', {
      token: new URL(link).searchParams.get('token'),
      password,
      passwordRepeat: password,
    });
    expect(reset.statusCode).toBe(204);
    expect((await withToken(token, 'GET', '/v1/cart')).statusCode).toBe(401);
    expect((await withToken(token, 'GET', '/v1/me')).statusCode).toBe(401);
  });

  it('gets 401 from every customer route of the OpenAPI document, and nothing more than a visitor elsewhere', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const token = await tokenOf(await aCustomer(ctx.app));
    expect((await withToken(token, 'POST', '/v1/auth/logout')).statusCode).toBe(204);

    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
    expect(operations.length).toBeGreaterThan(80);
    const customerRoutes: string[] = [];
    for (const { method, url } of operations) {
      const anonymous = await withToken(undefined, method, url);
      const ended = await withToken(token, method, url);
      const visitorsCart = url.startsWith('/v1/cart');
      if (anonymous.statusCode === 401 || visitorsCart) {
        customerRoutes.push(`${method} ${url}`);
        expect({ method, url, status: ended.statusCode }).toEqual({ method, url, status: 401 });
      } else {
        expect({ method, url, status: ended.statusCode }).toEqual({
          method,
          url,
          status: anonymous.statusCode,
        });
      }
    }
    // The account, addresses, orders, documents, refunds, parcels and the cart with its payment.
    for (const expected of ['GET /v1/me', 'GET /v1/me/orders', 'GET /v1/cart', 'GET /v1/cart/payment/auth'])
      expect(customerRoutes).toContain(expected);
  });
});
