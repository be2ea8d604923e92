'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { resetPassword } from '@/lib/shop-api-browser';
import { FormAlert, NewPasswordFields } from '../form-field';
import { useApiForm } from '../use-api-form';

/** Sets a new password with the one-time token of the e-mailed link (`?token=…`). */
export function ResetPasswordForm() {
  const t = useTranslations('account');
  const [token, setToken] = useState<string | null>(null);
  const [passwords, setPasswords] = useState({ password: '', passwordRepeat: '' });
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);
  const reset = useApiForm({ send: resetPassword, fields: ['password', 'passwordRepeat'] });
  if (token === '') return <FormAlert>{t('resetPage.missingToken')}</FormAlert>;
  if (reset.succeeded)
    return (
      <div className="form narrow">
        <p role="status" className="notice">
          {t('resetPage.done')}
        </p>
        <Link href="/account/sign-in" prefetch={false} className="button">
          {t('signIn')}
        </Link>
      </div>
    );
  // The button waits for the token (null until read), so it is always there when the form is sent.
  return (
    <form className="form narrow" onSubmit={reset.onSubmit({ token: token ?? '', ...passwords })} noValidate>
      {reset.alert && (
        <FormAlert>
          {reset.alert}{' '}
          <Link href="/account/forgot-password" prefetch={false}>
            {t('signInPage.forgot')}
          </Link>
        </FormAlert>
      )}
      <NewPasswordFields
        password={passwords.password}
        passwordRepeat={passwords.passwordRepeat}
        onChange={(name, value) => setPasswords((current) => ({ ...current, [name]: value }))}
        errors={reset.errors}
        label={t('fields.newPassword')}
      />
      <button type="submit" className="button" disabled={reset.pending || token === null}>
        {t('resetPage.submit')}
      </button>
    </form>
  );
}
