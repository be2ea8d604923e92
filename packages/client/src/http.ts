/** A single query value; booleans are sent as `true` / `false` (docs/api.md#query-strings-and-pagination). */
export type QueryScalar = string | number | boolean;
/** null and undefined are left out; lists are sent comma-separated. */
export type QueryValue = QueryScalar | null | undefined | readonly (QueryScalar | null | undefined)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export type BodyType = 'json' | 'form-data' | 'url-encoded' | 'text';

export interface EncodedBody {
  body?: BodyInit;
  /** Left unset for form data so the runtime can add the multipart boundary itself. */
  contentType?: string;
}

const isPresent = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `key=value&…` with lists joined by a literal comma; each item is encoded on its own so a comma
 * inside an item cannot be mistaken for a separator.
 */
export function encodeParams(params: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const items = (Array.isArray(value) ? (value as unknown[]) : [value]).filter(isPresent);
    if (items.length === 0) continue;
    pairs.push(
      `${encodeURIComponent(key)}=${items.map((item) => encodeURIComponent(String(item))).join(',')}`,
    );
  }
  return pairs.join('&');
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = baseUrl.replace(/\/+$/, '') + path;
  const search = query ? encodeParams(query) : '';
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function toFormData(body: unknown): FormData {
  if (!isRecord(body)) throw new TypeError('A form-data body must be a FormData or a plain object');
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of (Array.isArray(value) ? (value as unknown[]) : [value]).filter(isPresent)) {
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, String(item));
    }
  }
  return form;
}

/**
 * Encodes from the caller's original value on every call, so a replay after a session refresh
 * never reuses an already consumed stream.
 */
export function encodeBody(body: unknown, bodyType: BodyType): EncodedBody {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  // A file (a CSV to import) goes as it is, with its own type.
  if (body instanceof Blob) return body.type ? { body, contentType: body.type } : { body };
  switch (bodyType) {
    case 'form-data':
      return { body: toFormData(body) };
    case 'url-encoded': {
      if (body instanceof URLSearchParams) {
        return { body: body.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
      }
      if (!isRecord(body))
        throw new TypeError('A url-encoded body must be a URLSearchParams or a plain object');
      return { body: encodeParams(body), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    case 'text':
      return { body: String(body), contentType: 'text/plain;charset=UTF-8' };
    case 'json':
      return { body: JSON.stringify(body), contentType: 'application/json' };
  }
}

export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType.trim());
}

const FILE_TYPES = /^(?:application\/(?:pdf|octet-stream|zip)|image\/|audio\/|video\/)/i;

/**
 * JSON when the answer says so, a Blob for a file (a PDF, an image), text otherwise; undefined for
 * 204 and empty bodies.
 */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const contentType = response.headers.get('content-type');
  if (contentType && FILE_TYPES.test(contentType.trim())) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  return isJsonContentType(response.headers.get('content-type')) ? (JSON.parse(text) as unknown) : text;
}
