'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from '@tendero/client';
import type { ChallengeResponse, Me } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { toast } from '../toaster';
import { errorsOf, Field, FormAlert, NewPasswordFields, useFailureText } from '../form-field';
import { B2B_FIELDS } from './business-form';
import { useAwayWhenSignedIn, useSignedIn } from './session';

const USER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordRepeat'] as const;
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
export function RegisterForm({ privacyNotice }: { privacyNotice: ReactNode }) {
  const t = useTranslations('account');
  const failure = useFailureText();
  const signedIn = useSignedIn();
  useAwayWhenSignedIn(toAccount);
  const [values, setValues] = useState<Values>(
    Object.fromEntries([...USER_FIELDS, ...B2B_FIELDS].map((name) => [name, ''])) as Values,
  );
  const [answer, setAnswer] = useState('');
  const [business, setBusiness] = useState(false);
  const challenge = useQuery({
    queryKey: ['challenge'],
    queryFn: () => browserApi().get<ChallengeResponse>('/v1/auth/challenge'),
    staleTime: 5 * 60_000,
  });
  const register = useMutation({
    mutationFn: () => {
      const { a, b, token } = challenge.data ?? { a: 0, b: 0, token: '' };
      const body = {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        passwordRepeat: values.passwordRepeat,
        verification: { type: 'challenge', a, b, token, answer: answer.trim() === '' ? NaN : Number(answer) },
        ...(business && { b2b: Object.fromEntries(B2B_FIELDS.map((name) => [name, values[name]])) }),
      };
      return browserApi().post<Me>('/v1/auth/register', { body });
    },
    onSuccess: (me) => {
      // Known as signed in, the page moves on to the account by itself (useAwayWhenSignedIn).
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
  const [checked, setChecked] = useState<Record<string, FieldError>>({});
  const errors = Object.keys(checked).length > 0 ? checked : errorsOf(register.error);
  const shown = new Set<string>([
    ...USER_FIELDS,
    'verification',
    'verification.answer',
    ...(business ? B2B_FIELDS.map((name) => `b2b.${name}`) : []),
  ]);
  // The human check's errors (wrong, expired, used) belong under the answer.
  const answerError = errors['verification.answer'] ?? errors.verification;
  const answerErrors: Record<string, FieldError> = answerError ? { 'verification.answer': answerError } : {};
  const unplaced =
    Object.keys(checked).length === 0 &&
    register.error &&
    !Object.keys(errors).some((path) => shown.has(path));
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // What the browser can see is checked here, so a slip never costs the question.
    const found = checkRegistration(values, answer);
    setChecked(found);
    if (Object.keys(found).length === 0) register.mutate();
  };
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
    <form className="form narrow" onSubmit={onSubmit} noValidate>
      {unplaced && <FormAlert>{failure(register.error)}</FormAlert>}
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
      <button type="submit" className="button" disabled={register.isPending || !challenge.data}>
        {t('registerPage.submit')}
      </button>
      <p>
        {t('registerPage.haveAccount')}{' '}
        <Link href="/account/sign-in" prefetch={false}>
          {t('signIn')}
        </Link>
      </p>
    </form>
  );
}
