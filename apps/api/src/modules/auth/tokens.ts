import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'tendero';
const AUDIENCE = 'tendero-api';

/** A key for one purpose derived from SESSION_SECRET, so no two uses share a key. */
export function derivedKey(secret: string, purpose: string): Uint8Array {
  return createHmac('sha256', secret).update(`tendero:${purpose}`).digest();
}

export interface AccessClaims {
  customerId: number;
  sessionId: number;
}

/** A signed access token (HS256 JWT) naming the customer and the session it belongs to. */
export function signAccessToken(
  secret: string,
  claims: AccessClaims,
  lifetimeSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(derivedKey(secret, 'access-token'));
}

/** The claims of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const verified = verifiedTokens.get(secret)?.get(token);
  if (verified && verified.expiresAt > Date.now()) return verified.claims;
  try {
    const { payload } = await jwtVerify(token, derivedKey(secret, 'access-token'), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const customerId = Number(payload.sub);
    const sessionId = payload.sid;
    if (
      !Number.isSafeInteger(customerId) ||
      typeof sessionId !== 'number' ||
      !Number.isSafeInteger(sessionId) ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    const claims = { customerId, sessionId };
    rememberVerified(secret, token, claims, payload.exp * 1000);
    return claims;
  } catch {
    return null;
  }
}

/**
 * Tokens whose signature was checked, until they expire: checking one (WebCrypto, asynchronous) is a
 * noticeable share of the API's time in a checkout rush, where every shopper sends the same token again
 * and again (figures: bench/README.md#npm-run-benchcheckout-placing-orders). What a token says never changes;
 * whether its session was revoked is asked on every request all the same. At most MAX_VERIFIED per secret,
 * the oldest forgotten first.
 */
const verifiedTokens = new Map<string, Map<string, { claims: AccessClaims; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

function rememberVerified(secret: string, token: string, claims: AccessClaims, expiresAt: number): void {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) verifiedTokens.set(secret, (tokens = new Map()));
  if (tokens.size >= MAX_VERIFIED) {
    const oldest = tokens.keys().next();
    if (!oldest.done) tokens.delete(oldest.value);
  }
  tokens.set(token, { claims, expiresAt });
}

/** A random opaque token (refresh tokens, reset links): 256 bits, URL-safe. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: their SHA-256, so a database leak does not hand out sessions. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
