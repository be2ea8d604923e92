'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { Address, Country, Geo, State } from '@tendero/contract';
import { browserApi } from '@/lib/browser-api';
import { errorsOf, Field, FormAlert, useFailureText, useMessageText } from '../form-field';

type Text = 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'postcode' | 'city' | 'phone';
type Values = Record<Text | 'fiscalId' | 'vatId' | 'countryIso', string> & {
  type: Address['type'];
  stateId: string;
  defaultDelivery: boolean;
  defaultInvoice: boolean;
};

function valuesOf(address: Address | null, country: string): Values {
  return {
    type: address?.type ?? 'delivery',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    countryIso: address?.countryIso ?? country,
    stateId: address?.stateId ? String(address.stateId) : '',
    phone: address?.phone ?? '',
    fiscalId: address?.fiscalId ?? '',
    vatId: address?.vatId ?? '',
    defaultDelivery: address?.defaultDelivery ?? false,
    defaultInvoice: address?.defaultInvoice ?? false,
  };
}

/** Adds or edits an address: state list where the country has states, postcode example as a hint. */
export function AddressForm({
  address,
  onDone,
  onCancel,
}: {
  address: Address | null;
  onDone: (saved: Address) => void;
  onCancel: () => void;
}) {
  const geo = useQuery({ queryKey: ['geo'], queryFn: () => browserApi().get<Geo>('/v1/geo') });
  if (!address && !geo.data) return null;
  return (
    <AddressFields
      address={address}
      country={geo.data?.country ?? 'DE'}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function AddressFields({
  address,
  country,
  onDone,
  onCancel,
}: {
  address: Address | null;
  country: string;
  onDone: (saved: Address) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('account');
  const failure = useFailureText();
  const text = useMessageText();
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(address, country));
  const countries = useQuery({
    queryKey: ['countries', document.documentElement.lang],
    queryFn: () => browserApi().get<{ items: Country[] }>('/v1/geo/countries'),
    staleTime: Infinity,
  });
  const chosen = countries.data?.items.find((item) => item.iso === values.countryIso);
  const states = useQuery({
    queryKey: ['states', values.countryIso, document.documentElement.lang],
    queryFn: () => browserApi().get<{ items: State[] }>(`/v1/geo/countries/${values.countryIso}/states`),
    enabled: Boolean(chosen?.stateRequired),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: () => {
      const body = {
        ...values,
        stateId: chosen?.stateRequired && values.stateId ? Number(values.stateId) : null,
      };
      return address
        ? browserApi().patch<Address>(`/v1/me/addresses/${address.id}`, { body })
        : browserApi().post<Address>('/v1/me/addresses', { body });
    },
    onSuccess: onDone,
  });
  const errors = errorsOf(save.error);
  const placed = Object.keys(errors).some((name) => name in values);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const field = (
    name: Text | 'fiscalId' | 'vatId',
    autoComplete?: string,
    optional = false,
    hint?: string,
  ) => (
    <Field
      name={name}
      label={t(`fields.${name}`)}
      optional={optional}
      autoComplete={autoComplete}
      hint={hint}
      errors={errors}
      value={values[name]}
      onChange={set(name)}
    />
  );
  const selectError = (name: 'countryIso' | 'stateId') =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {text(errors[name].message, errors[name].params)}
      </p>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="form address-form" onSubmit={onSubmit} noValidate>
      <h2>{address ? t('addresses.editTitle') : t('addresses.addTitle')}</h2>
      {save.error && !placed && <FormAlert>{failure(save.error)}</FormAlert>}
      <fieldset className="choice">
        <legend>{t('addresses.type')}</legend>
        {(['delivery', 'billing'] as const).map((type) => (
          <label key={type} className="check">
            <input
              type="radio"
              name="type"
              checked={values.type === type}
              onChange={() => setValues((current) => ({ ...current, type }))}
            />{' '}
            {type === 'delivery' ? t('addresses.typeDelivery') : t('addresses.typeBilling')}
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {field('company', 'organization', true)}
      {field('address1', 'address-line1')}
      {field('address2', 'address-line2', true)}
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('fields.country')}</label>
        <select
          id={`${id}-country`}
          autoComplete="country"
          value={values.countryIso}
          aria-invalid={errors.countryIso ? true : undefined}
          aria-describedby={errors.countryIso ? `${id}-countryIso-error` : undefined}
          onChange={(event) =>
            setValues((current) => ({ ...current, countryIso: event.target.value, stateId: '' }))
          }
        >
          {!chosen && <option value={values.countryIso}>{t('addresses.chooseCountry')}</option>}
          {countries.data?.items.map((item) => (
            <option key={item.iso} value={item.iso}>
              {item.name}
            </option>
          ))}
        </select>
        {selectError('countryIso')}
      </div>
      {chosen?.stateRequired && (
        <div className="field">
          <label htmlFor={`${id}-state`}>
            {chosen.stateKind ? t(`addresses.stateKinds.${chosen.stateKind}`) : t('fields.state')}
          </label>
          <select
            id={`${id}-state`}
            value={values.stateId}
            aria-invalid={errors.stateId ? true : undefined}
            aria-describedby={errors.stateId ? `${id}-stateId-error` : undefined}
            onChange={set('stateId')}
          >
            <option value="">
              {chosen.stateKind
                ? t(`addresses.chooseStateKinds.${chosen.stateKind}`)
                : t('addresses.chooseState')}
            </option>
            {states.data?.items.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </select>
          {selectError('stateId')}
        </div>
      )}
      <div className="field-row">
        {field(
          'postcode',
          'postal-code',
          false,
          chosen?.postcodeExample
            ? t('addresses.postcodeExample', { example: chosen.postcodeExample })
            : undefined,
        )}
        {field('city', 'address-level2')}
      </div>
      {field('phone', 'tel', true)}
      <div className="field-row">
        {field('vatId', undefined, true)}
        {field('fiscalId', undefined, true)}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={values.defaultDelivery}
          onChange={(event) =>
            setValues((current) => ({ ...current, defaultDelivery: event.target.checked }))
          }
        />{' '}
        {t('addresses.makeDefaultDelivery')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={values.defaultInvoice}
          onChange={(event) => setValues((current) => ({ ...current, defaultInvoice: event.target.checked }))}
        />{' '}
        {t('addresses.makeDefaultInvoice')}
      </label>
      <div className="actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('addresses.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
