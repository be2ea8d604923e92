'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '@tendero/client';
import type { ReturnableOrder } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { checkOrderLookup, type OrderLookup } from '@/lib/returns';
import { returnableOrder } from '@/lib/shop-api-browser';
import { useMe } from '../account/session';
import { Field } from '../form-field';
import { ReturnFailureAlert } from './return-failure';
import { ReturnFlow } from './return-flow';

const asFieldErrors = (errors: Record<string, string>): Record<string, FieldError> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { message, params: {} }]));

/**
 * Starting a return without an account: the order's reference and e-mail find what can be sent back,
 * then the same flow as on the account's order page. Signed-in customers are pointed to their orders.
 */
export function ReturnStart({ reference }: { reference: string }) {
  const t = useTranslations('return.start');
  const { signedIn } = useMe();
  const [values, setValues] = useState<OrderLookup>({ orderReference: reference, email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const lookup = useMutation({ mutationFn: returnableOrder });
  const [found, setFound] = useState<{ order: ReturnableOrder; email: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const problems = checkOrderLookup(values);
    setErrors(problems);
    const [first] = Object.keys(problems);
    if (first) {
      const field = form.current?.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const email = values.email.trim().toLowerCase();
    lookup.mutate(
      { orderReference: values.orderReference.trim().toUpperCase(), email },
      { onSuccess: (order) => setFound({ order, email }) },
    );
  };

  if (found)
    return (
      <ReturnFlow
        order={{
          reference: found.order.orderReference,
          lines: found.order.lines,
          window: found.order.returns.window,
        }}
        email={found.email}
        postcode={null}
      />
    );
  const set = (field: keyof OrderLookup) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <section className="return-start" aria-labelledby="return-start-title">
      <h2 id="return-start-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {signedIn && (
        <p className="notice">
          {t('signedIn')}{' '}
          <Link href="/account/orders" prefetch={false}>
            {t('toOrders')}
          </Link>
        </p>
      )}
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <div className="field-row">
          <Field
            name="orderReference"
            label={t('reference')}
            hint={t('referenceHint')}
            errors={asFieldErrors(errors)}
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
            errors={asFieldErrors(errors)}
            value={values.email}
            onChange={set('email')}
            autoComplete="email"
          />
        </div>
        <ReturnFailureAlert error={lookup.error} nameOf={() => ''} />
        <p>
          <button type="submit" className="button" aria-disabled={lookup.isPending || undefined}>
            {lookup.isPending ? t('finding') : t('submit')}
          </button>
        </p>
      </form>
    </section>
  );
}
