'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '@tendero/contract/locale-data';
import { usePathname } from '@/i18n/navigation';

/**
 * Every language as a plain link to the same page in that language, in the page's HTML: the way to
 * another language without JavaScript (the header's menu needs it), and the target of the header's
 * language link until the menu takes over.
 */
export function FooterLanguages() {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  return (
    <section id="languages" aria-labelledby="languages-title">
      <h2 id="languages-title">{t('label')}</h2>
      <ul className="language-links">
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={`/language?${new URLSearchParams({ from: locale, to: code, path: pathname })}`}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
            >
              {LOCALE_NATIVE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
