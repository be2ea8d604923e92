import type * as SentryModule from '@sentry/browser';
import type { BrowserOptions } from '@sentry/browser';
import { logger } from './logger';

/** Where the browser sends error reports: this origin, forwarded to Sentry (ad blockers drop sentry.io). */
export const SENTRY_TUNNEL = '/monitoring';

/** Errors the browser raises for reasons no fix of ours changes (docs/storefront.md#error-reporting). */
export const IGNORED_ERRORS: (string | RegExp)[] = [
  'aborted',
  'Failed to fetch',
  'Network Error',
  'load failed',
  /ResizeObserver loop/,
  'AbortError',
];

/** Sampling and session replay (docs/storefront.md#error-reporting). */
export const REPLAY_OPTIONS = {
  maxReplayDuration: 60 * 60 * 1000,
  minReplayDuration: 5_000,
  flushMinDelay: 5_000,
  flushMaxDelay: 5_500,
  mutationLimit: 10_000,
  slowClickTimeout: 7_000,
} as const;

export function sentryOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    tunnel: SENTRY_TUNNEL,
    tracesSampleRate: 0.3,
    replaysSessionSampleRate: 0.05,
    replaysOnErrorSampleRate: 1.0,
    ignoreErrors: IGNORED_ERRORS,
  };
}

type Sentry = typeof SentryModule;
let sentry: Promise<Sentry> | null = null;

/** Loads and starts Sentry; only called when SENTRY_DSN is set, so no shopper downloads it otherwise. */
export function startErrorReporting(dsn: string): void {
  sentry ??= import('@sentry/browser').then((Sentry) => {
    Sentry.init({
      ...sentryOptions(dsn),
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(REPLAY_OPTIONS)],
    });
    return Sentry;
  });
}

/** Logs an error and, when reporting is on, sends it to Sentry. */
export function reportError(error: unknown): void {
  logger.error(error);
  void sentry?.then((Sentry) => Sentry.captureException(error));
}
