import { ERROR_KEYS } from '@tendero/contract';
import { InvalidInput } from './domain-error.ts';

/** Cursors are opaque to callers: base64url JSON of the keyset position of the last row served. */
export function encodeCursor(position: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The keyset position of a cursor made by `encodeCursor`; a 400 on the `cursor` field otherwise. */
export function decodeCursor(cursor: string, length: number): (string | number)[] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (
    !Array.isArray(value) ||
    value.length !== length ||
    !value.every((part) => typeof part === 'string' || typeof part === 'number')
  ) {
    throw new InvalidInput('query.cursor', ERROR_KEYS.cursorInvalid);
  }
  return value as (string | number)[];
}
