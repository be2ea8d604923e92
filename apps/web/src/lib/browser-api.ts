'use client';

import { createApiClient, type ApiClient } from '@tendero/client';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';

/** Fired when a session could not be refreshed: the account area sends the shopper to sign in. */
export const SIGNED_OUT_EVENT = 'tendero:signed-out';

let client: ApiClient | null = null;

/**
 * The browser's one API client: same origin, the page's language, and one refresh queue for the
 * whole page, so an expired access token is renewed once however many calls meet it
 * (docs/api.md#the-clients-refresh-queue).
 */
export function browserApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: '',
    locale: () => document.documentElement.lang || 'en',
    onAuthError: () => window.dispatchEvent(new Event(SIGNED_OUT_EVENT)),
  });
  return client;
}

/** Whether this browser holds a session: the API sets a readable hint cookie beside the httpOnly ones. */
export function hasSession(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}
