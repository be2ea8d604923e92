'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { errorsOf, FormAlert, NewPasswordFields, useFailureText } from '../form-field';

/** Sets a new password with the one-time token of the e-mailed link (`?token=…`). */
export function ResetPasswordForm() {
  const t = useTranslations('account');
  const failure = useFailureText();
  const [token, setToken] = useState<string | null>(null);
  const [passwords, setPasswords] = useState({ password: '', passwordRepeat: '' });
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);
  const reset = useMutation({
    mutationFn: () => browserApi().post('/v1/auth/reset-password', { body: { token, ...passwords } }),
  });
  const errors = errorsOf(reset.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate();
  };
  if (token === '') return <FormAlert>{t('resetPage.missingToken')}</FormAlert>;
  if (reset.isSuccess)
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
  return (
    <form className="form narrow" onSubmit={onSubmit} noValidate>
      {reset.error && !errors.password && !errors.passwordRepeat && (
        <FormAlert>
          {failure(reset.error)}{' '}
          <Link href="/account/forgot-password" prefetch={false}>
            {t('signInPage.forgot')}
          </Link>
        </FormAlert>
      )}
      <NewPasswordFields
        password={passwords.password}
        passwordRepeat={passwords.passwordRepeat}
        onChange={(name, value) => setPasswords((current) => ({ ...current, [name]: value }))}
        errors={errors}
        label={t('fields.newPassword')}
      />
      <button type="submit" className="button" disabled={reset.isPending || token === null}>
        {t('resetPage.submit')}
      </button>
    </form>
  );
}
