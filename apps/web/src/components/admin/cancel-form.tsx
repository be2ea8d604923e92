'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { AdminOrderDetail } from '@tendero/contract';
import { cancelOrder } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminAlert, AdminField, useAdminText } from './admin-text';

/** The second step of cancelling: what it does, an optional reason, and "yes" or "keep it". */
export function CancelForm({ detail, onClose }: { detail: AdminOrderDetail; onClose: () => void }) {
  const t = useTranslations('admin.cancel');
  const { failure, fieldErrors } = useAdminText();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState('');
  const reference = detail.order.reference;
  const cancel = useMutation({
    mutationFn: () => cancelOrder(reference, { reason: reason.trim() || null }),
    onSuccess: async () => {
      // The page shows the change before the form closes (and its button gives the focus back).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
      toast.success(t('done', { reference }));
      onClose();
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const errors = fieldErrors(cancel.error);
  return (
    <form
      className="form admin-panel admin-danger"
      aria-labelledby="cancel-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!cancel.isPending && !cancel.isSuccess) cancel.mutate();
      }}
    >
      <h2 id="cancel-title" ref={heading} tabIndex={-1}>
        {t('title', { reference })}
      </h2>
      <p>{t('lead')}</p>
      <AdminField label={t('reason')} error={errors.reason}>
        {(control) => (
          <textarea
            {...control}
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </AdminField>
      {cancel.error && !errors.reason && <AdminAlert>{failure(cancel.error)}</AdminAlert>}
      <div className="actions">
        <button type="submit" className="button danger" disabled={cancel.isPending || cancel.isSuccess}>
          {cancel.isPending ? t('pending') : t('confirm')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('keep')}
        </button>
      </div>
    </form>
  );
}
