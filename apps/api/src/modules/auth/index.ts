/** What other modules may use of the auth module. */
export { passwordMatches } from './passwords.ts';
export { AuthRequired, signedIn } from './plugin.ts';
