'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { contactSupport } from '@/lib/shop-api-browser';
import { FormAlert, useMessageText } from '../form-field';
import { useApiForm } from '../use-api-form';

const MAX = 500;

/** A message to the support team (up to 500 characters), confirmed by e-mail. */
export function SupportForm() {
  const t = useTranslations('account');
  const text = useMessageText();
  const id = useId();
  const [body, setBody] = useState('');
  const send = useApiForm({ send: contactSupport, fields: ['body'], onSuccess: () => setBody('') });
  const error = send.errors.body;
  return (
    <form className="form" onSubmit={send.onSubmit({ body })} noValidate>
      <h1>{t('support.title')}</h1>
      <p className="lead">{t('support.intro')}</p>
      {send.succeeded && (
        <p role="status" className="notice">
          {t('support.sent')}
        </p>
      )}
      {send.alert && <FormAlert>{send.alert}</FormAlert>}
      <div className="field">
        <label htmlFor={id}>{t('fields.message')}</label>
        <textarea
          id={id}
          name="body"
          rows={6}
          maxLength={MAX}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={`${id}-count`} className="field-hint">
          {t('support.remaining', { count: MAX - body.length })}
        </p>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {text(error.message, error.params)}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={send.pending}>
        {t('support.submit')}
      </button>
    </form>
  );
}
