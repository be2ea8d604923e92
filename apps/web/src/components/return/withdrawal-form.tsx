'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldError } from '@tendero/client';
import type { ReturnableOrder, Withdrawal } from '@tendero/contract';
import type { Locale } from '@tendero/contract/locale-data';
import { WITHDRAWAL_BUTTON } from '@tendero/contract/withdrawal-wording';
import { formatShopDateTime } from '@tendero/contract/time-format';
import { Link } from '@/i18n/navigation';
import { checkOrderLookup, withdrawalLines } from '@/lib/returns';
import { declareWithdrawal, returnableOrder } from '@/lib/shop-api-browser';
import { SHOP_TIME_ZONE } from '@/lib/time-zone';
import { Field } from '../form-field';
import { ReturnDone } from './return-done';
import { ReturnFailureAlert } from './return-failure';

interface Declaration {
  name: string;
  orderReference: string;
  email: string;
}

/** Units a line may name: what is still returnable once delivered, the whole line before delivery. */
function withdrawable(order: ReturnableOrder, position: number, quantity: number): number {
  const line = order.returns.window.lines.find((candidate) => candidate.position === position);
  if (!line || line.delivered === 0) return quantity;
  return line.returnable;
}

/**
 * The withdrawal button (CRD Art. 11a, docs/flows.md#returns-and-withdrawal): who, which order and
 * which items (all by default), then the declaration to confirm with the prescribed label, then the
 * acknowledgement with the moment it was received, its content, its PDF and the return label.
 */
