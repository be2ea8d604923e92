import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

/** The header the proxy sets with the path inside the language, e.g. /track/… */
export const PATH_HEADER = 'x-tendero-path';

/**
 * `common` on every page; `track` only under /track and `return` only under /return (SPEC.md §2).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const path = (await headers()).get(PATH_HEADER) ?? '/';
  const messages: Record<string, unknown> = {
    ...(await import(`../../messages/${locale}/common.json`)).default,
  };
  if (path.startsWith('/track'))
    messages.track = (await import(`../../messages/${locale}/track.json`)).default;
  if (path.startsWith('/return'))
    messages.return = (await import(`../../messages/${locale}/return.json`)).default;
  return { locale, messages, timeZone: 'Europe/Brussels' };
});
