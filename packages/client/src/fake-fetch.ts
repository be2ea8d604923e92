/** Test helpers: an in-memory fetch that records every call. Not exported from index.ts. */

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
  credentials: RequestInit['credentials'];
  signal: RequestInit['signal'];
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

export function createFakeFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const call: FetchCall = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
      signal: init.signal,
    };
    calls.push(call);
    return handler(call);
  };
  const callsTo = (suffix: string) => calls.filter((call) => new URL(call.url).pathname.endsWith(suffix));
  return { fetch, calls, callsTo };
}

export function jsonResponse(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export function errorResponse(status: number, error: string, message: string): Response {
  return jsonResponse({ statusCode: status, error, message }, status);
}

export const unauthorized = (): Response => errorResponse(401, 'Unauthorized', 'error.unauthorized');

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending response bodies be read and promise chains run before the test goes on. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await new Promise((done) => setTimeout(done, 0));
}
