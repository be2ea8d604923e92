/** What other modules may use of the auth module. */
export { passwordMatches } from './passwords.ts';
export { signedIn } from './plugin.ts';
