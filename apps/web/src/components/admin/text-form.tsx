'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageRef } from '@/lib/admin/errors';
import { toast } from '../toaster';
import { AdminAlert, AdminField, useAdminText } from './admin-text';

/** What a text form says: its heading, lead, field, buttons and the toast once done. */
export interface TextFormWords {
  title: string;
  lead: string;
  label: string;
  hint: string;
  submit: string;
  pending: string;
  close: string;
  done: string;
  /** The message key said when the field is left empty. */
  required: string;
}

/**
 * One required text, sent once (a double click's second click finds the first under way), then the
 * lists refreshed, a toast and the form closed: rejecting a return or a review with its reason, a
 * reply to a review. Focuses its heading when it opens; the API's finding for `field` shows under it.
 */
export function AdminTextForm({
  words,
  field,
  initial = '',
  maximum,
  lang,
  danger = false,
  panel = true,
  heading: Heading = 'h2',
  send,
  changed,
  onClose,
}: {
  words: TextFormWords;
  /** The request's field the API names in its validation errors. */
  field: string;
  initial?: string;
  maximum: number;
  /** The language the text is written in: the customer's. */
  lang: string;
  danger?: boolean;
  /** Drawn as a panel of its own (false inside a card that is one). */
  panel?: boolean;
  heading?: 'h2' | 'h3';
  send: (text: string) => Promise<unknown>;
  /** Refreshes what shows the change, before the form closes. */
  changed: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { failure, fieldErrors } = useAdminText();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState(false);
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: () => send(value.trim()),
    onSuccess: async () => {
      await changed();
      toast.success(words.done);
      onClose();
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const errors = fieldErrors(mutation.error);
  const error: MessageRef | undefined = missing ? { key: words.required, params: {} } : errors[field];
  return (
    <form
      className={['form', panel && 'admin-panel', danger && 'admin-danger'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current || mutation.isSuccess) return;
        const empty = value.trim() === '';
        setMissing(empty);
        if (empty) return;
        sending.current = true;
        mutation.mutate(undefined, {
          onSettled: () => {
            sending.current = false;
          },
        });
      }}
    >
      <Heading id={titleId} ref={heading} tabIndex={-1}>
        {words.title}
      </Heading>
      <p>{words.lead}</p>
      <AdminField label={words.label} hint={words.hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            required
            maxLength={maximum}
            rows={4}
            value={value}
            lang={lang}
            onChange={(event) => {
              setMissing(false);
              setValue(event.target.value);
            }}
          />
        )}
      </AdminField>
      {mutation.error && !errors[field] && <AdminAlert>{failure(mutation.error)}</AdminAlert>}
      <div className="actions">
        <button
          type="submit"
          className={danger ? 'button danger' : 'button'}
          disabled={mutation.isPending || mutation.isSuccess}
        >
          {mutation.isPending ? words.pending : words.submit}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {words.close}
        </button>
      </div>
    </form>
  );
}
