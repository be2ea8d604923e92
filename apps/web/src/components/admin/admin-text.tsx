'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { adminErrorMessage, adminFieldErrors, adminMessage, type MessageRef } from '@/lib/admin/errors';

/** The back office's texts for message references and failed calls, in the operator's language. */
export function useAdminText() {
  const t = useTranslations();
  const has = (key: string) => t.has(key as never);
  const message = (ref: MessageRef) => t(ref.key as never, ref.params as never);
  return {
    message,
    /** The sentence for a failed call: offline, too many tries, or the API's key in the back office's words. */
    failure: (error: unknown) => message(adminErrorMessage(error, has)),
    /** The API's field errors by path. */
    fieldErrors: (error: unknown) => adminFieldErrors(error, has),
    /** An API message key met in an answer's data (an import's problems), in the back office's words. */
    apiText: (key: string, params: Record<string, unknown>) => message(adminMessage(key, params, has)),
  };
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its error under it, tied together for screen readers; the
 * control itself (input, select, textarea) is rendered by `children` with the props it needs.
 */
export function AdminField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: MessageRef | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const { message } = useAdminText();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** A failure that belongs to the whole form, announced when it appears. */
export function AdminAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-alert">
      {children}
    </p>
  );
}

/** A wide table in a box of its own that scrolls sideways on a phone, reachable by keyboard. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll it (WCAG 2.1.1).
    <div className="table-box" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A line while something loads. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="notice" aria-busy="true">
      {children}
    </p>
  );
}
