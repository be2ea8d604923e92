'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { browserApi } from '@/lib/browser-api';
import { toast } from '../toaster';
import { errorsOf, Field, FormAlert, NewPasswordFields, useFailureText } from '../form-field';

const EMPTY = { currentPassword: '', password: '', passwordRepeat: '' };

/** Current password, new one twice; the API signs the other devices out. */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const failure = useFailureText();
  const [values, setValues] = useState(EMPTY);
  const change = useMutation({
    mutationFn: () => browserApi().post('/v1/auth/change-password', { body: values }),
    onSuccess: () => {
      setValues(EMPTY);
      toast.success(t('password.done'));
    },
  });
  const errors = errorsOf(change.error);
  const placed = Object.keys(EMPTY).some((name) => errors[name]);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form className="form narrow" onSubmit={onSubmit} noValidate>
      <h1>{t('password.title')}</h1>
      <p className="lead">{t('password.intro')}</p>
      {change.error && !placed && <FormAlert>{failure(change.error)}</FormAlert>}
      <Field
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('fields.currentPassword')}
        errors={errors}
        value={values.currentPassword}
        onChange={set('currentPassword')}
      />
      <NewPasswordFields
        password={values.password}
        passwordRepeat={values.passwordRepeat}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        errors={errors}
        label={t('fields.newPassword')}
      />
      <button type="submit" className="button" disabled={change.isPending}>
        {t('password.submit')}
      </button>
    </form>
  );
}
