import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError, createApiClient, type QueryParams, type Schema } from '@tendero/client';
import type { Locale } from '@tendero/contract';

const API_URL = process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

/**
 * One GET of the API: in which language, where, with what query, and the contract schema its answer
 * is parsed with. Made by the named calls of `shop-api.ts`, run by `find`, `load`, … below, which
 * differ only in what an error becomes.
 */
export interface ApiRead<T> {
  readonly locale: Locale;
  readonly path: string;
  readonly schema: Schema<T>;
  readonly query?: QueryParams;
}

/** GETs and parses an API answer; every error is thrown. */
export function request<T>({ locale, path, schema, query }: ApiRead<T>): Promise<T> {
  return createApiClient({ baseUrl: API_URL, locale }).get(path, { query, schema });
}

/** GETs and parses an API answer; null when the API has no such thing (404). */
export async function find<T>(read: ApiRead<T>): Promise<T | null> {
  try {
    return await request(read);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * GETs and parses an API answer; an API 404 becomes the page's 404. Only for page bodies: metadata
 * uses `find`, because a 404 raised in metadata makes Next answer with a bare error shell (no
 * `<html lang>`, nothing without JavaScript) instead of the language's not-found page.
 */
export async function load<T>(read: ApiRead<T>): Promise<T> {
  const found = await find(read);
  if (found === null) notFound();
  return found;
}

/** Like `load`, for parts of a page that can be left out when the API has nothing. */
export async function loadOptional<T>(read: ApiRead<T>): Promise<T | null> {
  try {
    return await request(read);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/** A path segment as the shopper meant it: Next hands dynamic segments over still percent-encoded. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Why a listing is shown without part of what the shopper asked for. */
export type ListingNotice = 'invalidPage' | 'invalidFilters';

/**
 * GETs a page with a product listing. When the API refuses the listing query (an old or edited page
 * link, filters that do not fit), the page is still shown: without the cursor when it was the cursor,
 * else without the filters, and with a notice saying so, never the error page.
 */
export async function loadListing<T>(
  read: ApiRead<T>,
): Promise<{ data: T | null; notice: ListingNotice | null }> {
  try {
    return { data: await find(read), notice: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const query = read.query ?? {};
    const cursorOnly =
      error.details.length > 0 && error.details.every((detail) => detail.path === 'query.cursor');
    const fallback = cursorOnly
      ? { ...query, cursor: undefined }
      : { limit: query.limit, ...(query.q === undefined ? {} : { q: query.q }) };
    return {
      data: await find({ ...read, query: fallback }),
      notice: cursorOnly ? 'invalidPage' : 'invalidFilters',
    };
  }
}
