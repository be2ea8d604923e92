'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from './toaster';
import type { StockAlertResult } from '@tendero/contract';
import { browserApi } from '@/lib/browser-api';
import { errorsOf, useFailureText, useMessageText } from './form-field';

/**
 * "Tell me when it is back": stores the e-mail for this product's next restock. `privacyNotice` is
 * the server-rendered sentence linking the privacy page.
 */
export function StockAlertForm({ sku, privacyNotice }: { sku: string; privacyNotice: ReactNode }) {
  const t = useTranslations();
  const failure = useFailureText();
  const translate = useMessageText();
  const [email, setEmail] = useState('');
  const id = useId();
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      browserApi().post<StockAlertResult>(`/v1/catalog/products/${encodeURIComponent(sku)}/notifications`, {
        body: { type: 'stock', email: address },
      }),
    onError: (error) => {
      if (!errorsOf(error).email) toast.error(failure(error));
    },
  });
  const emailError = errorsOf(subscribe.error).email;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    subscribe.mutate(email);
  }

  if (subscribe.data) {
    return (
      <p role="status" className="notice">
        {subscribe.data.alreadySubscribed ? t('stockAlert.already') : t('stockAlert.done')}
      </p>
    );
  }
  return (
    <form className="stock-alert" onSubmit={onSubmit} noValidate>
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
      <button type="submit" className="button" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('stockAlert.sending') : t('stockAlert.submit')}
      </button>
    </form>
  );
}
