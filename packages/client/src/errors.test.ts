import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, HTTP_ERROR_KEY, displayMessage, fieldErrors } from './errors.ts';
import { createFakeFetch, jsonResponse } from './fake-fetch.ts';
import type { FetchHandler } from './fake-fetch.ts';

async function failure(handler: FetchHandler): Promise<unknown> {
  const { fetch } = createFakeFetch(handler);
  const client = createApiClient({ baseUrl: 'http://api.test', locale: 'en', fetch });
  return client.post('/v1/auth/register', { body: {} }).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
}

const validationBody = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'validation.failed',
  details: [
    { path: 'firstName', message: 'validation.string.min', params: { minimum: 1 } },
    { path: 'firstName', message: 'validation.string.max', params: { maximum: 128 } },
    { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
    { path: 'broken' },
  ],
};

describe('ApiError', () => {
  it('is built from an error body with message, status, error and details', async () => {
    const error = await failure(() => jsonResponse(validationBody, 400));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    if (!(error instanceof ApiError)) return;
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('validation.failed');
    expect(error.status).toBe(400);
    expect(error.error).toBe('Bad Request');
    expect(error.details).toEqual(validationBody.details.slice(0, 3));
  });

  it('defaults details to an empty list', async () => {
    const error = await failure(() =>
      jsonResponse({ statusCode: 429, error: 'Too Many', message: 'error.rateLimited' }, 429),
    );
    expect(error).toMatchObject({ status: 429, message: 'error.rateLimited', details: [] });
  });

  it('gets the generic message key from a non-JSON error answer', async () => {
    const error = await failure(
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: HTTP_ERROR_KEY, error: 'Bad Gateway', details: [] });
  });

  it('gets the generic message key from a JSON error answer without a message, or with broken JSON', async () => {
    await expect(failure(() => jsonResponse({ statusCode: 500 }, 500))).resolves.toMatchObject({
      status: 500,
      message: 'error.http',
    });
    const broken = new Response('{not json', {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
    await expect(failure(() => broken)).resolves.toMatchObject({ status: 503, message: 'error.http' });
  });

  it('lets network failures through as the original error', async () => {
    const networkError = new TypeError('Failed to fetch');
    await expect(
      failure(() => {
        throw networkError;
      }),
    ).resolves.toBe(networkError);
  });
});

describe('displayMessage, in the order of its sources', () => {
  it('1. uses an ApiError message', () => {
    expect(displayMessage(new ApiError({ status: 404, message: 'error.notFound' }), 'fallback')).toBe(
      'error.notFound',
    );
  });

  it('2. uses a plain string', () => {
    expect(displayMessage('cart.empty', 'fallback')).toBe('cart.empty');
  });

  it('3. uses a generic Error message', () => {
    expect(displayMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
  });

  it('4. uses the server message of a plain error body', () => {
    expect(
      displayMessage({ statusCode: 400, error: 'Bad Request', message: 'validation.body.json' }, 'fallback'),
    ).toBe('validation.body.json');
  });

  it('5. falls back for anything else', () => {
    for (const value of [undefined, null, 42, '', new Error(''), { message: 3 }, {}]) {
      expect(displayMessage(value, 'fallback')).toBe('fallback');
    }
  });
});

describe('fieldErrors', () => {
  it('maps details to the first message and params per path', async () => {
    const error = await failure(() => jsonResponse(validationBody, 400));
    expect(fieldErrors(error)).toEqual({
      firstName: { message: 'validation.string.min', params: { minimum: 1 } },
      passwordRepeat: { message: 'validation.string.password.repeat', params: {} },
    });
  });

  it('gives an empty record for errors without details and for other values', () => {
    expect(fieldErrors(new ApiError({ status: 500, message: 'error.internal' }))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(fieldErrors(validationBody)).toEqual({});
  });
});
