import { ApiError } from '@tendero/client';

/** A message of the back office's texts (a key from the root of its messages) and its values. */
export interface MessageRef {
  key: string;
  params: Record<string, unknown>;
}

/** The API's message keys: `error.*`, `validation.*`, `auth.*`. */
const API_KEY = /^(?:error|validation|auth)\.[\w.]+$/;

const GENERIC: MessageRef = { key: 'admin.errors.generic', params: {} };

/**
 * The text for an API message key: the back office's own wording (`admin.error.refund.tooMuch`,
 * `admin.validation.string.date`), else the shop's validation texts, else "something went wrong".
 * `has` says whether a key exists in the loaded messages.
 */
export function adminMessage(
  key: string,
  params: Record<string, unknown>,
  has: (key: string) => boolean,
): MessageRef {
  // "At least 1 character" is how the API says a field was left empty.
  const wanted = key === 'validation.string.min' && params.minimum === 1 ? 'validation.string.required' : key;
  // Only the API's kinds of keys: a message of the pages (`admin.orders.title`) is no error text.
  if (!API_KEY.test(wanted)) return GENERIC;
  const found = [`admin.${wanted}`, wanted].find(
    (candidate) => (candidate.startsWith('admin.') || candidate.startsWith('validation.')) && has(candidate),
  );
  return found ? { key: found, params } : GENERIC;
}

/**
 * What to say about a failed call: offline, too many tries, a server fault, or the API's key with the
 * values of the detail it came with (`error.refund.tooMuch`, `validation.number.max` and its maximum).
 */
export function adminErrorMessage(error: unknown, has: (key: string) => boolean): MessageRef {
  if (!(error instanceof ApiError)) return { key: 'admin.errors.network', params: {} };
  if (error.status === 429) return { key: 'admin.errors.rateLimited', params: {} };
  if (error.status >= 500) return GENERIC;
  const detail = error.details.find((entry) => entry.message === error.message) ?? error.details[0];
  return adminMessage(error.message, detail?.params ?? {}, has);
}

/** The API's field errors by path (`parcels.0.trackingNumber`), as messages. */
export function adminFieldErrors(error: unknown, has: (key: string) => boolean): Record<string, MessageRef> {
  const fields: Record<string, MessageRef> = {};
  if (!(error instanceof ApiError)) return fields;
  for (const detail of error.details) {
    fields[detail.path] ??= adminMessage(detail.message, detail.params ?? {}, has);
  }
  return fields;
}

/** Whether a failed call means the operator's session is over (the API's 401). */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
