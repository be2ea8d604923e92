import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_KEYS, issuesToDetails, type ApiErrorBody } from '@tendero/contract';
import { DomainError } from '../lib/domain-error.ts';
import { SECURITY_HEADERS } from './security.ts';
import { RequestValidationError } from './validation.ts';

const FRAMEWORK_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_KEYS.jsonInvalid,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_KEYS.jsonInvalid,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_KEYS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_KEYS.contentTypeUnsupported,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_KEYS.jsonInvalid,
  FST_ERR_CTP_INVALID_TYPE: ERROR_KEYS.contentTypeUnsupported,
  FST_ERR_BAD_URL: ERROR_KEYS.urlEncoding,
  FST_ERR_MAX_PARAM_LENGTH: ERROR_KEYS.urlTooLong,
};

/** The key of a 4xx that no code above names (static files, the framework): by status, never its text. */
const STATUS_KEYS: Record<number, string> = {
  400: ERROR_KEYS.requestInvalid,
  403: ERROR_KEYS.forbidden,
  404: ERROR_KEYS.notFound,
  405: ERROR_KEYS.methodNotAllowed,
  408: ERROR_KEYS.timeout,
  413: ERROR_KEYS.bodyTooLarge,
  414: ERROR_KEYS.urlTooLong,
  415: ERROR_KEYS.contentTypeUnsupported,
  429: ERROR_KEYS.rateLimited,
  431: ERROR_KEYS.headersTooLarge,
};

function frameworkKey(error: { code?: string }, status: number): string {
  return (
    (error.code ? FRAMEWORK_KEYS[error.code] : undefined) ?? STATUS_KEYS[status] ?? ERROR_KEYS.requestInvalid
  );
}

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

/** One error handler for the whole API: every 4xx/5xx gets the error body of docs/api.md#errors. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError | RequestValidationError, request, reply) => {
    if (error instanceof RequestValidationError) {
      const details = issuesToDetails(error.issues, CONTEXT_PREFIX[error.validationContext ?? 'body']);
      return reply
        .code(400)
        .send(errorBody(400, details[0]?.message ?? 'validation.request.invalid', details));
    }
    if (error instanceof DomainError) {
      if (error.statusCode === 503) {
        // Busy or unreachable for a moment (the database's pool, a human check): worth an operator's
        // look, and a client may try again after a second.
        request.log.warn({ err: error }, 'service unavailable');
        reply.header('retry-after', '1');
      }
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.key, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send(errorBody(status, status === 503 ? ERROR_KEYS.serviceUnavailable : ERROR_KEYS.internal));
    }
    return reply.code(status).send(errorBody(status, frameworkKey(error, status)));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, ERROR_KEYS.notFound)));
});

/**
 * Errors the router meets before any hook runs (a malformed percent-encoding, a path parameter over
 * the limit): the same body, security headers and request id as every other answer.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .headers({ ...SECURITY_HEADERS, 'x-request-id': request.id })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(status, frameworkKey(error, status))));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a header block over 16 KB, a request
 * that never finishes, bytes that are not HTTP): written to the socket in the one error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, STATUS_KEYS[status] ?? ERROR_KEYS.requestInvalid));
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'x-request-id': randomUUID(),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
