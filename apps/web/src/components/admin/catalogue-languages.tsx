'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tendero/contract';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import { languagesWithErrors, textState, type FieldErrors } from '@/lib/admin/category-form';

/**
 * The texts of every language of a category or brand: a button per language with its state (written,
 * shows English, to correct), and the chosen one's fields, or the offer to write them.
 */
export function CatalogueLanguages<Text>({
  id,
  lead,
  texts,
  shown,
  errors,
  onShow,
  onWrite,
  onDrop,
  children,
}: {
  id: string;
  lead: string;
  texts: Partial<Record<Locale, Text>>;
  shown: Locale;
  errors: FieldErrors;
  onShow: (locale: Locale) => void;
  onWrite: () => void;
  onDrop: () => void;
  /** The fields of the language shown, which has texts. */
  children: (text: Text) => ReactNode;
}) {
  const t = useTranslations('admin.editor');
  const flagged = languagesWithErrors(errors);
  const text = texts[shown];
  const name = LOCALE_NATIVE_NAMES[shown];
  return (
    <section className="admin-panel form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('texts')}</h2>
      <p className="lead">{lead}</p>
      <ul className="admin-editor-languages" aria-label={t('languages')}>
        {LOCALES.map((code) => {
          const state = textState(texts, code);
          return (
            <li key={code}>
              <button
                type="button"
                aria-pressed={code === shown}
                className={`admin-editor-language ${state}`}
                onClick={() => onShow(code)}
              >
                <span lang={code}>{LOCALE_NATIVE_NAMES[code]}</span>
                <span className="admin-editor-state">
                  {flagged.has(code)
                    ? t('stateError')
                    : state === 'written'
                      ? t('stateWritten')
                      : t('stateFallback')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <h3 lang={shown}>{name}</h3>
      {text !== undefined ? (
        <>
          <div className="admin-editor-texts" lang={shown}>
            {children(text)}
          </div>
          {shown !== DEFAULT_LOCALE && (
            <button type="button" className="button secondary small admin-add" onClick={onDrop}>
              {t('dropLanguage', { language: name })}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="notice">{t('fallsBack', { language: name })}</p>
          <button type="button" className="button secondary admin-add" onClick={onWrite}>
            {t('writeLanguage', { language: name })}
          </button>
        </>
      )}
    </section>
  );
}
