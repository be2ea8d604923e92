'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Address } from '@tendero/contract';
import { queryKeys } from '@/lib/query-keys';
import {
  addAddress,
  countries as countryList,
  geo as visitorGeo,
  states as stateList,
  updateAddress,
  type AddressBody,
} from '@/lib/shop-api-browser';
import { Field, FormAlert, useMessageText } from '../form-field';
import { useApiForm } from '../use-api-form';
import { useMe } from './session';

type Text = 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'postcode' | 'city' | 'phone';
/** Every field of the contract's address, as the form holds it: the state is chosen as text, sent as its id. */
type Values = {
  [Name in keyof Required<AddressBody>]: Name extends 'type'
    ? Address['type']
    : Name extends 'defaultDelivery' | 'defaultInvoice'
      ? boolean
      : string;
};

/** The form's values: the address's, or for a new one the customer's name and the visitor's country. */
function valuesOf(
  address: Address | null,
  country: string,
  name: { firstName: string; lastName: string } | null,
): Values {
  return {
    type: address?.type ?? 'delivery',
    firstName: address?.firstName ?? name?.firstName ?? '',
    lastName: address?.lastName ?? name?.lastName ?? '',
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
  const geo = useQuery({ queryKey: queryKeys.geo, queryFn: visitorGeo });
  const { me } = useMe();
  if (!address && !geo.data) return null;
  return (
    <AddressFields
      address={address}
      name={me}
      country={geo.data?.country ?? 'DE'}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function AddressFields({
  address,
  name,
  country,
  onDone,
  onCancel,
}: {
  address: Address | null;
  name: { firstName: string; lastName: string } | null;
  country: string;
  onDone: (saved: Address) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('account');
  const text = useMessageText();
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(address, country, name));
  const countries = useQuery({
    queryKey: queryKeys.countries(document.documentElement.lang),
    queryFn: countryList,
    staleTime: Infinity,
  });
  const chosen = countries.data?.items.find((item) => item.iso === values.countryIso);
  const states = useQuery({
    queryKey: queryKeys.states(values.countryIso, document.documentElement.lang),
    queryFn: () => stateList(values.countryIso),
    enabled: Boolean(chosen?.stateRequired),
    staleTime: Infinity,
  });
  const save = useApiForm({
    send: (body: AddressBody) => (address ? updateAddress(address.id, body) : addAddress(body)),
    fields: Object.keys(values),
    onSuccess: onDone,
  });
  const { errors } = save;
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
  const body = {
    ...values,
    stateId: chosen?.stateRequired && values.stateId ? Number(values.stateId) : null,
  } satisfies AddressBody;
  return (
    <form className="form address-form" onSubmit={save.onSubmit(body)} noValidate>
      <h2>{address ? t('addresses.editTitle') : t('addresses.addTitle')}</h2>
      {save.alert && <FormAlert>{save.alert}</FormAlert>}
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
        <button type="submit" className="button" disabled={save.pending}>
          {t('addresses.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
