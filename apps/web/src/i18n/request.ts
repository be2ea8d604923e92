import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type { Locale } from '@tendero/contract/locale-data';
import { SHOP_TIME_ZONE } from '@/lib/time-zone';
import { routing } from './routing';

/**
 * The namespaces that only some paths load (docs/storefront.md#texts-messages): their layouts add them, see
 * `namespaceMessages`.
 */
export type PathNamespace = 'track' | 'return' | 'review';

export async function namespaceMessages(
  locale: Locale,
  namespace: PathNamespace,
): Promise<Record<string, unknown>> {
  return (await import(`../../messages/${locale}/${namespace}.json`)).default;
}

/**
 * `common` on every page. It reads nothing from the request but the language, so catalogue pages
 * can be rendered once and served from the cache.
 */
export default getRequestConfig(async ({ locale: given, requestLocale }) => {
  // A locale given by the caller (getTranslations({ locale })) needs no look at the request.
  const requested = given ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}/common.json`)).default;
  return { locale, messages, timeZone: SHOP_TIME_ZONE };
});
