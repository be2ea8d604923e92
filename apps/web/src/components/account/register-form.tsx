'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { FieldError } from '@tendero/client';
import type { ChallengeResponse, Me } from '@tendero/contract';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { toast } from '../toaster';
import { errorsOf, Field, FormAlert, NewPasswordFields, useFailureText } from '../form-field';
import { B2B_FIELDS } from './business-form';
import { useSignedIn } from './session';

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

/**
 * Registration: the user shape, the password twice (its error under the repeat field), the
 * arithmetic question as the human check, and optional business data.
 */
export function RegisterForm() {
  const t = useTranslations('account');
  const failure = useFailureText();
  const router = useRouter();
  const signedIn = useSignedIn();
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
      signedIn(me);
      toast.success(t('registerPage.welcome', { name: me.firstName }));
      router.push('/account');
    },
    onError: () => {
      // A question is good for one try: a failed registration always gets a new one.
      setAnswer('');
      void challenge.refetch();
    },
  });
  const errors = errorsOf(register.error);
  const shown = new Set<string>([
    ...USER_FIELDS,
    'verification',
    'verification.answer',
    ...(business ? B2B_FIELDS.map((name) => `b2b.${name}`) : []),
  ]);
  // The human check's errors (wrong, expired, used) belong under the answer.
  const answerError = errors['verification.answer'] ?? errors.verification;
  const answerErrors: Record<string, FieldError> = answerError ? { 'verification.answer': answerError } : {};
  const unplaced = register.error && !Object.keys(errors).some((path) => shown.has(path));
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
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
