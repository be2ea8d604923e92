'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { signInOperator } from '@/lib/admin/api';
import { adminPath } from '@/lib/admin/locale';
import { adminKeys } from '@/lib/admin/query-keys';
import { AdminAlert, AdminField, useAdminText } from './admin-text';

/** An operator's sign-in; afterwards back to the page that sent them here (`next`), else the overview. */
export function AdminSignInForm({ next, ended }: { next: string | null; ended: boolean }) {
  const t = useTranslations('admin.signIn');
  const { failure, fieldErrors } = useAdminText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: signInOperator,
    onSuccess: (operator) => {
      queryClient.setQueryData(adminKeys.operator, operator);
      router.replace(adminPath(next));
    },
  });
  const errors = fieldErrors(signIn.error);
  const unplaced = signIn.error && !errors.email && !errors.password;
  return (
    <section className="admin-entry-box" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {ended && !signIn.error && <p className="notice warning">{t('ended')}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          signIn.mutate({ email, password });
        }}
      >
        {unplaced && <AdminAlert>{failure(signIn.error)}</AdminAlert>}
        <AdminField label={t('email')} error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </AdminField>
        <AdminField label={t('password')} error={errors.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </AdminField>
        <button type="submit" className="button" disabled={signIn.isPending || signIn.isSuccess}>
          {signIn.isPending ? t('pending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
