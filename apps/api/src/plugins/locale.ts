import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, ERROR_KEYS, resolveLocale, type Locale } from '@tendero/contract';
import { InvalidInput } from '../lib/domain-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop language of this request, from `x-locale` (docs/api.md#the-language-of-a-request). */
    locale: Locale;
  }
}

/** Reads `x-locale` on every request: missing or `default` is English, `se` is Swedish, others are a 400. */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-locale'];
    const value = Array.isArray(header) ? header[0] : header;
    const locale = value !== undefined && value.length > 15 ? null : resolveLocale(value);
    if (locale === null) {
      throw new InvalidInput('headers.x-locale', ERROR_KEYS.localeUnsupported, { value });
    }
    request.locale = locale;
  });
});
