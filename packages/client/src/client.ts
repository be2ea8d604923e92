import { apiErrorFromResponse } from './errors.ts';
import type { ApiError } from './errors.ts';
import { buildUrl, encodeBody, readBody } from './http.ts';
import type { BodyType, QueryParams } from './http.ts';

/** Anything with a zod-like `parse`, so callers get a typed and checked answer. */
export interface Schema<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

type Getter<T> = T | (() => T);

/** The part of the Web Locks API the refresh needs (navigator.locks in browsers). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Held while a refresh runs, so tabs of the same shop take turns (see `locks`). */
export const REFRESH_LOCK = 'tendero-session-refresh';

function browserLocks(): LockManagerLike | undefined {
  return (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
}

export interface ApiClientOptions {
  /** '' for same-origin, or an origin such as 'http://127.0.0.1:4000'. */
  baseUrl: string;
  /** Sent as `x-locale` on every call; a getter follows the language picker. */
  locale: Getter<string>;
  fetch?: FetchLike;
  /** Called once per failed session refresh, with the 401 that started it. */
  onAuthError?: (error: ApiError) => void;
  /**
   * Where an expired session is renewed (`/v1/auth/refresh`). Null for sessions that cannot be renewed
   * (the back office's): a 401 then ends the session at once, through `onAuthError`.
   */
  refreshPath?: string | null;
  /** Default headers, read again for every call (e.g. a Bearer token getter). */
  headers?: Getter<Record<string, string>>;
  /**
   * Locks shared by the shop's tabs; defaults to the browser's Web Locks. Two tabs refreshing the
   * same rotating token at once would look like token reuse and end the session; taking turns, the
   * second tab sends the cookie the first one just received.
   */
  locks?: LockManagerLike | null;
}

export interface RequestOptions<T> {
  query?: QueryParams;
  body?: unknown;
  /** Defaults to 'json'; a FormData body is always sent as form data. */
  bodyType?: BodyType;
  headers?: HeadersInit;
  signal?: AbortSignal;
  schema?: Schema<T>;
}

export type MethodShortcut = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get: MethodShortcut;
  post: MethodShortcut;
  put: MethodShortcut;
  patch: MethodShortcut;
  delete: MethodShortcut;
}

/** Calls whose 401 means bad credentials, not an expired session (docs/api.md#the-clients-refresh-queue). */
const NO_REFRESH_PATH = /\/auth\/(?:login|register|refresh|token)$/;

const read = <T>(value: Getter<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

const pathname = (path: string): string => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const refreshPath = options.refreshPath === undefined ? '/v1/auth/refresh' : options.refreshPath;
  // One refresh at a time: 401s arriving while it runs wait on the same promise.
  let refreshing: Promise<boolean> | null = null;

  function buildHeaders(contentType?: string, extra?: HeadersInit): Headers {
    const headers = new Headers(options.headers ? read(options.headers) : undefined);
    headers.set('x-locale', read(options.locale));
    if (contentType) headers.set('content-type', contentType);
    new Headers(extra).forEach((value, name) => headers.set(name, value));
    return headers;
  }

  function send<T>(method: HttpMethod, path: string, request: RequestOptions<T>): Promise<Response> {
    const { body, contentType } = encodeBody(request.body, request.bodyType ?? 'json');
    return fetchImpl(buildUrl(options.baseUrl, path, request.query), {
      method,
      headers: buildHeaders(contentType, request.headers),
      body,
      credentials: 'include',
      signal: request.signal,
    });
  }

  async function runRefresh(path: string, unauthorized: ApiError): Promise<boolean> {
    let refreshed = false;
    const post = () =>
      fetchImpl(buildUrl(options.baseUrl, path), {
        method: 'POST',
        headers: buildHeaders(),
        credentials: 'include',
      });
    const locks = options.locks === undefined ? browserLocks() : options.locks;
    try {
      const response = await (locks ? locks.request(REFRESH_LOCK, post) : post());
      // The API answers 204 with new cookies; any other status, even a 2xx, is a failure.
      refreshed = response.status === 204;
    } catch {
      refreshed = false;
    }
    if (!refreshed) options.onAuthError?.(unauthorized);
    return refreshed;
  }

  function refreshSession(unauthorized: ApiError): Promise<boolean> {
    if (refreshPath === null) {
      options.onAuthError?.(unauthorized);
      return Promise.resolve(false);
    }
    refreshing ??= runRefresh(refreshPath, unauthorized).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function mayRefresh(path: string): boolean {
    const name = pathname(path);
    return !NO_REFRESH_PATH.test(name) && (refreshPath === null || name !== pathname(refreshPath));
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions<T> = {},
  ): Promise<T> {
    let response = await send(method, path, requestOptions);
    if (response.status === 401 && mayRefresh(path)) {
      const unauthorized = await apiErrorFromResponse(response);
      if (!(await refreshSession(unauthorized))) throw unauthorized;
      // The replay is the only retry: a second 401 is thrown below without another refresh.
      response = await send(method, path, requestOptions);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    const data = await readBody(response);
    return requestOptions.schema ? requestOptions.schema.parse(data) : (data as T);
  }

  const shortcut =
    (method: HttpMethod): MethodShortcut =>
    (path, requestOptions) =>
      request(method, path, requestOptions);

  return {
    request,
    get: shortcut('GET'),
    post: shortcut('POST'),
    put: shortcut('PUT'),
    patch: shortcut('PATCH'),
    delete: shortcut('DELETE'),
  };
}
