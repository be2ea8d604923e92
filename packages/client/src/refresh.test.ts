import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { createFakeFetch, deferred, jsonResponse, settle, unauthorized } from './fake-fetch.ts';
import type { FetchCall } from './fake-fetch.ts';

const BASE = 'http://api.test';
const REFRESH = '/v1/auth/refresh';
const ids = [1, 2, 3, 4, 5];

const pathOf = (call: FetchCall) => new URL(call.url).pathname;
const noContent = () => new Response(null, { status: 204 });

/** An API whose session is expired until a refresh answers with `refreshAnswer`. */
function expiredSession(refreshAnswer: Promise<Response> | (() => Response)) {
  let valid = false;
  const fake = createFakeFetch(async (call) => {
    if (pathOf(call) === REFRESH) {
      const answer = typeof refreshAnswer === 'function' ? refreshAnswer() : await refreshAnswer;
      valid = answer.status === 204;
      return answer;
    }
    return valid ? jsonResponse({ path: pathOf(call) }) : unauthorized();
  });
  const onAuthError = vi.fn<(error: ApiError) => void>();
  const client = createApiClient({ baseUrl: BASE, locale: 'de', fetch: fake.fetch, onAuthError });
  const expire = () => {
    valid = false;
  };
  return { ...fake, client, onAuthError, expire };
}

