/** What other modules may use of the auth module. */
export { hashPassword, passwordMatches } from './passwords.ts';
export { AuthRequired, customersOnly, OriginForbidden, signedIn } from './plugin.ts';
export { allowedOrigins, isUnsafeFromElsewhere } from './origin.ts';
export { opaqueToken, tokenHash } from './tokens.ts';
