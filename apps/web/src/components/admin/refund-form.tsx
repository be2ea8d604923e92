'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { AdminOrderDetail } from '@tendero/contract';
import { refundOrder } from '@/lib/admin/api';
import type { MessageRef } from '@/lib/admin/errors';
import { adminKeys } from '@/lib/admin/query-keys';
import {
  emptyRefund,
  lineRefundAmount,
  newRequestId,
  refundableUnits,
  refundInput,
  refundPreview,
  shippingRefundable,
  type RefundDraft,
} from '@/lib/admin/refund';
import { formatMoney } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, AdminField, TableBox, useAdminText } from './admin-text';

/**
 * Give money back by line and units and/or the shipping charge, seeing what goes back and what is left.
 * The form's request id is made once when it opens: a second click, or a retry after a lost answer,
 * refunds nothing more.
 */
export function RefundForm({ detail, onClose }: { detail: AdminOrderDetail; onClose: () => void }) {
  const t = useTranslations('admin.refund');
  const locale = useLocale();
  const { failure, fieldErrors, message } = useAdminText();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [requestId] = useState(newRequestId);
  const [draft, setDraft] = useState<RefundDraft>(emptyRefund);
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const { order } = detail;
  const money = (amount: number) => formatMoney(locale, { amount, currency: detail.refundable.currency });
  const preview = refundPreview(detail, draft);
  const refund = useMutation({
    mutationFn: () => refundOrder(order.reference, refundInput(draft, requestId)),
    onSuccess: async (answer) => {
      // The page shows the change before the form closes (and its button gives the focus back).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allOrders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
      toast.success(t('done', { amount: formatMoney(locale, answer.total) }));
      onClose();
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const errors = fieldErrors(refund.error);
  const lines = detail.lines.filter((line) => refundableUnits(line) > 0);
  const setUnits = (position: number, value: string) => {
    setProblem(null);
    setDraft((now) => ({
      ...now,
      quantities: { ...now.quantities, [position]: Math.max(0, Math.floor(Number(value) || 0)) },
    }));
  };
  const over = preview.left < 0;
  return (
    <form
      className="form admin-panel admin-refund"
      aria-labelledby="refund-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (refund.isPending || refund.isSuccess) return;
        const found = !preview.chosen
          ? { key: 'admin.refund.nothing', params: {} }
          : over
            ? { key: 'admin.refund.tooMuch', params: {} }
            : null;
        setProblem(found);
        if (!found) refund.mutate();
      }}
    >
      <h2 id="refund-title" ref={heading} tabIndex={-1}>
        {t('title', { reference: order.reference })}
      </h2>
      <p className="lead">{t('lead')}</p>
      {lines.length > 0 && (
        <TableBox label={t('caption')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col" className="number">
                  {t('bought')}
                </th>
                <th scope="col" className="number">
                  {t('refunded')}
                </th>
                <th scope="col">{t('units')}</th>
                <th scope="col" className="number">
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const units = draft.quantities[line.position] ?? 0;
                const id = `refund-units-${line.position}`;
                return (
                  <tr key={line.position}>
                    <th scope="row">
                      {line.name}
                      <br />
                      <span className="muted">{line.sku}</span>
                    </th>
                    <td className="number">{line.quantity}</td>
                    <td className="number">{line.refunded}</td>
                    <td>
                      <label className="visually-hidden" htmlFor={id}>
                        {t('unitsOf', { name: line.name })}
                      </label>
                      <input
                        id={id}
                        className="admin-units"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={refundableUnits(line)}
                        step={1}
                        value={units}
                        onChange={(event) => setUnits(line.position, event.target.value)}
                      />
                    </td>
                    <td className="number">{money(lineRefundAmount(line, units))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      )}
      {shippingRefundable(detail) ? (
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.shipping}
            onChange={(event) => {
              setProblem(null);
              setDraft((now) => ({ ...now, shipping: event.target.checked }));
            }}
          />
          {t('shipping', { amount: formatMoney(locale, order.totals.shipping) })}
        </label>
      ) : (
        detail.shippingRefunded && <p className="muted">{t('shippingDone')}</p>
      )}
      <AdminField label={t('reason')} error={errors.reason}>
        {(control) => (
          <textarea
            {...control}
            maxLength={500}
            rows={3}
            value={draft.reason}
            onChange={(event) => setDraft((now) => ({ ...now, reason: event.target.value }))}
          />
        )}
      </AdminField>
      <dl className="admin-refund-sum" aria-live="polite">
        <div>
          <dt>{t('amount')}</dt>
          <dd>{money(preview.amount)}</dd>
        </div>
        <div className={over ? 'over' : undefined}>
          <dt>{t('left')}</dt>
          <dd>{money(preview.left)}</dd>
        </div>
      </dl>
      {over && !problem && <p className="field-error">{t('tooMuch')}</p>}
      {problem && <AdminAlert>{message(problem)}</AdminAlert>}
      {refund.error && !errors.reason && <AdminAlert>{failure(refund.error)}</AdminAlert>}
      <div className="actions">
        <button type="submit" className="button" disabled={refund.isPending || refund.isSuccess}>
          {refund.isPending ? t('pending') : t('submit', { amount: money(preview.amount) })}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </form>
  );
}