export function WithdrawalForm({ reference }: { reference: string }) {
  const t = useTranslations('return.withdraw');
  const texts = useTranslations('return');
  const locale = useLocale() as Locale;
  const labels = WITHDRAWAL_BUTTON[locale];
  const id = useId();
  const [values, setValues] = useState<Declaration>({ name: '', orderReference: reference, email: '' });
  const [some, setSome] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'form' | 'summary'>('form');
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = useMutation({ mutationFn: returnableOrder });
  const declare = useMutation({ mutationFn: declareWithdrawal });
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, declare.isSuccess]);

  const checked = (): Record<string, string> => {
    const problems = checkOrderLookup(values);
    if (values.name.trim() === '') problems.name = 'return.check.nameRequired';
    return problems;
  };
  const focusFirst = (problems: Record<string, string>) => {
    const [first] = Object.keys(problems);
    const field = first ? form.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };
  const loadItems = () => {
    const problems = checkOrderLookup(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirst(problems);
    items.mutate({ orderReference: normalised.orderReference, email: normalised.email });
  };
  const normalised: Declaration = {
    name: values.name.trim(),
    orderReference: values.orderReference.trim().toUpperCase(),
    email: values.email.trim().toLowerCase(),
  };
  const order = items.data?.orderReference === normalised.orderReference ? items.data : null;
  const lines = withdrawalLines(some, quantities);
  const nameOf = (position: number) => order?.lines.find((line) => line.position === position)?.name ?? '';

  const next = (event: FormEvent) => {
    event.preventDefault();
    const problems = checked();
    if (some && !order) problems.items = 'check.itemsLoad';
    else if (some && (lines ?? []).length === 0) problems.items = 'check.itemsNone';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirst(problems);
    setStep('summary');
  };

  if (declare.data) return <Acknowledgement withdrawal={declare.data} heading={heading} />;

  if (step === 'summary')
    return (
      <section className="withdrawal" aria-labelledby="withdrawal-summary-title">
        <h2 id="withdrawal-summary-title" ref={heading} tabIndex={-1}>
          {t('summaryTitle')}
        </h2>
        <div className="withdrawal-declaration">
          <p>{t('declaration')}</p>
          {lines ? (
            <ul>
              {lines.map((line) => (
                <li key={line.position}>
                  {t('line', { quantity: line.quantity, name: nameOf(line.position) })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('wholeOrder', { reference: normalised.orderReference })}</p>
          )}
          <dl className="withdrawal-facts">
            <div>
              <dt>{t('name')}</dt>
              <dd>{normalised.name}</dd>
            </div>
            <div>
              <dt>{t('reference')}</dt>
              <dd>{normalised.orderReference}</dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>{normalised.email}</dd>
            </div>
          </dl>
        </div>
        <ReturnFailureAlert error={declare.error} nameOf={nameOf} />
        <div className="form-actions">
          <button
            type="button"
            className="button"
            aria-disabled={declare.isPending || undefined}
            onClick={() => {
              if (!declare.isPending) declare.mutate({ ...normalised, ...(lines ? { lines } : {}) });
            }}
          >
            {labels.confirm}
          </button>
          <button type="button" className="button secondary" onClick={() => setStep('form')}>
            {t('back')}
          </button>
        </div>
      </section>
    );

  const set = (field: keyof Declaration) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const fieldErrors: Record<string, FieldError> = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { message, params: {} }]),
  );
  return (
    <section className="withdrawal" aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title" ref={heading} tabIndex={-1}>
        {t('formTitle')}
      </h2>
      <form ref={form} className="form" onSubmit={next} noValidate>
        <Field
          name="name"
          label={t('name')}
          errors={fieldErrors}
          value={values.name}
          onChange={set('name')}
          autoComplete="name"
        />
        <div className="field-row">
          <Field
            name="orderReference"
            label={t('reference')}
            errors={fieldErrors}
            value={values.orderReference}
            onChange={set('orderReference')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Field
            name="email"
            type="email"
            label={t('email')}
            hint={t('emailHint')}
            errors={fieldErrors}
            value={values.email}
            onChange={set('email')}
            autoComplete="email"
          />
        </div>
        <fieldset className="withdrawal-scope">
          <legend>{t('scope')}</legend>
          <label className="choice">
            <input type="radio" name="scope" checked={!some} onChange={() => setSome(false)} />{' '}
            {t('scopeAll')}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="scope"
              checked={some}
              onChange={() => {
                setSome(true);
                if (!order && Object.keys(checkOrderLookup(values)).length === 0) loadItems();
              }}
            />{' '}
            {t('scopeSome')}
          </label>
          {some && (
            <div className="withdrawal-items">
              {order ? (
                <ul className="plain">
                  {order.lines.map((line) => {
                    const most = withdrawable(order, line.position, line.quantity);
                    return (
                      <li key={line.position} className="field">
                        <label htmlFor={`${id}-line-${line.position}`}>{line.name}</label>
                        <select
                          id={`${id}-line-${line.position}`}
                          value={quantities[line.position] ?? 0}
                          disabled={most === 0}
                          onChange={(event) =>
                            setQuantities((current) => ({
                              ...current,
                              [line.position]: Number(event.target.value),
                            }))
                          }
                        >
                          {Array.from({ length: most + 1 }, (_, units) => (
                            <option key={units} value={units}>
                              {units === 0 ? t('none') : t('units', { count: units })}
                            </option>
                          ))}
                        </select>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p>
                  <button
                    type="button"
                    className="button secondary"
                    aria-disabled={items.isPending || undefined}
                    onClick={() => {
                      if (!items.isPending) loadItems();
                    }}
                  >
                    {items.isPending ? t('itemsLoading') : t('itemsShow')}
                  </button>
                </p>
              )}
              <ReturnFailureAlert error={items.error} nameOf={nameOf} />
            </div>
          )}
          {errors.items && (
            <p role="alert" className="field-error">
              {texts(errors.items as 'check.itemsLoad')}
            </p>
          )}
        </fieldset>
        <p>
          <button type="submit" className="button">
            {t('next')}
          </button>
        </p>
      </form>
    </section>
  );
}

/**
 * The acknowledgement (Art. 11a(4)): when the shop received the declaration (its time zone, named),
 * what it says, the PDF also mailed, and the return label when the goods can go back now.
 */
function Acknowledgement({
  withdrawal,
  heading,
}: {
  withdrawal: Withdrawal;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('return.withdraw');
  const locale = useLocale();
  const received = formatShopDateTime(locale, withdrawal.declaredAt, SHOP_TIME_ZONE, 'long');
  return (
    <section className="withdrawal" aria-labelledby="withdrawal-ack-title">
      <h2 id="withdrawal-ack-title" ref={heading} tabIndex={-1}>
        {t('ackTitle')}
      </h2>
      <p className="notice" role="status">
        {t('received', { date: received })}
      </p>
      <div className="withdrawal-declaration">
        <p>{t('declaration')}</p>
        {withdrawal.wholeOrder ? (
          <p>{t('wholeOrder', { reference: withdrawal.orderReference })}</p>
        ) : (
          <ul>
            {withdrawal.lines.map((line) => (
              <li key={line.position}>{t('line', { quantity: line.quantity, name: line.name })}</li>
            ))}
          </ul>
        )}
        <dl className="withdrawal-facts">
          <div>
            <dt>{t('name')}</dt>
            <dd>{withdrawal.name}</dd>
          </div>
          <div>
            <dt>{t('reference')}</dt>
            <dd>{withdrawal.orderReference}</dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>{withdrawal.email}</dd>
          </div>
        </dl>
      </div>
      <p>
        <a href={withdrawal.acknowledgementHref} type="application/pdf">
          {t('ackPdf')}
        </a>
      </p>
      <p>{t('mailSent', { email: withdrawal.email })}</p>
      {withdrawal.return.labels.length > 0 ? (
        <ReturnDone ret={withdrawal.return} postcode={null} heading="h3" focus={false} />
      ) : (
        <p>{t('labelLater')}</p>
      )}
      <p>
        <Link href="/" prefetch={false}>
          {t('toShop')}
        </Link>
      </p>
    </section>
  );
}
