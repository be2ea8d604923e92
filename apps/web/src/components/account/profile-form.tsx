'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Me } from '@tendero/contract';
import { browserApi } from '@/lib/browser-api';
import { formatDate } from '@/lib/format';
import { toast } from '../toaster';
import { errorsOf, Field, FormAlert, useFailureText } from '../form-field';
import { useMe, useSignedIn } from './session';

/** Names and e-mail address; a new e-mail address needs the current password. */
export function ProfileForm() {
  const { me } = useMe();
  return me ? <ProfileFields me={me} /> : null;
}

function ProfileFields({ me }: { me: Me }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const failure = useFailureText();
  const signedIn = useSignedIn();
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [email, setEmail] = useState(me.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanged = email.trim().toLowerCase() !== me.email;
  const save = useMutation({
    mutationFn: () =>
      browserApi().patch<Me>('/v1/me', {
        body: { firstName, lastName, ...(emailChanged && { email, currentPassword }) },
      }),
    onSuccess: (updated) => {
      signedIn(updated);
      setCurrentPassword('');
      toast.success(t('profile.saved'));
    },
  });
  const errors = errorsOf(save.error);
  const placed = ['firstName', 'lastName', 'email', 'currentPassword'].some((name) => errors[name]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <h1>{t('profile.title')}</h1>
      <p className="lead">{t('profile.since', { date: formatDate(locale, me.createdAt) })}</p>
      {save.error && !placed && <FormAlert>{failure(save.error)}</FormAlert>}
      <div className="field-row">
        <Field
          name="firstName"
          label={t('fields.firstName')}
          autoComplete="given-name"
          errors={errors}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <Field
          name="lastName"
          label={t('fields.lastName')}
          autoComplete="family-name"
          errors={errors}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <Field
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        hint={t('profile.emailNote')}
        errors={errors}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {emailChanged && (
        <Field
          name="currentPassword"
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          errors={errors}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
