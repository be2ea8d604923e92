'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { compactVatId, type B2BSubscription, type Me, type VatIdCheck } from '@tendero/contract';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { endBusiness, subscribeBusiness, type B2BBody } from '@/lib/shop-api-browser';
import { toast } from '../toaster';
import { Field, FormAlert } from '../form-field';
import { useApiForm } from '../use-api-form';
import { useMe } from './session';

/** The B2B data of an account (docs/api.md#shapes), in the order the forms ask for it (all optional). */
export const B2B_FIELDS = [
  'company',
  'vatId',
  'fiscalId',
  'address',
  'postcode',
  'city',
  'state',
] as const satisfies readonly (keyof B2BBody)[];
type Values = Record<(typeof B2B_FIELDS)[number], string>;

/** The business-customer subscription: start it with company data, update the data, or end it. */
export function BusinessForm() {
  const { me } = useMe();
  return me ? <BusinessFields me={me} /> : null;
}

function BusinessFields({ me }: { me: Me }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const active = me.b2b?.status === 'active';
  const [values, setValues] = useState<Values>(
    Object.fromEntries(B2B_FIELDS.map((name) => [name, me.b2b?.[name] ?? ''])) as Values,
  );
  const remember = (b2b: B2BSubscription | null) =>
    queryClient.setQueryData<Me | null>(queryKeys.me, (current) => (current ? { ...current, b2b } : current));
  const save = useApiForm({
    send: subscribeBusiness,
    fields: B2B_FIELDS,
    onSuccess: (b2b) => {
      remember(b2b);
      toast.success(t('business.saved'));
    },
  });
  const end = useApiForm({
    send: endBusiness,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      toast.success(t('business.ended'));
    },
  });
  const { errors } = save;
  const alert = save.alert ?? end.alert;
  const date = (iso: string | null | undefined) => (iso ? formatDate(locale, iso) : '');
  return (
    <form className="form" onSubmit={save.onSubmit(values)} noValidate>
      <h1>{t('business.title')}</h1>
      <p className="lead">{t('business.intro')}</p>
      {active && <p className="notice">{t('business.active', { date: date(me.b2b?.since) })}</p>}
      {me.b2b?.status === 'cancelled' && (
        <p className="notice">{t('business.cancelled', { date: date(me.b2b.cancelledAt) })}</p>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      {B2B_FIELDS.map((name) => (
        <Fragment key={name}>
          <Field
            name={name}
            label={t(`fields.${name}`)}
            optional
            errors={errors}
            value={values[name]}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          />
          {name === 'vatId' && (
            // Said of the stored VAT id only: once the field is edited it no longer applies.
            <VatIdCheckNotice
              check={compactVatId(values.vatId) === me.b2b?.vatId ? me.b2b.vatIdCheck : null}
            />
          )}
        </Fragment>
      ))}
      <div className="actions">
        <button type="submit" className="button" disabled={save.pending}>
          {active ? t('business.update') : t('business.subscribe')}
        </button>
        {active && (
          <button
            type="button"
            className="button secondary"
            disabled={end.pending}
            onClick={() => {
              if (window.confirm(t('business.cancelConfirm'))) end.submit();
            }}
          >
            {t('business.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * What VIES said about the stored VAT id: confirmed (with the consultation number, the proof), not
 * confirmed, or not reachable when it was saved. Nothing when VIES was not asked. The region stays in
 * the page so that a change after saving is announced.
 */
function VatIdCheckNotice({ check }: { check: VatIdCheck | null }) {
  const t = useTranslations('account.business.vatCheck');
  const locale = useLocale();
  const date = check?.checkedAt ? formatDate(locale, check.checkedAt) : '';
  let text: string | null = null;
  if (check?.status === 'valid') {
    const proof = check.consultationNumber
      ? ` ${t('consultation', { number: check.consultationNumber })}`
      : '';
    text = `${t('valid', { date })}${proof}`;
  } else if (check?.status === 'invalid') text = t('invalid', { date });
  else if (check?.status === 'unverified') text = t('unverified');
  return (
    <div role="status" className="vat-check">
      {text && <p className={check?.status === 'valid' ? 'notice' : 'notice warning'}>{text}</p>}
    </div>
  );
}
