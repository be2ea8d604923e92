'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { requestPasswordReset } from '@/lib/shop-api-browser';
import { Field, FormAlert } from '../form-field';
import { useApiForm } from '../use-api-form';

/** Asks for a one-time link by e-mail; the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const [email, setEmail] = useState('');
  const send = useApiForm({ send: requestPasswordReset, fields: ['email'] });
  if (send.succeeded)
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
    <form className="form narrow" onSubmit={send.onSubmit({ email })} noValidate>
      {send.alert && <FormAlert>{send.alert}</FormAlert>}
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        errors={send.errors}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button" disabled={send.pending}>
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
