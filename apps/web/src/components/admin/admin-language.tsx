'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { LOCALES, LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';

/**
 * The operator's language: a plain form to `/admin/language`, which keeps the choice in a cookie and
 * comes back to the same page (by the Referer when JavaScript did not fill in where it was sent from).
 */
export function AdminLanguagePicker() {
  const t = useTranslations('admin.language');
  const locale = useLocale();
  const id = useId();
  const next = useRef<HTMLInputElement>(null);
  return (
    <form
      className="admin-language"
      action="/admin/language"
      method="get"
      onSubmit={() => {
        if (next.current) next.current.value = `${window.location.pathname}${window.location.search}`;
      }}
    >
      <label htmlFor={id}>{t('label')}</label>
      <select id={id} name="locale" defaultValue={locale}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <input ref={next} type="hidden" name="next" defaultValue="" />
      <button type="submit" className="button secondary small">
        {t('apply')}
      </button>
    </form>
  );
}
