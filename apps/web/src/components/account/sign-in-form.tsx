'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { signIn as sendSignIn } from '@/lib/shop-api-browser';
import { Field, FormAlert } from '../form-field';
import { useApiForm } from '../use-api-form';
import { useAwayWhenSignedIn, useSignedIn } from './session';

/** Where to go after signing in: a path inside the shop the shopper came from, else the account. */
export function nextPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && /^\/(?!\/)/.test(next) ? next : '/account';
}

/** `inline`: part of the checkout, which goes on by itself once the customer is known. */
export function SignInForm({ inline = false }: { inline?: boolean }) {
  const t = useTranslations('account');
  const signedIn = useSignedIn();
  useAwayWhenSignedIn(inline ? null : nextPath);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useApiForm({
    send: sendSignIn,
    fields: ['email', 'password'],
    // Known as signed in, the page moves on by itself (useAwayWhenSignedIn).
    onSuccess: signedIn,
  });
  const { errors } = signIn;
  return (
    <form className="form narrow" onSubmit={signIn.onSubmit({ email, password })} noValidate>
      {signIn.alert && <FormAlert>{signIn.alert}</FormAlert>}
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        errors={errors}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <Field
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('fields.password')}
        errors={errors}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <button type="submit" className="button" disabled={signIn.pending}>
        {t('signInPage.submit')}
      </button>
      <p>
        <Link href="/account/forgot-password" prefetch={false}>
          {t('signInPage.forgot')}
        </Link>
      </p>
      {!inline && (
        <p>
          {t('signInPage.noAccount')}{' '}
          <Link href="/account/register" prefetch={false}>
            {t('signInPage.register')}
          </Link>
        </p>
      )}
    </form>
  );
}
