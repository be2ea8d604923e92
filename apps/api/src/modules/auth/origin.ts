import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { hostOrigin } from '../mail/index.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins a cookie-carrying unsafe request may come from: PUBLIC_ORIGINS and the shop domains. */
export function allowedOrigins(config: Pick<Config, 'publicOrigins' | 'shopDomains'>): Set<string> {
  const origins = new Set(config.publicOrigins.map((origin) => new URL(origin).origin));
  for (const host of Object.values(config.shopDomains)) {
    origins.add(hostOrigin(host));
    origins.add(`https://${host}`);
  }
  return origins;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request must be refused as cross-site: an unsafe method that carries cookies (so the
 * browser may have added a session on its own) from an origin, or without one, that is not the shop's.
 * A request without cookies (a Bearer client) is not a browser riding on a session.
 */
export function isForbiddenCrossSite(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (!request.headers.cookie) return false;
  return isUnsafeFromElsewhere(request, allowed);
}

/**
 * Whether an unsafe request comes from an origin, or without one, that is not the shop's, cookies or
 * not: for APIs that only browsers on the shop's pages call (the back office), where even a request
 * without a session (signing in) has no business coming from another site.
 */
export function isUnsafeFromElsewhere(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = originOf(request);
  return origin === undefined || !allowed.has(origin);
}
