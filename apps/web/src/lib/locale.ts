import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@tendero/contract';
import { routing } from '@/i18n/routing';

/**
 * The page's language from its params. Pages render alongside the layout, so each checks for itself:
 * a first segment that is no language (e.g. /favicon.ico) is a 404, never an API call with it.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
