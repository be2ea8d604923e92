import type { ErrorDetail } from '@tendero/contract';

/**
 * An expected business failure. Services throw (or return) these; the error plugin maps them to
 * their status once, with the translation key as the message.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    /** A translation key, e.g. `error.notFound` or `validation.cursor.invalid`. */
    readonly key: string,
    readonly details?: ErrorDetail[],
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(key = 'error.notFound') {
    super(404, key);
  }
}

/** Bad input found after schema validation (e.g. an undecodable cursor); one detail per field. */
export class InvalidInput extends DomainError {
  constructor(path: string, key: string, params?: Record<string, unknown>) {
    super(400, key, [{ path, message: key, ...(params ? { params } : {}) }]);
  }
}

export class ServiceUnavailable extends DomainError {
  constructor(key = 'error.serviceUnavailable') {
    super(503, key);
  }
}
