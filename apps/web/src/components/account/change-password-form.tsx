'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { changePassword, type ChangePasswordBody } from '@/lib/shop-api-browser';
import { toast } from '../toaster';
import { Field, FormAlert, NewPasswordFields } from '../form-field';
import { useApiForm } from '../use-api-form';

const EMPTY = { currentPassword: '', password: '', passwordRepeat: '' } satisfies ChangePasswordBody;

/** Current password, new one twice; the API signs the other devices out. */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const [values, setValues] = useState(EMPTY);
  const change = useApiForm({
    send: changePassword,
    fields: Object.keys(EMPTY),
    onSuccess: () => {
      setValues(EMPTY);
      toast.success(t('password.done'));
    },
  });
  const { errors } = change;
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <form className="form narrow" onSubmit={change.onSubmit(values)} noValidate>
      <h1>{t('password.title')}</h1>
      <p className="lead">{t('password.intro')}</p>
      {change.alert && <FormAlert>{change.alert}</FormAlert>}
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
      <button type="submit" className="button" disabled={change.pending}>
        {t('password.submit')}
      </button>
    </form>
  );
}
