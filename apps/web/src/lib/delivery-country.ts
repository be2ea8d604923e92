import { COUNTRY_COOKIE } from '@tendero/contract/constants';

/** How long the chosen delivery country is remembered: as long as the visitor's cart. */
const KEEP_DAYS = 30;

/** The delivery country the cart page chose (two-letter ISO code), when the browser holds one. */
export function chosenCountry(cookies: string = document.cookie): string | null {
  const cookie = cookies.split('; ').find((entry) => entry.startsWith(`${COUNTRY_COOKIE}=`));
  const value = cookie?.slice(COUNTRY_COOKIE.length + 1).toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : null;
}

/** Remembers the country chosen on the cart page, for the product pages' delivery estimate. */
export function chooseCountry(iso: string): void {
  document.cookie = `${COUNTRY_COOKIE}=${encodeURIComponent(iso)}; path=/; max-age=${KEEP_DAYS * 24 * 3600}; samesite=lax`;
}
