import { ERROR_KEYS, withoutControls } from '@tendero/contract';
import { InvalidInput } from './domain-error.ts';

/** Cursors are opaque to callers: base64url JSON of the keyset position of the last row served. */
export function encodeCursor(position: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

type PartType = 'string' | 'number';
type Parts<T extends readonly PartType[]> = { [K in keyof T]: T[K] extends 'string' ? string : number };

/**
 * The keyset position of a cursor made by `encodeCursor`, checked part by part against `types`;
 * a 400 on the `cursor` field otherwise.
 */
export function decodeCursor<const T extends readonly PartType[]>(cursor: string, types: T): Parts<T> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (
    !Array.isArray(value) ||
    value.length !== types.length ||
    !value.every(
      (part, index) =>
        typeof part === types[index] &&
        (typeof part !== 'number' || Number.isFinite(part)) &&
        // No sort key holds control characters (and PostgreSQL refuses NUL): such a cursor was not made here.
        (typeof part !== 'string' || (part.length <= 512 && withoutControls(part))),
    )
  ) {
    throw new InvalidInput('query.cursor', ERROR_KEYS.cursorInvalid);
  }
  return value as Parts<T>;
}
