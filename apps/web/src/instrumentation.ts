import type { Instrumentation } from 'next';

/** Server-side error reporting: Sentry when SENTRY_DSN is set; otherwise Next logs errors itself. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0.3, environment: process.env.NODE_ENV });
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/node');
  Sentry.captureException(error, {
    extra: { path: request.path, method: request.method, route: context.routePath },
  });
};
