import { z } from 'zod';
import { Email, plain, text } from './common.ts';
import { B2BDataInput } from './account.ts';

export const Password = z.string().min(6).max(100);

export const PASSWORD_REPEAT_KEY = 'validation.string.password.repeat';

/** User shape (docs/api.md#shapes). */
export const UserInput = z.object({
  firstName: text(1, 128),
  lastName: text(1, 128),
  email: Email,
  password: Password,
});
export type UserInput = z.infer<typeof UserInput>;

/** The arithmetic challenge answered by a person, or a bot-check (Turnstile) token. */
export const HumanVerification = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('challenge'),
      a: z.number().int().min(0).max(1000),
      b: z.number().int().min(0).max(1000),
      answer: z.number().int().min(-100_000).max(100_000),
      token: plain(1, 1024),
    })
    .strict(),
  z.object({ type: z.literal('turnstile'), token: plain(1, 4096) }).strict(),
]);
export type HumanVerification = z.infer<typeof HumanVerification>;

const repeatMatches = (value: { password: string; passwordRepeat: string }) =>
  value.password === value.passwordRepeat;

/**
 * The repeat check runs as soon as both passwords are there, even when other fields are wrong, so
 * the form shows every error at once (zod would otherwise skip it until the rest is valid).
 */
const REPEAT_CHECK = {
  path: ['passwordRepeat'],
  message: PASSWORD_REPEAT_KEY,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; passwordRepeat?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.passwordRepeat === 'string';
  },
};

export const RegisterInput = UserInput.extend({
  passwordRepeat: z.string().max(100),
  verification: HumanVerification,
  b2b: B2BDataInput.optional(),
})
  .strict()
  .refine(repeatMatches, REPEAT_CHECK);
export type RegisterInput = z.infer<typeof RegisterInput>;

export const ChallengeResponse = z.object({
  a: z.number().int(),
  b: z.number().int(),
  token: z.string(),
  expiresAt: z.string(),
});
export type ChallengeResponse = z.infer<typeof ChallengeResponse>;

export const LoginInput = z.object({ email: Email, password: z.string().min(1).max(100) }).strict();
export type LoginInput = z.infer<typeof LoginInput>;

export const ForgotPasswordInput = z.object({ email: Email }).strict();
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .object({ token: plain(1, 512), password: Password, passwordRepeat: z.string().max(100) })
  .strict()
  .refine(repeatMatches, REPEAT_CHECK);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const ChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1).max(100),
    password: Password,
    passwordRepeat: z.string().max(100),
  })
  .strict()
  .refine(repeatMatches, REPEAT_CHECK);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Body of `POST /v1/auth/token`: password or refresh grant for non-browser clients. */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z
    .object({ grant_type: z.literal('password'), email: Email, password: z.string().min(1).max(100) })
    .strict(),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: plain(1, 512) }).strict(),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

/** Token response (docs/api.md#shapes). */
export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** An answer without a body (204). */
export const NoContent = z.null().describe('No content');

/**
 * Cookie names of a browser session: the access token (JWT, path `/`) and the rotating refresh
 * token (path `/v1/auth`). Both are httpOnly; scripts never see them.
 */
export const SESSION_COOKIES = { access: 'tendero_access', refresh: 'tendero_refresh' } as const;

/** Error keys of the auth routes and of every route that needs a signed-in customer. */
export const AUTH_ERRORS = {
  /** No session, or the access token expired or was revoked (401; the client refreshes once). */
  required: 'auth.required',
  credentialsInvalid: 'auth.credentials.invalid',
  emailTaken: 'auth.email.taken',
  /** The current password given to change the password or the e-mail is wrong (400, not 401). */
  passwordWrong: 'auth.password.wrong',
  /** An e-mail change needs `currentPassword`. */
  passwordRequired: 'auth.password.required',
  refreshInvalid: 'auth.refresh.invalid',
  resetTokenInvalid: 'auth.resetToken.invalid',
  challengeInvalid: 'auth.challenge.invalid',
  challengeExpired: 'auth.challenge.expired',
  challengeUsed: 'auth.challenge.used',
  challengeWrong: 'auth.challenge.wrong',
  turnstileUnavailable: 'auth.turnstile.unavailable',
  turnstileFailed: 'auth.turnstile.failed',
  originForbidden: 'auth.origin.forbidden',
} as const;
