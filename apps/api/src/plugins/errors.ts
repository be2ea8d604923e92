import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_KEYS, issuesToDetails, type ApiErrorBody } from '@tendero/contract';
import { STATUS_CODES } from 'node:http';
import { DomainError } from '../lib/domain-error.ts';
import { RequestValidationError } from './validation.ts';

const FRAMEWORK_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_KEYS.jsonInvalid,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_KEYS.jsonInvalid,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_KEYS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_KEYS.contentTypeUnsupported,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_KEYS.jsonInvalid,
};

/** Where a request part sits in a detail's path: body fields bare, the rest prefixed. */
const CONTEXT_PREFIX: Record<string, string | undefined> = {
  body: undefined,
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

export function errorBody(
  statusCode: number,
  message: string,
  details?: ApiErrorBody['details'],
): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (details && details.length > 0) body.details = details;
  return body;
}

/** One error handler for the whole API: every 4xx/5xx gets the error body of DESIGN.md §4. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError | RequestValidationError, request, reply) => {
    if (error instanceof RequestValidationError) {
      const details = issuesToDetails(error.issues, CONTEXT_PREFIX[error.validationContext ?? 'body']);
      return reply
        .code(400)
        .send(errorBody(400, details[0]?.message ?? 'validation.request.invalid', details));
    }
    if (error instanceof DomainError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.key, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send(errorBody(status, status === 503 ? ERROR_KEYS.serviceUnavailable : ERROR_KEYS.internal));
    }
    if (status === 429) return reply.code(429).send(errorBody(429, ERROR_KEYS.rateLimited));
    const key = FRAMEWORK_KEYS[error.code] ?? error.message;
    return reply.code(status).send(errorBody(status, key));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, ERROR_KEYS.notFound)));
});
