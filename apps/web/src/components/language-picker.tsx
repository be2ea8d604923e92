'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '@tendero/contract/locale-data';
import { localeHref } from '@tendero/contract/shop-domains';
import { usePathname, useRouter } from '@/i18n/navigation';
import { SHOP_DOMAINS } from '@/i18n/routing';
import { useAlternates } from './alternates';
import { Tooltip } from './tooltip';

/** The menu closes 250 ms after a language is chosen (docs/storefront.md#fixed-behaviours). */
export const CLOSE_DELAY_MS = 250;

/**
 * Lists the 16 languages by their own names; choosing one opens the same page in that language (the
 * localised path of the same product or category where the page has one), keeping the query.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const alternates = useAlternates();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (open) items.current[LOCALES.indexOf(locale)]?.focus();
  }, [open, locale]);

  function choose(target: Locale) {
    // Read at the click, not in render, so cached pages need no per-request rendering for the query.
    const query = window.location.search;
    const path = alternates?.find((alternate) => alternate.locale === target)?.path ?? pathname;
    if (SHOP_DOMAINS.length > 0) window.location.assign(`${localeHref(SHOP_DOMAINS, target, path)}${query}`);
    else router.push(`/${path.replace(/^\/+/, '')}${query}`, { locale: target });
    setTimeout(() => {
      setOpen(false);
      toggle.current?.focus();
    }, CLOSE_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => items.current[(to + LOCALES.length) % LOCALES.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LOCALES.length - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      toggle.current?.focus();
    } else return;
    event.preventDefault();
  }

  const label = compact ? (
    locale.toUpperCase()
  ) : (
    <>
      <span className="long">{LOCALE_NATIVE_NAMES[locale]}</span>
      <span className="short">{locale.toUpperCase()}</span>
    </>
  );
  // Until the menu can open (JavaScript), the toggle is a link to the footer's list of languages.
  if (!enhanced)
    return (
      <div className="language-picker">
        <a className="toggle" href="#languages" aria-label={t('choose')}>
          {label} <span aria-hidden="true">▾</span>
        </a>
      </div>
    );
  return (
    <div className="language-picker">
      <Tooltip label={t('choose')}>
        <button
          ref={toggle}
          type="button"
          className="toggle"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('choose')}
          onClick={() => setOpen((value) => !value)}
        >
          {label} <span aria-hidden="true">▾</span>
        </button>
      </Tooltip>
      {open && (
        <ul id={listId} aria-label={t('label')} onKeyDown={onKeyDown}>
          {LOCALES.map((code, index) => (
            <li key={code}>
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                lang={code}
                aria-current={code === locale}
                onClick={() => choose(code)}
              >
                {LOCALE_NATIVE_NAMES[code]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
