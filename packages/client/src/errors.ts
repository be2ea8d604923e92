import type { ErrorDetail } from '@tendero/contract';
import { readBody } from './http.ts';

/** Message key of an error answer that carries no message of its own. */
export const HTTP_ERROR_KEY = 'error.http';

export interface ApiErrorInit {
  status: number;
  message: string;
  /** The error body's `error` field, e.g. `Unauthorized`. */
  error?: string;
  details?: readonly ErrorDetail[];
}

/** A non-2xx answer of the API (docs/api.md#errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly details: readonly ErrorDetail[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error ?? '';
    this.details = init.details ?? [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A hand check rather than the contract's zod schema: the client runs in browsers, where zod would
// more than double the JavaScript a page sends.
function isErrorDetail(value: unknown): value is ErrorDetail {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.message === 'string' &&
    (value.params === undefined || isRecord(value.params))
  );
}

function parseDetails(value: unknown): ErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isErrorDetail);
}

/** Reads an error answer; a body that is not JSON or has no message gives the generic key. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  if (isRecord(body) && typeof body.message === 'string' && body.message !== '') {
    return new ApiError({
      status: response.status,
      message: body.message,
      error: typeof body.error === 'string' ? body.error : response.statusText,
      details: parseDetails(body.details),
    });
  }
  return new ApiError({ status: response.status, message: HTTP_ERROR_KEY, error: response.statusText });
}

/**
 * The text to show for any caught value, in this order (docs/api.md#how-the-storefront-shows-an-error): an
 * API error's message, a plain string, a generic error's message, a server body's message, then the fallback.
 */
export function displayMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  if (error instanceof Error && error.message !== '') return error.message;
  if (isRecord(error) && typeof error.message === 'string' && error.message !== '') return error.message;
  return fallback;
}

export interface FieldError {
  message: string;
  params: Record<string, unknown>;
}

/** The first validation message per field path, for showing next to form inputs. */
export function fieldErrors(error: unknown): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  if (!(error instanceof ApiError)) return fields;
  for (const detail of error.details) {
    if (!Object.hasOwn(fields, detail.path)) {
      fields[detail.path] = { message: detail.message, params: detail.params ?? {} };
    }
  }
  return fields;
}