describe('401 refresh queue', () => {
  it('five concurrent requests that all get 401 cause exactly one refresh and five replays', async () => {
    const gate = deferred<Response>();
    const api = expiredSession(gate.promise);

    const results = Promise.all(ids.map((id) => api.client.get(`/v1/items/${id}`)));
    await settle();
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.calls.filter((call) => pathOf(call) !== REFRESH)).toHaveLength(5);

    gate.resolve(noContent());
    await expect(results).resolves.toEqual(ids.map((id) => ({ path: `/v1/items/${id}` })));
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    for (const id of ids) expect(api.callsTo(`/v1/items/${id}`)).toHaveLength(2);
    expect(api.onAuthError).not.toHaveBeenCalled();
  });

  it('a failed refresh rejects all five with ApiError 401 and calls onAuthError exactly once', async () => {
    const gate = deferred<Response>();
    const api = expiredSession(gate.promise);

    const results = Promise.allSettled(ids.map((id) => api.client.get(`/v1/items/${id}`)));
    await settle();
    gate.resolve(unauthorized());

    for (const result of await results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiError);
        expect(result.reason).toMatchObject({ status: 401, message: 'error.unauthorized' });
      }
    }
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.calls).toHaveLength(6);
    expect(api.onAuthError).toHaveBeenCalledTimes(1);
    expect(api.onAuthError.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
  });

  it('a replayed request that gets 401 again is not refreshed again', async () => {
    const fake = createFakeFetch((call) => (pathOf(call) === REFRESH ? noContent() : unauthorized()));
    const onAuthError = vi.fn();
    const client = createApiClient({ baseUrl: BASE, locale: 'en', fetch: fake.fetch, onAuthError });

    const error: unknown = await client.get('/v1/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(fake.callsTo(REFRESH)).toHaveLength(1);
    expect(fake.callsTo('/v1/me')).toHaveLength(2);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('a refresh answered 200 instead of 204 counts as a failure', async () => {
    const api = expiredSession(() => jsonResponse({ ok: true }));

    await expect(api.client.get('/v1/me')).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.callsTo('/v1/me')).toHaveLength(1);
    expect(api.onAuthError).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails on the network counts as a failure', async () => {
    const api = expiredSession(() => {
      throw new TypeError('Failed to fetch');
    });

    await expect(api.client.get('/v1/me')).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(api.onAuthError).toHaveBeenCalledTimes(1);
  });

  it.each([
    '/v1/auth/login',
    '/v1/auth/register',
    '/v1/auth/refresh',
    '/v1/auth/token',
    '/v1/auth/login?next=1',
  ])('a 401 from %s never triggers a refresh', async (path) => {
    const fake = createFakeFetch(() => unauthorized());
    const onAuthError = vi.fn();
    const client = createApiClient({ baseUrl: BASE, locale: 'en', fetch: fake.fetch, onAuthError });

    await expect(client.post(path, { body: { email: 'a@b.c' } })).rejects.toMatchObject({ status: 401 });
    expect(fake.calls).toHaveLength(1);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('a later 401 after a finished refresh starts a new refresh', async () => {
    const api = expiredSession(noContent);

    await expect(api.client.get('/v1/me')).resolves.toEqual({ path: '/v1/me' });
    expect(api.callsTo(REFRESH)).toHaveLength(1);

    api.expire();
    await expect(api.client.get('/v1/cart')).resolves.toEqual({ path: '/v1/cart' });
    expect(api.callsTo(REFRESH)).toHaveLength(2);
  });

  it('a later 401 after a failed refresh starts a new refresh and calls onAuthError again', async () => {
    let refreshStatus = 401;
    const api = expiredSession(() => new Response(null, { status: refreshStatus }));

    await expect(api.client.get('/v1/me')).rejects.toBeInstanceOf(ApiError);
    await expect(api.client.get('/v1/me')).rejects.toBeInstanceOf(ApiError);
    expect(api.onAuthError).toHaveBeenCalledTimes(2);

    refreshStatus = 204;
    await expect(api.client.get('/v1/me')).resolves.toEqual({ path: '/v1/me' });
    expect(api.callsTo(REFRESH)).toHaveLength(3);
  });

  it('sends x-locale and credentials include on every call, the refresh included', async () => {
    let locale = 'fr';
    let valid = false;
    const fake = createFakeFetch((call) => {
      if (pathOf(call) === REFRESH) {
        valid = true;
        return noContent();
      }
      return valid ? jsonResponse({}) : unauthorized();
    });
    const client = createApiClient({ baseUrl: BASE, locale: () => locale, fetch: fake.fetch });

    await client.post('/v1/cart', { body: { quantity: 1 } });
    locale = 'sv';
    await client.get('/v1/me');

    expect(fake.calls.map((call) => [pathOf(call), call.headers.get('x-locale')])).toEqual([
      ['/v1/cart', 'fr'],
      [REFRESH, 'fr'],
      ['/v1/cart', 'fr'],
      ['/v1/me', 'sv'],
    ]);
    expect(fake.calls.every((call) => call.credentials === 'include')).toBe(true);
    expect(fake.callsTo(REFRESH)[0]?.method).toBe('POST');
  });

  it('replays the original body: the same JSON text and the same FormData', async () => {
    const api = expiredSession(noContent);
    const form = new FormData();
    form.append('file', new Blob(['label'], { type: 'text/plain' }), 'label.txt');

    await api.client.patch('/v1/cart', { body: { sku: 'A-1', quantity: 2 } });
    api.expire();
    await api.client.post('/v1/sending/returns/R1', { body: form });

    const [first, replay] = api.callsTo('/v1/cart');
    expect(first?.body).toBe('{"sku":"A-1","quantity":2}');
    expect(replay?.body).toBe(first?.body);
    expect(api.callsTo('/v1/sending/returns/R1').map((call) => call.body)).toEqual([form, form]);
  });

  it('uses a custom refreshPath and never refreshes the refresh call itself', async () => {
    const fake = createFakeFetch(() => unauthorized());
    const onAuthError = vi.fn();
    const client = createApiClient({
      baseUrl: BASE,
      locale: 'en',
      fetch: fake.fetch,
      onAuthError,
      refreshPath: '/v1/session/renew',
    });

    await expect(client.get('/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(fake.calls.map(pathOf)).toEqual(['/v1/me', '/v1/session/renew']);
    await expect(client.post('/v1/session/renew')).rejects.toMatchObject({ status: 401 });
    expect(fake.calls).toHaveLength(3);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });
});

describe('refresh across tabs', () => {
  /** Web Locks as a browser gives them to the tabs of one origin: one holder at a time, in order. */
  function sharedLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    return {
      names,
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        names.push(name);
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  it('lets two tabs refresh one after the other, each with the cookie the other left', async () => {
    const locks = sharedLocks();
    let cookie = 'r1';
    const seen: string[] = [];
    const inFlight: number[] = [];
    let running = 0;
    const fake = createFakeFetch(async (call) => {
      if (pathOf(call) !== REFRESH) return unauthorized();
      running += 1;
      inFlight.push(running);
      seen.push(cookie);
      await settle();
      cookie = `${cookie}+`;
      running -= 1;
      return noContent();
    });
    const tab = () => createApiClient({ baseUrl: BASE, locale: 'en', fetch: fake.fetch, locks });
    await Promise.allSettled([tab().get('/v1/me'), tab().get('/v1/me')]);
    expect(fake.callsTo(REFRESH)).toHaveLength(2);
    expect(inFlight).toEqual([1, 1]);
    expect(seen).toEqual(['r1', 'r1+']);
    expect(locks.names).toEqual(['tendero-session-refresh', 'tendero-session-refresh']);
  });

  it('refreshes without a lock where the platform has none', async () => {
    const api = expiredSession(noContent);
    await expect(api.client.get('/v1/items/1')).resolves.toEqual({ path: '/v1/items/1' });
    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });
});

describe('files', () => {
  it('answers a PDF as a Blob, after refreshing an expired session', async () => {
    let valid = false;
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const fake = createFakeFetch(async (call) => {
      if (pathOf(call) === REFRESH) {
        valid = true;
        return noContent();
      }
      return valid
        ? new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } })
        : unauthorized();
    });
    const client = createApiClient({ baseUrl: BASE, locale: 'de', fetch: fake.fetch });
    const answer = await client.get<Blob>('/v1/me/orders/document/invoice/INV-2026-000001');
    expect(answer).toBeInstanceOf(Blob);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf);
    expect(fake.callsTo(REFRESH)).toHaveLength(1);
  });
});

describe('sessions that cannot be renewed (refreshPath: null, the back office)', () => {
  it('ends the session at the first 401: no refresh call, no replay, onAuthError once per 401', async () => {
    const fake = createFakeFetch(() => unauthorized());
    const onAuthError = vi.fn<(error: ApiError) => void>();
    const client = createApiClient({
      baseUrl: BASE,
      locale: 'de',
      fetch: fake.fetch,
      onAuthError,
      refreshPath: null,
    });

    await expect(client.get('/v1/admin/orders')).rejects.toMatchObject({ status: 401 });
    expect(fake.calls.map(pathOf)).toEqual(['/v1/admin/orders']);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('takes a 401 of the sign-in as wrong credentials, not as an ended session', async () => {
    const fake = createFakeFetch(() => unauthorized());
    const onAuthError = vi.fn<(error: ApiError) => void>();
    const client = createApiClient({
      baseUrl: BASE,
      locale: 'de',
      fetch: fake.fetch,
      onAuthError,
      refreshPath: null,
    });

    await expect(client.post('/v1/admin/auth/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(onAuthError).not.toHaveBeenCalled();
  });
});
