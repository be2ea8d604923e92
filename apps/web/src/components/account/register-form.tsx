'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { FieldError } from '@tendero/client';
import { Link } from '@/i18n/navigation';
import { queryKeys } from '@/lib/query-keys';
import { registerCustomer, registrationChallenge, type RegisterBody } from '@/lib/shop-api-browser';
import { toast } from '../toaster';
import { errorsOf, Field, FormAlert, NewPasswordFields } from '../form-field';
import { useApiForm } from '../use-api-form';
import { B2B_FIELDS } from './business-form';
import { useAwayWhenSignedIn, useSignedIn } from './session';

const USER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordRepeat',
] as const satisfies readonly (keyof RegisterBody)[];
type Values = Record<(typeof USER_FIELDS)[number] | (typeof B2B_FIELDS)[number], string>;

const AUTOCOMPLETE: Partial<Record<keyof Values, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  password: 'new-password',
  passwordRepeat: 'new-password',
  company: 'organization',
  address: 'street-address',
  postcode: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
};

const toAccount = () => '/account';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks of RegisterInput the browser can make itself, with the API's message keys. */
export function checkRegistration(values: Values, answer: string): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const required = { message: 'validation.string.required', params: {} };
  if (!values.firstName.trim()) errors.firstName = required;
  if (!values.lastName.trim()) errors.lastName = required;
  if (!values.email.trim()) errors.email = required;
  else if (!EMAIL.test(values.email.trim()))
    errors.email = { message: 'validation.string.email', params: {} };
  if (values.password.length < 6)
    errors.password = { message: 'validation.string.min', params: { minimum: 6 } };
  else if (values.password !== values.passwordRepeat)
    errors.passwordRepeat = { message: 'validation.string.password.repeat', params: {} };
  if (!/^-?\d+$/.test(answer.trim())) errors['verification.answer'] = required;
  return errors;
}

/**
 * Registration: the user shape, the password twice (its error under the repeat field), the
 * arithmetic question as the human check, and optional business data. `privacyNotice` is the
 * server-rendered sentence linking the privacy page.
 */
export function RegisterForm({
  privacyNotice,
  inline = false,
}: {
  privacyNotice: ReactNode;
  /** Part of the checkout, which goes on by itself once the customer is known. */
  inline?: boolean;
}) {
  const t = useTranslations('account');
  const signedIn = useSignedIn();
  useAwayWhenSignedIn(inline ? null : toAccount);
  const [values, setValues] = useState<Values>(
    Object.fromEntries([...USER_FIELDS, ...B2B_FIELDS].map((name) => [name, ''])) as Values,
  );
  const [answer, setAnswer] = useState('');
  const [business, setBusiness] = useState(false);
  const challenge = useQuery({
    queryKey: queryKeys.challenge,
    queryFn: registrationChallenge,
    staleTime: 5 * 60_000,
  });
  const shown = new Set<string>([
    ...USER_FIELDS,
    'verification',
    'verification.answer',
    ...(business ? B2B_FIELDS.map((name) => `b2b.${name}`) : []),
  ]);
  const register = useApiForm({
    send: registerCustomer,
    fields: [...shown],
    // What the browser can see is checked first, so a slip never costs the question.
    check: () => checkRegistration(values, answer),
    onSuccess: (me) => {
      // Known as signed in, the page moves on to the account (or the checkout to its next step) by itself.
      signedIn(me);
      toast.success(t('registerPage.welcome', { name: me.firstName }));
    },
    onError: (error) => {
      // A wrong, expired or used answer spends the question: ask a new one. Refused for anything else
      // (an e-mail already taken), the question and the answer stay as they were.
      const failed = errorsOf(error);
      if (failed.verification || failed['verification.answer']) {
        setAnswer('');
        void challenge.refetch();
      }
    },
  });
  const { errors } = register;
  // The human check's errors (wrong, expired, used) belong under the answer.
  const answerError = errors['verification.answer'] ?? errors.verification;
  const answerErrors: Record<string, FieldError> = answerError ? { 'verification.answer': answerError } : {};
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const { firstName, lastName, email, password, passwordRepeat, ...b2b } = values;
  const { a, b, token } = challenge.data ?? { a: 0, b: 0, token: '' };
  const body = {
    firstName,
    lastName,
    email,
    password,
    passwordRepeat,
    verification: { type: 'challenge', a, b, token, answer: answer.trim() === '' ? NaN : Number(answer) },
    ...(business && { b2b }),
  } satisfies RegisterBody;
  const field = (name: keyof Values, label: string, extra: { type?: string; optional?: boolean } = {}) => (
    <Field
      key={name}
      name={business && (B2B_FIELDS as readonly string[]).includes(name) ? `b2b.${name}` : name}
      label={label}
      type={extra.type ?? 'text'}
      optional={extra.optional}
      autoComplete={AUTOCOMPLETE[name]}
      errors={errors}
      value={values[name]}
      onChange={set(name)}
    />
  );
  return (
    <form className="form narrow" onSubmit={register.onSubmit(body)} noValidate>
      {register.alert && <FormAlert>{register.alert}</FormAlert>}
      {field('firstName', t('fields.firstName'))}
      {field('lastName', t('fields.lastName'))}
      {field('email', t('fields.email'), { type: 'email' })}
      <NewPasswordFields
        password={values.password}
        passwordRepeat={values.passwordRepeat}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        errors={errors}
        label={t('fields.password')}
      />
      <fieldset className="challenge">
        <legend>
          {challenge.data
            ? t('registerPage.challenge', { a: challenge.data.a, b: challenge.data.b })
            : t('loading')}
        </legend>
        <Field
          name="verification.answer"
          label={t('registerPage.answer')}
          inputMode="numeric"
          autoComplete="off"
          errors={answerErrors}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <button type="button" className="link-button" onClick={() => void challenge.refetch()}>
          {t('registerPage.newChallenge')}
        </button>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={business} onChange={(event) => setBusiness(event.target.checked)} />{' '}
        {t('registerPage.business')}
      </label>
      {business && (
        <fieldset>
          <legend>{t('registerPage.businessIntro')}</legend>
          {B2B_FIELDS.map((name) => field(name, t(`fields.${name}`), { optional: true }))}
        </fieldset>
      )}
      {privacyNotice}
      <button type="submit" className="button" disabled={register.pending || !challenge.data}>
        {t('registerPage.submit')}
      </button>
      {!inline && (
        <p>
          {t('registerPage.haveAccount')}{' '}
          <Link href="/account/sign-in" prefetch={false}>
            {t('signIn')}
          </Link>
        </p>
      )}
    </form>
  );
}
