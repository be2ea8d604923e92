'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { browserApi } from '@/lib/browser-api';
import { errorsOf, FormAlert, useFailureText, useMessageText } from '../form-field';

const MAX = 500;

/** A message to the support team (SPEC.md §5: up to 500 characters), confirmed by e-mail. */
export function SupportForm() {
  const t = useTranslations('account');
  const failure = useFailureText();
  const text = useMessageText();
  const id = useId();
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => browserApi().post('/v1/me/support', { body: { body } }),
    onSuccess: () => setBody(''),
  });
  const error = errorsOf(send.error).body;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <h1>{t('support.title')}</h1>
      <p className="lead">{t('support.intro')}</p>
      {send.isSuccess && (
        <p role="status" className="notice">
          {t('support.sent')}
        </p>
      )}
      {send.error && !error && <FormAlert>{failure(send.error)}</FormAlert>}
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
      <button type="submit" className="button" disabled={send.isPending}>
        {t('support.submit')}
      </button>
    </form>
  );
}
