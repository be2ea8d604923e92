'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FieldError } from '@tendero/client';
import { errorsOf, useFailureText } from './form-field';
import { toast } from './toaster';

type FieldErrors = Record<string, FieldError>;

export interface ApiFormOptions<Input, Result> {
  /** The call of the API adapter that sends the form. */
  send: (input: Input) => Promise<Result>;
  /** Paths of the fields the form shows errors under (`email`, `b2b.vatId`, …). */
  fields?: readonly string[];
  /**
   * Where a failure that belongs to none of those fields is said: as an alert inside the form
   * (`alert` below, the default), or in a toast for buttons and short forms.
   */
  failures?: 'alert' | 'toast';
  /** What the browser can check before sending; any error found keeps the form from being sent. */
  check?: (input: Input) => FieldErrors;
  /** After the API said yes; a promise returned keeps the form pending until it settles. */
  onSuccess?: (result: Result, input: Input) => unknown;
  onError?: (error: unknown, input: Input) => void;
}

/**
 * A form (or a button) that calls the API: submit, pending state, the API's `details[]` as errors by
 * field path, and one sentence for any other failure (offline, too many tries, a refused origin, …).
 */
export function useApiForm<Input = void, Result = unknown>(options: ApiFormOptions<Input, Result>) {
  const failure = useFailureText();
  const [checked, setChecked] = useState<FieldErrors>({});
  const fields = options.fields ?? [];
  const placed = (errors: FieldErrors) => Object.keys(errors).some((path) => fields.includes(path));
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (result: Result, input: Input) => options.onSuccess?.(result, input),
    onError: (error: unknown, input: Input) => {
      options.onError?.(error, input);
      if (options.failures === 'toast' && !placed(errorsOf(error))) toast.error(failure(error));
    },
  });
  const submit = (input: Input) => {
    const found = options.check?.(input) ?? {};
    setChecked(found);
    if (Object.keys(found).length === 0) mutation.mutate(input);
  };
  // Errors found in the browser stand until the next submit; the API's are shown only without them.
  const checking = Object.keys(checked).length > 0;
  const errors = checking ? checked : errorsOf(mutation.error);
  const unplaced = !checking && mutation.error !== null && !placed(errors);
  return {
    submit,
    /** The form's submit handler: sends `input` instead of reloading the page. */
    onSubmit: (input: Input) => (event: FormEvent) => {
      event.preventDefault();
      submit(input);
    },
    pending: mutation.isPending,
    /** Errors by field path: the browser's checks, else the API's `details[]`. */
    errors,
    /** The sentence for the form's alert when the failure belongs to none of its fields. */
    alert: unplaced && options.failures !== 'toast' ? failure(mutation.error) : null,
    succeeded: mutation.isSuccess,
    result: mutation.data,
  };
}
