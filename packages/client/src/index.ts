export { createApiClient, REFRESH_LOCK } from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  FetchLike,
  LockManagerLike,
  HttpMethod,
  MethodShortcut,
  RequestOptions,
  Schema,
} from './client.ts';
export { ApiError, HTTP_ERROR_KEY, apiErrorFromResponse, displayMessage, fieldErrors } from './errors.ts';
export type { ApiErrorInit, FieldError } from './errors.ts';
export { buildUrl, encodeParams } from './http.ts';
export type { BodyType, QueryParams, QueryScalar, QueryValue } from './http.ts';
export { parseTokenResponse } from './tokens.ts';
export type { SessionTokens } from './tokens.ts';
