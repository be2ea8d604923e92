'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { subscribeStockAlert, type StockAlertBody } from '@/lib/shop-api-browser';
import { useMessageText } from './form-field';
import { useApiForm } from './use-api-form';

/**
 * "Tell me when it is back": stores the e-mail for this product's next restock. `privacyNotice` is
 * the server-rendered sentence linking the privacy page.
 */
export function StockAlertForm({ sku, privacyNotice }: { sku: string; privacyNotice: ReactNode }) {
  const t = useTranslations();
  const translate = useMessageText();
  const [email, setEmail] = useState('');
  const id = useId();
  const subscribe = useApiForm({
    send: (body: StockAlertBody) => subscribeStockAlert(sku, body),
    fields: ['email'],
    failures: 'toast',
  });
  const emailError = subscribe.errors.email;

  if (subscribe.result) {
    return (
      <p role="status" className="notice">
        {subscribe.result.alreadySubscribed ? t('stockAlert.already') : t('stockAlert.done')}
      </p>
    );
  }
  return (
    <form className="stock-alert" onSubmit={subscribe.onSubmit({ type: 'stock', email })} noValidate>
      <h2>{t('stockAlert.title')}</h2>
      <p>{t('stockAlert.text')}</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('stockAlert.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailError && (
          <p id={`${id}-error`} className="field-error">
            {translate(emailError.message, emailError.params)}
          </p>
        )}
      </div>
      {privacyNotice}
      <button type="submit" className="button" disabled={subscribe.pending}>
        {subscribe.pending ? t('stockAlert.sending') : t('stockAlert.submit')}
      </button>
    </form>
  );
}
