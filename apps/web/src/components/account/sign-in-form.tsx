'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Me } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { errorsOf, Field, FormAlert, useFailureText } from '../form-field';
import { useAwayWhenSignedIn, useSignedIn } from './session';

/** Where to go after signing in: a path inside the shop the shopper came from, else the account. */
export function nextPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && /^\/(?!\/)/.test(next) ? next : '/account';
}

export function SignInForm() {
  const t = useTranslations('account');
  const failure = useFailureText();
  const signedIn = useSignedIn();
  useAwayWhenSignedIn(nextPath);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => browserApi().post<Me>('/v1/auth/login', { body: { email, password } }),
    // Known as signed in, the page moves on by itself (useAwayWhenSignedIn).
    onSuccess: (me) => signedIn(me),
  });
  const errors = errorsOf(signIn.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <form className="form narrow" onSubmit={onSubmit} noValidate>
      {signIn.error && Object.keys(errors).length === 0 && <FormAlert>{failure(signIn.error)}</FormAlert>}
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
      <button type="submit" className="button" disabled={signIn.isPending}>
        {t('signInPage.submit')}
      </button>
      <p>
        <Link href="/account/forgot-password" prefetch={false}>
          {t('signInPage.forgot')}
        </Link>
      </p>
      <p>
        {t('signInPage.noAccount')}{' '}
        <Link href="/account/register" prefetch={false}>
          {t('signInPage.register')}
        </Link>
      </p>
    </form>
  );
}
