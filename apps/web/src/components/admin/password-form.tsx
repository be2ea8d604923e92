'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OperatorPassword } from '@tendero/contract';
import { setOperatorPassword } from '@/lib/admin/api';
import type { MessageRef } from '@/lib/admin/errors';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminAlert, AdminField, useAdminText } from './admin-text';

/** The contract's shortest operator password (12 characters). */
const PASSWORD_MIN = OperatorPassword.minLength ?? 12;

/** The one-time link of an operator's invitation: choose the password, which signs in. */
export function AdminPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations('admin.password');
  const { failure, fieldErrors } = useAdminText();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState<Record<string, MessageRef>>({});
  const router = useRouter();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: setOperatorPassword,
    onSuccess: (operator) => {
      queryClient.setQueryData(adminKeys.operator, operator);
      toast.success(t('done'));
      router.replace('/admin');
    },
  });
  const errors = Object.keys(checked).length > 0 ? checked : fieldErrors(save.error);
  const unplaced = save.error && Object.keys(checked).length === 0 && !errors.password;
  return (
    <section className="admin-entry-box" aria-labelledby="admin-password-title">
      <h1 id="admin-password-title">{t('title')}</h1>
      {!token ? (
        <AdminAlert>{t('noToken')}</AdminAlert>
      ) : (
        <>
          <p className="lead">{t('lead')}</p>
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const found: Record<string, MessageRef> = {};
              if (password.length < PASSWORD_MIN)
                found.password = { key: 'validation.string.min', params: { minimum: PASSWORD_MIN } };
              else if (repeat !== password) found.repeat = { key: 'admin.password.mismatch', params: {} };
              setChecked(found);
              if (Object.keys(found).length === 0) save.mutate({ token, password });
            }}
          >
            {unplaced && <AdminAlert>{failure(save.error)}</AdminAlert>}
            <AdminField label={t('password')} error={errors.password}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN}
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </AdminField>
            <AdminField label={t('repeat')} error={errors.repeat}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  name="repeat"
                  autoComplete="new-password"
                  required
                  value={repeat}
                  onChange={(event) => setRepeat(event.target.value)}
                />
              )}
            </AdminField>
            <button type="submit" className="button" disabled={save.isPending || save.isSuccess}>
              {save.isPending ? t('pending') : t('submit')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
