/**
 * The browser's logger at level warn (docs/storefront.md#error-reporting): debug and info are dropped, warn
 * and error kept.
 */
export const LOG_LEVEL = 'warn';

const drop = (): void => undefined;

export const logger = {
  debug: drop,
  info: drop,
  warn: console.warn.bind(console),
  error: console.error.bind(console),
} satisfies Record<'debug' | 'info' | 'warn' | 'error', (...values: unknown[]) => void>;
