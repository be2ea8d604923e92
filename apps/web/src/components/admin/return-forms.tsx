'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { AdminReturn } from '@tendero/contract';
import { receiveReturn, rejectReturn } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import {
  fullReceipt,
  receiptCheck,
  receiptPreview,
  unitsTyped,
  type ReceiptDraft,
} from '@/lib/admin/returns';
import { formatMoney } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, AdminField, TableBox, useAdminText } from './admin-text';
import { AdminTextForm } from './text-form';

const REJECT_REASON_MAX = 500;

/** After an action: the return, the lists and the overview show the change before the form closes. */
function useReturnChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.allReturns }),
      queryClient.invalidateQueries({ queryKey: adminKeys.allOrders }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
    ]);
}

/** Rejecting: the reason the customer is mailed and reads on the return, then "reject" or "keep it". */
export function RejectForm({ ret, onClose }: { ret: AdminReturn; onClose: () => void }) {
  const t = useTranslations('admin.reject');
  const changed = useReturnChanged();
  return (
    <AdminTextForm
      words={{
        title: t('title', { reference: ret.orderReference }),
        lead: t('lead'),
        label: t('reason'),
        hint: t('reasonHint', { maximum: REJECT_REASON_MAX }),
        submit: t('submit'),
        pending: t('pending'),
        close: t('close'),
        done: t('done'),
        required: 'admin.reject.required',
      }}
      field="reason"
      maximum={REJECT_REASON_MAX}
      lang={ret.locale}
      danger
      send={(reason) => rejectReturn(ret.returnUid, { reason })}
      changed={changed}
      onClose={onClose}
    />
  );
}

/**
 * Receiving the parcel: per line the units that came back and of those the damaged ones, a deduction
 * for loss of value with its reason, and the refund this gives, before it is sent. Sent once: the
 * button stays off while the answer is awaited, and the API answers a second receipt with the first.
 */
export function ReceiptForm({ ret, onClose }: { ret: AdminReturn; onClose: () => void }) {
  const t = useTranslations('admin.receipt');
  const locale = useLocale();
  const { failure, fieldErrors, message } = useAdminText();
  const changed = useReturnChanged();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<ReceiptDraft>(() => fullReceipt(ret));
  const [checked, setChecked] = useState(false);
  // A double click's second click can come before the button is drawn disabled: it sends nothing.
  const sending = useRef(false);
  const currency = ret.refund.total.currency;
  const money = (amount: number) => formatMoney(locale, { amount, currency });
  const preview = receiptPreview(ret, draft, locale);
  const check = receiptCheck(ret, draft, locale);
  const problems = checked && check.kind === 'invalid' ? check : null;
  const receive = useMutation({
    mutationFn: () => {
      if (check.kind !== 'receipt') throw new Error('The receipt form was sent with errors.');
      return receiveReturn(ret.returnUid, check.body);
    },
    onSuccess: async (answer) => {
      await changed();
      toast.success(t('done', { amount: formatMoney(locale, answer.refund.total) }));
      onClose();
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const apiErrors = fieldErrors(receive.error);
  const setUnits = (position: number, field: 'received' | 'damaged', value: string) =>
    setDraft((now) => {
      const line = now.lines[position] ?? { received: 0, damaged: 0 };
      return { ...now, lines: { ...now.lines, [position]: { ...line, [field]: unitsTyped(value) } } };
    });
  const deductionError = problems?.form.deduction ?? apiErrors['deduction.amount'];
  const reasonError = problems?.form.deductionReason ?? apiErrors['deduction.reason'];
  const linesError = problems?.form.lines ?? apiErrors.lines;
  return (
    <form
      className="form admin-panel admin-receipt"
      aria-labelledby="receipt-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current || receive.isSuccess) return;
        setChecked(true);
        if (check.kind !== 'receipt') return;
        sending.current = true;
        receive.mutate(undefined, {
          onSettled: () => {
            sending.current = false;
          },
        });
      }}
    >
      <h2 id="receipt-title" ref={heading} tabIndex={-1}>
        {t('title', { reference: ret.orderReference })}
      </h2>
      <p className="lead">{t('lead')}</p>
      <TableBox label={t('caption')}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col" className="number">
                {t('asked')}
              </th>
              <th scope="col">{t('received')}</th>
              <th scope="col">{t('damaged')}</th>
            </tr>
          </thead>
          <tbody>
            {ret.lines.map((line) => {
              const units = draft.lines[line.position] ?? { received: 0, damaged: 0 };
              const error = problems?.lines[line.position];
              const errorId = `receipt-error-${line.position}`;
              return (
                <tr key={line.position}>
                  <th scope="row">
                    {line.name}
                    {error && (
                      <span id={errorId} className="field-error">
                        {message(error)}
                      </span>
                    )}
                  </th>
                  <td className="number">{line.quantity}</td>
                  {(['received', 'damaged'] as const).map((field) => {
                    const id = `receipt-${field}-${line.position}`;
                    return (
                      <td key={field}>
                        <label className="visually-hidden" htmlFor={id}>
                          {t(field === 'received' ? 'receivedOf' : 'damagedOf', { name: line.name })}
                        </label>
                        <input
                          id={id}
                          className="admin-units"
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={field === 'received' ? line.quantity : units.received}
                          step={1}
                          value={units[field]}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          onChange={(event) => setUnits(line.position, field, event.target.value)}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
      <p className="field-hint">{t('damagedHint')}</p>
      {linesError && <p className="field-error">{message(linesError)}</p>}
      <fieldset className="admin-deduction">
        <legend>{t('deduction')}</legend>
        <p className="field-hint">{t('deductionLaw')}</p>
        <div className="field-row">
          <AdminField label={t('deductionAmount')} hint={t('deductionHint')} error={deductionError}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className="admin-price"
                value={draft.deduction}
                onChange={(event) => setDraft((now) => ({ ...now, deduction: event.target.value }))}
              />
            )}
          </AdminField>
          <AdminField label={t('deductionReason')} hint={t('deductionReasonHint')} error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                maxLength={500}
                rows={2}
                value={draft.deductionReason}
                onChange={(event) => setDraft((now) => ({ ...now, deductionReason: event.target.value }))}
              />
            )}
          </AdminField>
        </div>
      </fieldset>
      <h3>{t('summary')}</h3>
      <dl className="admin-refund-sum" aria-live="polite">
        <div>
          <dt>{t('lines')}</dt>
          <dd>{money(preview.lines)}</dd>
        </div>
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{money(preview.shipping)}</dd>
        </div>
        <div>
          <dt>{t('deductionLine')}</dt>
          <dd>{preview.deduction === null ? '–' : money(-preview.deduction)}</dd>
        </div>
        <div className="admin-sum-total">
          <dt>{t('total')}</dt>
          <dd>{money(preview.total)}</dd>
        </div>
      </dl>
      <p className="field-hint">{t('summaryHint')}</p>
      {receive.error && !deductionError && !reasonError && !linesError && (
        <AdminAlert>{failure(receive.error)}</AdminAlert>
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={receive.isPending || receive.isSuccess}>
          {receive.isPending ? t('pending') : t('submit', { amount: money(preview.total) })}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </form>
  );
}
