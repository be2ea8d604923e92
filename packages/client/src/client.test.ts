import { TokenResponse } from '@tendero/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createFakeFetch, jsonResponse } from './fake-fetch.ts';
import type { FetchHandler } from './fake-fetch.ts';

function setup(handler: FetchHandler = () => jsonResponse({ ok: true }), baseUrl = 'http://api.test') {
  const fake = createFakeFetch(handler);
  const client = createApiClient({ baseUrl, locale: 'es', fetch: fake.fetch });
  const lastCall = () => {
    const call = fake.calls.at(-1);
    if (!call) throw new Error('fetch was not called');
    return call;
  };
  return { ...fake, client, lastCall };
}

describe('URLs and query strings', () => {
  it('joins lists with commas, leaves out null and undefined, and sends booleans as true/false', async () => {
    const api = setup();
    await api.client.get('/v1/manufacturers', {
      query: {
        ids: [3, 5, 8],
        q: 'a b&c',
        inStock: true,
        b2b: false,
        cursor: null,
        limit: undefined,
        page: 2,
      },
    });
    expect(api.lastCall().url).toBe(
      'http://api.test/v1/manufacturers?ids=3,5,8&q=a%20b%26c&inStock=true&b2b=false&page=2',
    );
  });

  it('leaves out empty lists, encodes list items and appends to a path that has a query already', async () => {
    const api = setup();
    await api.client.get('/v1/catalog/shoes?sort=price', { query: { tags: [], brands: ['a,b', 'c', null] } });
    const url = new URL(api.lastCall().url);
    expect(url.search).toBe('?sort=price&brands=a%2Cb,c');
    expect(url.searchParams.get('tags')).toBeNull();
  });

  it('supports same-origin clients and a trailing slash on the base URL', async () => {
    const sameOrigin = setup(undefined, '');
    await sameOrigin.client.get('/v1/cart');
    expect(sameOrigin.lastCall().url).toBe('/v1/cart');

    const slashed = setup(undefined, 'http://127.0.0.1:4000/');
    await slashed.client.get('/v1/cart');
    expect(slashed.lastCall().url).toBe('http://127.0.0.1:4000/v1/cart');
  });
});

