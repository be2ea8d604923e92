import 'server-only';
import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { cookies, headers } from 'next/headers';
import type { Locale } from '@tendero/contract/locale-data';
import { ADMIN_LOCALE_COOKIE, adminLocale } from '@/lib/admin/locale';

type Messages = Record<string, unknown>;

/** The operator's language: the picker's cookie, else the browser's (the back office has no language paths). */
export async function requestAdminLocale(): Promise<Locale> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return adminLocale(jar.get(ADMIN_LOCALE_COOKIE)?.value, head.get('accept-language'));
}

/**
 * What the back office's browser components translate: the `admin` namespace (loaded only under
 * /admin), and of `common` the validation texts of the API's keys and the toasts' words.
 */
export async function adminMessages(locale: Locale): Promise<Messages> {
  const [admin, common] = await Promise.all([
    import(`../../messages/${locale}/admin.json`).then((module) => module.default as Messages),
    import(`../../messages/${locale}/common.json`).then((module) => module.default as Messages),
  ]);
  return { admin, validation: common.validation, toast: common.toast };
}

/** A text of the `admin` namespace (`orders.title`) in the operator's language, for the page's head. */
export async function adminText(key: string, values: Record<string, string> = {}): Promise<string> {
  const locale = await requestAdminLocale();
  const t = createTranslator({ locale, messages: await adminMessages(locale) });
  return t(`admin.${key}` as never, values as never);
}

/** A back-office page's title, and no indexing. */
export async function adminMetadata(key: string, values: Record<string, string> = {}): Promise<Metadata> {
  return { title: await adminText(key, values), robots: { index: false, follow: false } };
}
