'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Me } from '@tendero/contract';
import { formatDate } from '@/lib/format';
import { updateProfile, type ProfileBody } from '@/lib/shop-api-browser';
import { toast } from '../toaster';
import { Field, FormAlert } from '../form-field';
import { useApiForm } from '../use-api-form';
import { useMe, useSignedIn } from './session';

/** Names and e-mail address; a new e-mail address needs the current password. */
export function ProfileForm() {
  const { me } = useMe();
  return me ? <ProfileFields me={me} /> : null;
}

function ProfileFields({ me }: { me: Me }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const signedIn = useSignedIn();
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [email, setEmail] = useState(me.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanged = email.trim().toLowerCase() !== me.email;
  const save = useApiForm({
    send: updateProfile,
    fields: ['firstName', 'lastName', 'email', 'currentPassword'],
    onSuccess: (updated) => {
      signedIn(updated);
      setCurrentPassword('');
      toast.success(t('profile.saved'));
    },
  });
  const { errors } = save;
  const body = {
    firstName,
    lastName,
    ...(emailChanged && { email, currentPassword }),
  } satisfies ProfileBody;
  return (
    <form className="form" onSubmit={save.onSubmit(body)} noValidate>
      <h1>{t('profile.title')}</h1>
      <p className="lead">{t('profile.since', { date: formatDate(locale, me.createdAt) })}</p>
      {save.alert && <FormAlert>{save.alert}</FormAlert>}
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
      <button type="submit" className="button" disabled={save.pending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
