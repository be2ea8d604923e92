'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

/** A short message after an action: confirmations stay 5 s, errors 8 s, at most three at once. */
interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

const VISIBLE = 3;
const DURATION_MS = { success: 5_000, error: 8_000 } as const;
const NONE: Toast[] = [];

let toasts: Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

function show(kind: Toast['kind'], message: string) {
  const id = nextId++;
  publish([...toasts, { id, kind, message }].slice(-VISIBLE));
  setTimeout(() => dismiss(id), DURATION_MS[kind]);
}

/** Shows a toast from anywhere in the browser code. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toast notifier: one live region, read out by screen readers as toasts arrive.
 * Floating at the bottom, except `docked` on phones: there it sits in the page where it is rendered,
 * since a floating toast would cover the fields of a form that fills the small screen.
 */
export function Toaster({ docked = false }: { docked?: boolean }) {
  const t = useTranslations('toast');
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  return (
    <section className={docked ? 'toaster docked' : 'toaster'} aria-label={t('region')} aria-live="polite">
      {current.map((item) => (
        <div key={item.id} className={`toast ${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <p>{item.message}</p>
          <button type="button" aria-label={t('close')} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
