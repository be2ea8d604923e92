'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Money, ReturnReason, ReturnWindow } from '@tendero/contract';
import { RETURN_COMMENT_MAX, RETURN_REASONS } from '@tendero/contract/return-rules';
import { formatDay, formatMoney } from '@/lib/format';
import {
  checkChoice,
  lineShare,
  returnableByPosition,
  returnFormData,
  upToRefund,
  type ChoiceErrors,
  type ChosenLine,
} from '@/lib/returns';
import { requestReturn } from '@/lib/shop-api-browser';
import { ReturnDone } from './return-done';
import { ReturnFailureAlert } from './return-failure';
import { ReturnPhotos } from './return-photos';

/** What the flow needs of an order: from the guest's look-up, or the account's order page. */
export interface ReturnOrder {
  reference: string;
  lines: readonly { position: number; name: string; quantity: number; total: Money }[];
  window: ReturnWindow;
}

/**
 * Returning items (docs/flows.md#returns-and-withdrawal): choose the units and why, add photos, read the
 * summary with the refund, confirm; then the label and what to do with it. A guest names the order's
 * e-mail (`email`); a signed-in customer sends none. `postcode` links the status page when known.
 */
export function ReturnFlow({
  order,
  email,
  postcode,
  heading: Heading = 'h2',
}: {
  order: ReturnOrder;
  email: string | null;
  postcode: string | null;
  /** h2 on the return page, h3 inside the order page's returns section. */
  heading?: 'h2' | 'h3';
}) {
  const t = useTranslations('return');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const returnable = returnableByPosition(order.window);
  const lines = order.lines.filter((line) => returnable.has(line.position));
  const [chosen, setChosen] = useState<ChosenLine[]>(() =>
    lines.map((line) => ({ position: line.position, quantity: 0, reason: '', comment: '' })),
  );
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [step, setStep] = useState<'choose' | 'summary'>('choose');
  const heading = useRef<HTMLHeadingElement>(null);
  const send = useMutation({
    mutationFn: () => requestReturn(order.reference, returnFormData(chosen, photos, email)),
    // The order page shows the new return, the account's list has it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['returns'] });
    },
  });
  // The flow opens on the shopper's action (the look-up, "Return items"), and each step replaces the
  // last: its heading takes the focus, so it is read out and the keyboard goes on from there.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);
  if (send.data) return <ReturnDone ret={send.data} postcode={postcode} heading={Heading} />;

  const nameOf = (position: number) => order.lines.find((line) => line.position === position)?.name ?? '';
  const update = (position: number, change: Partial<ChosenLine>) =>
    setChosen((current) =>
      current.map((line) => (line.position === position ? { ...line, ...change } : line)),
    );
  const closesOn = order.window.closesOn ? formatDay(locale, order.window.closesOn) : null;

  if (step === 'summary') {
    const sending = chosen.filter((line) => line.quantity > 0);
    const upTo = upToRefund(order.lines, sending);
    return (
      <section className="return-flow" aria-labelledby="return-summary-title">
        <Heading id="return-summary-title" ref={heading} tabIndex={-1}>
          {t('summary.title')}
        </Heading>
        <ul className="return-summary-lines">
          {sending.map((line) => {
            const bought = order.lines.find((candidate) => candidate.position === line.position);
            return (
              <li key={line.position}>
                <p className="return-summary-name">
                  {t('summary.line', { quantity: line.quantity, name: nameOf(line.position) })}
                </p>
                <p className="muted">
                  {line.reason && t(`reason.${line.reason}`)}
                  {line.comment.trim() && <> · {line.comment.trim()}</>}
                </p>
                {bought && (
                  <p>
                    {t('summary.upTo', {
                      amount: formatMoney(locale, lineShare(bought.total, bought.quantity, line.quantity)),
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <p>{t('summary.photos', { count: photos.length })}</p>
        {upTo && (
          <p className="return-summary-total">
            {t('summary.refundUpTo', { amount: formatMoney(locale, upTo) })}
          </p>
        )}
        <p className="muted">{t('summary.refundNote')}</p>
        <ReturnFailureAlert error={send.error} nameOf={nameOf} />
        <div className="form-actions">
          <button
            type="button"
            className="button"
            aria-disabled={send.isPending || undefined}
            onClick={() => {
              if (!send.isPending) send.mutate();
            }}
          >
            {send.isPending ? t('summary.sending') : t('summary.confirm')}
          </button>
          <button type="button" className="button secondary" onClick={() => setStep('choose')}>
            {t('summary.back')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="return-flow" aria-labelledby="return-choose-title">
      <Heading id="return-choose-title" ref={heading} tabIndex={-1}>
        {t('choose.title', { reference: order.reference })}
      </Heading>
      {closesOn && <p className="lead">{t('choose.until', { date: closesOn })}</p>}
      {lines.length === 0 ? (
        <p className="notice">{t('choose.nothing')}</p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = checkChoice(chosen, returnable);
            setErrors(found);
            if (Object.keys(found).length === 0) setStep('summary');
          }}
        >
          {errors.lines && (
            <p role="alert" className="form-alert">
              {t(errors.lines as 'check.nothingChosen')}
            </p>
          )}
          {lines.map((line) => {
            const choice = chosen.find((candidate) => candidate.position === line.position);
            return choice ? (
              <ReturnLineChoice
                key={line.position}
                name={line.name}
                returnable={returnable.get(line.position) ?? 0}
                closesOn={closesOn}
                choice={choice}
                errors={errors}
                onChange={(change) => update(line.position, change)}
              />
            ) : null;
          })}
          <ReturnPhotos photos={photos} onChange={setPhotos} />
          {Object.keys(errors).some((key) => key !== 'lines') && (
            <p role="alert" className="form-alert">
              {t('check.fix')}
            </p>
          )}
          <p>
            <button type="submit" className="button">
              {t('choose.next')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}

/** One line: how many units go back (of those returnable), and for those the reason and a comment. */
function ReturnLineChoice({
  name,
  returnable,
  closesOn,
  choice,
  errors,
  onChange,
}: {
  name: string;
  returnable: number;
  closesOn: string | null;
  choice: ChosenLine;
  errors: ChoiceErrors;
  onChange: (change: Partial<ChosenLine>) => void;
}) {
  const t = useTranslations('return');
  const id = useId();
  const quantityError = errors[`lines.${choice.position}.quantity`];
  const reasonError = errors[`lines.${choice.position}.reason`];
  return (
    <fieldset className="return-line">
      <legend>{name}</legend>
      <p className="muted">
        {t('choose.returnable', { count: returnable })}
        {closesOn && <> · {t('choose.returnableUntil', { date: closesOn })}</>}
      </p>
      <div className="field">
        <label htmlFor={`${id}-quantity`}>{t('choose.quantity')}</label>
        <select
          id={`${id}-quantity`}
          value={choice.quantity}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          onChange={(event) => onChange({ quantity: Number(event.target.value) })}
        >
          {Array.from({ length: returnable + 1 }, (_, units) => (
            <option key={units} value={units}>
              {units === 0 ? t('choose.none') : units}
            </option>
          ))}
        </select>
        {quantityError && (
          <p id={`${id}-quantity-error`} className="field-error">
            {t(quantityError as 'check.tooMany', { count: returnable })}
          </p>
        )}
      </div>
      {choice.quantity > 0 && (
        <>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('choose.reason')}</label>
            <select
              id={`${id}-reason`}
              value={choice.reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => onChange({ reason: event.target.value as ReturnReason | '' })}
            >
              <option value="">{t('choose.pickReason')}</option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reason.${reason}`)}
                </option>
              ))}
            </select>
            {reasonError && (
              <p id={`${id}-reason-error`} className="field-error">
                {t(reasonError as 'check.reasonRequired')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-comment`}>
              {t('choose.comment')} <span className="optional">{t('choose.optional')}</span>
            </label>
            <textarea
              id={`${id}-comment`}
              value={choice.comment}
              maxLength={RETURN_COMMENT_MAX}
              rows={3}
              aria-describedby={`${id}-comment-hint`}
              onChange={(event) => onChange({ comment: event.target.value })}
            />
            <p id={`${id}-comment-hint`} className="field-hint">
              {t('choose.commentHint', { count: RETURN_COMMENT_MAX - choice.comment.length })}
            </p>
          </div>
        </>
      )}
    </fieldset>
  );
}
