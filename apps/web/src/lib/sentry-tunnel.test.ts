import { describe, expect, it } from 'vitest';
import { IGNORED_ERRORS, REPLAY_OPTIONS, sentryOptions } from './error-reporting';
import { tunnelTarget } from './sentry-tunnel';

const DSN = 'https://abc123@o42.ingest.sentry.io/4501';
const envelope = (dsn: string) =>
  `${JSON.stringify({ dsn, sent_at: '2026-11-21T12:00:00Z' })}\n{"type":"event"}\n{}`;

describe('Sentry tunnel', () => {
  it('forwards the shop’s own reports to its project', () => {
    expect(tunnelTarget(envelope(DSN), DSN)).toBe('https://o42.ingest.sentry.io/api/4501/envelope/');
  });

  it('refuses other DSNs, broken envelopes and a shop without Sentry', () => {
    expect(tunnelTarget(envelope('https://x@evil.example/4501'), DSN)).toBeNull();
    expect(tunnelTarget(envelope('https://abc123@o42.ingest.sentry.io/999'), DSN)).toBeNull();
    expect(tunnelTarget('not json\n{}', DSN)).toBeNull();
    expect(tunnelTarget(envelope(DSN), undefined)).toBeNull();
  });
});

describe('Sentry options', () => {
  it('samples 30% of traces, 5% of sessions and every session with an error, through the tunnel', () => {
    expect(sentryOptions(DSN)).toMatchObject({
      dsn: DSN,
      tunnel: '/monitoring',
      tracesSampleRate: 0.3,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('keeps replays between 5 s and an hour, flushes after 5–5.5 s, 10,000 mutations, 7 s slow clicks', () => {
    expect(REPLAY_OPTIONS).toEqual({
      maxReplayDuration: 3_600_000,
      minReplayDuration: 5_000,
      flushMinDelay: 5_000,
      flushMaxDelay: 5_500,
      mutationLimit: 10_000,
      slowClickTimeout: 7_000,
    });
  });

  it('ignores the network and browser noise that no fix of ours changes', () => {
    const ignored = (message: string) =>
      IGNORED_ERRORS.some((pattern) =>
        typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
      );
    for (const message of [
      'Failed to fetch',
      'AbortError',
      'ResizeObserver loop limit exceeded',
      'load failed',
    ])
      expect(ignored(message), message).toBe(true);
    expect(ignored('TypeError: cart is undefined')).toBe(false);
  });
});