describe('request bodies', () => {
  it('sends JSON by default with its content type', async () => {
    const api = setup();
    await api.client.post('/v1/auth/login', { body: { email: 'a@b.c', password: 'secret' } });
    expect(api.lastCall()).toMatchObject({ method: 'POST', body: '{"email":"a@b.c","password":"secret"}' });
    expect(api.lastCall().headers.get('content-type')).toBe('application/json');
  });

  it('sends a FormData body as is without setting a content type', async () => {
    const api = setup();
    const form = new FormData();
    form.append('reason', 'broken');
    await api.client.post('/v1/sending/returns/R1', { body: form, bodyType: 'json' });
    expect(api.lastCall().body).toBe(form);
    expect(api.lastCall().headers.has('content-type')).toBe(false);
  });

  it('sends a file as it is, with its own content type', async () => {
    const api = setup();
    const file = new Blob(['sku,price\nA-1,12.50\n'], { type: 'text/csv' });
    await api.client.post('/v1/admin/catalogue/imports', { body: file });
    expect(api.lastCall().body).toBe(file);
    expect(api.lastCall().headers.get('content-type')).toBe('text/csv');
  });

  it('builds form data from a record, keeping blobs and leaving out null', async () => {
    const api = setup();
    const photo = new Blob(['png'], { type: 'image/png' });
    await api.client.post('/v1/sending/returns/R1', {
      body: { reason: 'broken', lines: [1, 2], photo, note: null },
      bodyType: 'form-data',
    });
    const body = api.lastCall().body;
    expect(body).toBeInstanceOf(FormData);
    if (!(body instanceof FormData)) return;
    expect(body.get('reason')).toBe('broken');
    expect(body.getAll('lines')).toEqual(['1', '2']);
    expect(body.get('photo')).toBeInstanceOf(Blob);
    expect(body.has('note')).toBe(false);
    expect(api.lastCall().headers.has('content-type')).toBe(false);
  });

  it('sends url-encoded bodies from a record or URLSearchParams', async () => {
    const api = setup();
    await api.client.post('/v1/form', {
      body: { name: 'Ana María', agree: true, skip: null },
      bodyType: 'url-encoded',
    });
    expect(api.lastCall().body).toBe('name=Ana%20Mar%C3%ADa&agree=true');
    expect(api.lastCall().headers.get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );

    await api.client.post('/v1/form', { body: new URLSearchParams({ a: '1' }), bodyType: 'url-encoded' });
    expect(api.lastCall().body).toBe('a=1');
  });

  it('sends text bodies as text/plain', async () => {
    const api = setup();
    await api.client.put('/v1/note', { body: 'hello', bodyType: 'text' });
    expect(api.lastCall().body).toBe('hello');
    expect(api.lastCall().headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  });

  it('sends no body and no content type when there is no body', async () => {
    const api = setup();
    await api.client.delete('/v1/me/addresses/4');
    expect(api.lastCall()).toMatchObject({ method: 'DELETE', body: undefined });
    expect(api.lastCall().headers.has('content-type')).toBe(false);
  });
});

describe('headers and options', () => {
  it('merges default headers (read per call), x-locale and request headers, and passes the signal', async () => {
    let token = 'one';
    const fake = createFakeFetch(() => jsonResponse({}));
    const client = createApiClient({
      baseUrl: '',
      locale: 'pt',
      fetch: fake.fetch,
      headers: () => ({ authorization: `Bearer ${token}` }),
    });
    const controller = new AbortController();

    await client.get('/v1/me', { headers: { 'x-trace': 't1' }, signal: controller.signal });
    token = 'two';
    await client.get('/v1/me');

    const [first, second] = fake.calls;
    expect(first?.headers.get('authorization')).toBe('Bearer one');
    expect(first?.headers.get('x-locale')).toBe('pt');
    expect(first?.headers.get('x-trace')).toBe('t1');
    expect(first?.signal).toBe(controller.signal);
    expect(first?.credentials).toBe('include');
    expect(second?.headers.get('authorization')).toBe('Bearer two');
  });

  it('uses globalThis.fetch when none is given', async () => {
    const original = globalThis.fetch;
    const fake = createFakeFetch(() => jsonResponse({ from: 'global' }));
    globalThis.fetch = (input, init) => fake.fetch(String(input), init ?? {});
    try {
      const client = createApiClient({ baseUrl: 'http://api.test', locale: 'en' });
      await expect(client.get('/v1/geo')).resolves.toEqual({ from: 'global' });
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('answers', () => {
  it('gives undefined for 204 and for an empty body', async () => {
    const api = setup(() => new Response(null, { status: 204 }));
    await expect(api.client.post('/v1/auth/logout')).resolves.toBeUndefined();

    const empty = setup(
      () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(empty.client.get('/v1/x')).resolves.toBeUndefined();
  });

  it('parses JSON answers (also +json types) and returns other answers as text', async () => {
    const json = setup(() => jsonResponse({ items: [], nextCursor: null }));
    await expect(json.client.get('/v1/me/orders')).resolves.toEqual({ items: [], nextCursor: null });

    const problem = setup(
      () => new Response('{"a":1}', { headers: { 'content-type': 'application/problem+json' } }),
    );
    await expect(problem.client.get('/v1/x')).resolves.toEqual({ a: 1 });

    const text = setup(() => new Response('<urlset/>', { headers: { 'content-type': 'application/xml' } }));
    await expect(text.client.get('/v1/catalog/sitemap/products')).resolves.toBe('<urlset/>');
  });

  it('parses the answer with a schema and types the result', async () => {
    const api = setup(() =>
      jsonResponse({ access_token: 'a', refresh_token: 'r', expires_in: 60, extra: 1 }),
    );
    const tokens = await api.client.post('/v1/auth/token', { body: {}, schema: TokenResponse });
    const accessToken: string = tokens.access_token;
    expect(accessToken).toBe('a');
    expect(tokens).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
  });

  it('rejects an answer that does not match the schema', async () => {
    const api = setup(() => jsonResponse({ token: 'wrong shape' }));
    await expect(api.client.post('/v1/auth/token', { schema: TokenResponse })).rejects.toThrow();
  });
});
