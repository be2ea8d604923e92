import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@tendero/contract';
import { useTestApp } from './test/app.ts';

/** Sends raw bytes to the listening app and reads the whole answer: status, headers, body. */
function rawRequest(port: number, request: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('API conventions', () => {
  const ctx = useTestApp();

  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/geo/country-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"countryId": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'validation.body.json',
    });
  });

  it('answers a missing body with a validation error, not a 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/geo/country-requests' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation.object.type');
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/geo/country-requests',
      headers: { 'content-type': 'application/xml' },
      payload: '<countryId>1</countryId>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('validation.body.contentType');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/geo/country-requests',
      payload: { countryId: 1, reason: 'x'.repeat(300_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('validation.body.tooLarge');
  });

  it('refuses an unsupported x-locale with 400 validation.locale.unsupported', async () => {
    for (const value of ['xx', 'en-US-x-private-tag-long']) {
      const response = await ctx.app.inject({ url: '/v1/geo', headers: { 'x-locale': value } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'validation.locale.unsupported' });
      expect(response.json().details[0].path).toBe('headers.x-locale');
    }
  });

  it('takes se as Swedish and default as English', async () => {
    expect((await ctx.app.inject({ url: '/v1/geo', headers: { 'x-locale': 'se' } })).json().locale).toBe(
      'sv',
    );
    expect((await ctx.app.inject({ url: '/v1/geo', headers: { 'x-locale': 'default' } })).json().locale).toBe(
      'en',
    );
    expect((await ctx.app.inject({ url: '/v1/geo', headers: { 'x-locale': 'DE' } })).json().locale).toBe(
      'de',
    );
  });

  it('answers unknown routes with 404 and the error body', async () => {
    const response = await ctx.app.inject({ url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'error.notFound' });
  });

  it('sends security headers and a request id, keeping a sane given one', async () => {
    const response = await ctx.app.inject({ url: '/v1/geo', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const generated = await ctx.app.inject({
      url: '/v1/geo',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers what the router and the HTTP parser refuse in the one error shape, with the security headers', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cases = [
      {
        request: 'GET /v1/catalog/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
        status: 400,
        key: 'validation.url.encoding',
      },
      {
        request: `GET /v1/products/${'9'.repeat(600)}/together HTTP/1.1\r\nHost: x\r\n\r\n`,
        status: 414,
        key: 'validation.url.tooLong',
      },
      {
        request: `GET /v1/geo HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        status: 431,
        key: 'validation.headers.tooLarge',
      },
      { request: 'NOT HTTP AT ALL\r\n\r\n', status: 400, key: 'validation.request.invalid' },
    ];
    for (const { request, status, key } of cases) {
      const answer = await rawRequest(port, request);
      expect(answer.status, request.slice(0, 40)).toBe(status);
      expect(ApiErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ statusCode: status, message: key });
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('rate-limits country requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/geo/country-requests',
        remoteAddress: '10.9.8.7',
        payload: { countryId: 1 },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });

  it('publishes an OpenAPI document listing every route with request and response schemas', async () => {
    const response = await ctx.app.inject({ url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const routes = Object.entries(
      document.paths as Record<
        string,
        Record<
          string,
          { responses: Record<string, unknown>; parameters?: { name: string }[]; requestBody?: unknown }
        >
      >,
    ).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    const expected = [
      'get /v1/healthcheck',
      'get /v1/healthcheck/{service}',
      'get /v1/geo',
      'get /v1/geo/domains',
      'get /v1/geo/countries',
      'get /v1/geo/countries/{countryIso}',
      'get /v1/geo/countries/{countryIso}/states',
      'post /v1/geo/country-requests',
      'get /v1/catalog/search',
      'get /v1/catalog/sitemap/{type}',
      'post /v1/catalog/products/{sku}/notifications',
      'get /v1/catalog/{path}',
      'get /v1/categories/menu',
      'get /v1/manufacturers',
      'get /v1/products/recommended',
      'get /v1/products/offers',
      'get /v1/products/{productId}/related/category',
      'get /v1/products/{productId}/together',
      'get /v1/products/{productId}/related/manufacturer',
      'get /v1/promotions/{slug}',
      'get /v1/shipping/options',
      'get /v1/marketing/entities/types/{entityType}',
      'get /v1/cms/articles',
      'post /v1/cms/articles/{articleId}/reactions',
      'get /v1/cms/pages',
      'get /v1/cms/pages/{slug}',
      'get /v1/shop',
      'get /v1/auth/challenge',
      'post /v1/auth/register',
      'post /v1/auth/login',
      'post /v1/auth/logout',
      'post /v1/auth/refresh',
      'post /v1/auth/forgot-password',
      'post /v1/auth/reset-password',
      'post /v1/auth/change-password',
      'post /v1/auth/token',
      'post /v1/admin/auth/login',
      'post /v1/admin/auth/logout',
      'get /v1/admin/auth/me',
      'post /v1/admin/auth/password',
      'get /v1/admin/dashboard',
      'get /v1/admin/orders',
      'get /v1/admin/orders/{reference}',
      'get /v1/admin/products',
      'post /v1/admin/products',
      'get /v1/admin/products/{productId}',
      'put /v1/admin/products/{productId}',
      'patch /v1/admin/products/{productId}',
      'get /v1/admin/categories',
      'get /v1/admin/brands',
      'get /v1/admin/promotions',
      'post /v1/admin/promotions',
      'get /v1/admin/promotions/{promotionId}',
      'put /v1/admin/promotions/{promotionId}',
      'post /v1/admin/promotions/{promotionId}/end',
      'post /v1/admin/media',
      'get /v1/admin/media',
      'delete /v1/admin/media/{mediaId}',
      'get /v1/admin/categories/{categoryId}',
      'post /v1/admin/categories',
      'put /v1/admin/categories/{categoryId}',
      'delete /v1/admin/categories/{categoryId}',
      'get /v1/admin/brands/{brandId}',
      'post /v1/admin/brands',
      'put /v1/admin/brands/{brandId}',
      'delete /v1/admin/brands/{brandId}',
      'get /v1/admin/catalogue/export.csv',
      'post /v1/admin/catalogue/imports',
      'get /v1/admin/catalogue/imports/{importId}',
      'get /v1/admin/catalogue/imports/{importId}/problems',
      'get /v1/admin/catalogue/imports/{importId}/rows',
      'get /v1/admin/support',
      'post /v1/admin/support/{messageId}/reply',
      'get /v1/me',
      'patch /v1/me',
      'post /v1/me/b2b',
      'delete /v1/me/b2b',
      'get /v1/me/addresses',
      'post /v1/me/addresses',
      'get /v1/me/addresses/{addressId}',
      'patch /v1/me/addresses/{addressId}',
      'delete /v1/me/addresses/{addressId}',
      'post /v1/me/support',
      'get /v1/cart',
      'patch /v1/cart',
      'put /v1/cart',
      'delete /v1/cart',
      'post /v1/cart',
      'patch /v1/cart/rule',
      'delete /v1/cart/rule',
      'get /v1/cart/gifts',
      'get /v1/cart/validate',
      'post /v1/cart/address',
      'get /v1/cart/carriers',
      'post /v1/cart/carriers',
      'get /v1/cart/payment/auth',
      'get /v1/orders/stripe/fees',
      'get /v1/orders/stripe/payment-intent',
      'get /v1/orders/stripe/confirmation',
      'post /v1/payments/stripe/webhook',
      'post /v1/payments/test/intents/{intentId}/confirm',
      'post /v1/payments/test/intents/{intentId}/challenge',
      'post /v1/orders/zero',
      'get /v1/me/orders',
      'get /v1/me/orders/{reference}',
      'patch /v1/me/orders/{reference}',
      'post /v1/me/orders/{reference}/repeat',
      'get /v1/me/invoices',
      'get /v1/me/orders/document/{documentType}/{documentNumber}',
      'get /v1/me/refunds',
      'post /v1/admin/orders/{reference}/refunds',
      'post /v1/admin/orders/{reference}/cancel',
      'get /v1/sending/parcels',
      'get /v1/sending/parcels/{trackingNumber}/{toPostcode}',
      'post /v1/sending/carrier-events',
      'post /v1/sending/returns/{orderReference}',
      'get /v1/sending/returns/{trackingNumber}/{toPostcode}',
      'get /v1/sending/returns/{returnUid}/labels/{labelId}',
      'get /v1/sending/returns/{returnUid}/photos/{photoId}/{size}',
      'post /v1/sending/returnable',
      'post /v1/sending/withdrawals',
      'get /v1/sending/withdrawals/{withdrawalUid}/acknowledgement',
      'get /v1/me/returns',
      'get /v1/admin/returns',
      'get /v1/admin/returns/{returnUid}',
      'post /v1/admin/returns/{returnUid}/approval',
      'post /v1/admin/returns/{returnUid}/rejection',
      'post /v1/admin/returns/{returnUid}/receipt',
      'get /v1/admin/returns/{returnUid}/photos/{photoId}/{size}',
      'get /v1/me/points',
      'get /v1/me/points/balance',
      'get /v1/me/points/history',
      'get /v1/me/points/convert',
      'post /v1/me/points/convert',
      'get /v1/admin/customers/{customerId}/points',
      'post /v1/admin/customers/{customerId}/points',
      'get /v1/reviews/{token}',
      'put /v1/reviews/{token}',
      'post /v1/reviews/{token}',
      'get /v1/catalog/products/{productId}/reviews',
      'get /v1/me/reviews',
      'post /v1/me/reviews/invitations/{invitationId}/link',
      'get /v1/admin/reviews',
      'get /v1/admin/reviews/{reviewId}',
      'post /v1/admin/reviews/{reviewId}/approval',
      'post /v1/admin/reviews/{reviewId}/rejection',
      'put /v1/admin/reviews/{reviewId}/reply',
      'post /v1/admin/orders/{reference}/parcels',
      'post /v1/admin/parcels/{trackingNumber}/events',
      'get /v1/admin/parcels/{trackingNumber}/label',
      'get /v1/admin/documents/{documentType}/{documentNumber}',
      'get /v1/dev/mail',
    ];
    expect(routes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(expected.sort());
    for (const { method, path, operation } of routes) {
      expect(
        operation.responses['200'] ??
          operation.responses['201'] ??
          operation.responses['202'] ??
          operation.responses['204'],
        `${method} ${path}`,
      ).toBeDefined();
      expect(operation.parameters?.map((parameter) => parameter.name)).toContain('x-locale');
      // Every route that takes a body documents it.
      if (
        ['post', 'put', 'patch'].includes(method) &&
        !/\/auth\/(logout|refresh)$|\/repeat$|\/approval$|\/promotions\/\{promotionId\}\/end$|\/invitations\/\{invitationId\}\/link$/.test(
          path,
        )
      ) {
        expect(operation.requestBody, `${method} ${path}`).toBeDefined();
      }
    }
    const convert = routes.find((route) => route.method === 'post' && route.path === '/v1/me/points/convert');
    expect(convert?.operation.parameters?.map((parameter) => parameter.name)).toContain('idempotency-key');
    const post = routes.find((route) => route.method === 'post' && route.path === '/v1/geo/country-requests');
    expect(JSON.stringify(post?.operation.requestBody)).toContain('countryId');
    const upload = routes.find(
      (route) => route.method === 'post' && route.path === '/v1/sending/returns/{orderReference}',
    );
    expect(JSON.stringify(upload?.operation.requestBody)).toContain('multipart/form-data');
    expect(JSON.stringify(upload?.operation.requestBody)).toContain('"photos"');
    const picture = routes.find((route) => route.method === 'post' && route.path === '/v1/admin/media');
    expect(JSON.stringify(picture?.operation.requestBody)).toContain('multipart/form-data');
    expect(JSON.stringify(picture?.operation.requestBody)).toContain('"file"');
    const csvImport = routes.find(
      (route) => route.method === 'post' && route.path === '/v1/admin/catalogue/imports',
    );
    expect(JSON.stringify(csvImport?.operation.requestBody)).toContain('text/csv');
    const resolver = routes.find((route) => route.path === '/v1/catalog/{path}');
    expect(resolver?.operation.parameters?.map((parameter) => parameter.name)).toContain('path');
  });

  it('serves the docs page', async () => {
    const response = await ctx.app.inject({ url: '/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
