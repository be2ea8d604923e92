'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { errorsOf, Field, FormAlert, useFailureText } from '../form-field';

/** Asks for a one-time link by e-mail; the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const failure = useFailureText();
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: () => browserApi().post('/v1/auth/forgot-password', { body: { email } }),
  });
  const errors = errorsOf(send.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  if (send.isSuccess)
    return (
      <div className="form narrow">
        <p role="status" className="notice">
          {t('forgotPage.sent', { email: email.trim().toLowerCase() })}
        </p>
        <Link href="/account/sign-in" prefetch={false}>
          {t('forgotPage.back')}
        </Link>
      </div>
    );
  return (
    <form className="form narrow" onSubmit={onSubmit} noValidate>
      {send.error && !errors.email && <FormAlert>{failure(send.error)}</FormAlert>}
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        errors={errors}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button" disabled={send.isPending}>
        {t('forgotPage.submit')}
      </button>
      <p>
        <Link href="/account/sign-in" prefetch={false}>
          {t('forgotPage.back')}
        </Link>
      </p>
    </form>
  );
}
