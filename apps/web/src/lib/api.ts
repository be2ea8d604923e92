import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { ApiError, createApiClient } from '@tendero/client';
import type { Locale } from '@tendero/contract';

const API_URL = process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

/** The storefront server's client of the API, in the page's language. */
export function serverApi(locale: Locale) {
  return createApiClient({ baseUrl: API_URL, locale });
}

/** GETs and parses an API answer; an API 404 becomes the page's 404. */
export async function load<T extends z.ZodType>(
  locale: Locale,
  path: string,
  schema: T,
  query?: Record<string, string | number | boolean | undefined>,
): Promise<z.infer<T>> {
  try {
    return await serverApi(locale).get(path, { query, schema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** Like `load`, for parts of a page that can be left out when the API has nothing. */
export async function loadOptional<T extends z.ZodType>(
  locale: Locale,
  path: string,
  schema: T,
  query?: Record<string, string | number | boolean | undefined>,
): Promise<z.infer<T> | null> {
  try {
    return await serverApi(locale).get(path, { query, schema });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
