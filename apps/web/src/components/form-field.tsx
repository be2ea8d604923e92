'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ApiError, displayMessage, fieldErrors, type FieldError } from '@tendero/client';

/** Translates an API message key (validation.*, auth.*, error.*) with its params, or says "try again". */
export function useMessageText() {
  const t = useTranslations();
  return (key: string, params?: Record<string, unknown>) => {
    // "At least 1 character" is how the API says a text field was left empty.
    if (key === 'validation.string.min' && params?.minimum === 1) return t('validation.string.required');
    return t.has(key) ? t(key as never, params as never) : t('errors.generic');
  };
}

/** The sentence for a failed call that is not about one field: offline, too many tries, or the API's key. */
export function useFailureText() {
  const t = useTranslations();
  const text = useMessageText();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('errors.network');
    if (error.status === 429) return t('errors.rateLimited');
    return text(displayMessage(error, 'errors.generic'));
  };
}

/** The field errors of a failed call, by field path (`firstName`, `verification.answer`, …). */
export function errorsOf(error: unknown): Record<string, FieldError> {
  return fieldErrors(error);
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  errors: Record<string, FieldError>;
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled input with its hint and its translated error under it, tied together for screen readers. */
export function Field({ name, label, errors, hint, optional, ...input }: FieldProps) {
  const id = useId();
  const t = useTranslations('account.fields');
  const text = useMessageText();
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> {t('optional')}</span>}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error.message, error.params)}
        </p>
      )}
    </div>
  );
}

/** An error that belongs to the whole form, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-alert">
      {children}
    </p>
  );
}

/** A new password and its repeat: the hint under the first, the mismatch under the second. */
export function NewPasswordFields({
  password,
  passwordRepeat,
  onChange,
  errors,
  label,
}: {
  password: string;
  passwordRepeat: string;
  onChange: (name: 'password' | 'passwordRepeat', value: string) => void;
  errors: Record<string, FieldError>;
  label: string;
}) {
  const t = useTranslations('account.fields');
  return (
    <>
      <Field
        name="password"
        type="password"
        autoComplete="new-password"
        label={label}
        hint={t('passwordHint')}
        errors={errors}
        value={password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <Field
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('passwordRepeat')}
        errors={errors}
        value={passwordRepeat}
        onChange={(event) => onChange('passwordRepeat', event.target.value)}
      />
    </>
  );
}
