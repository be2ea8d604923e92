import { describe, expect, it } from 'vitest';
import {
  ChallengeResponse,
  ChangePasswordInput,
  ForgotPasswordInput,
  HumanVerification,
  LoginInput,
  PASSWORD_REPEAT_KEY,
  Password,
  RegisterInput,
  ResetPasswordInput,
  TokenRequest,
  TokenResponse,
  UserInput,
} from './auth.ts';
import { chars, failure, success } from './test-support.ts';

const challenge = { type: 'challenge', a: 3, b: 4, answer: 7, token: 'signed-challenge' } as const;
const turnstile = { type: 'turnstile', token: 'turnstile-token' } as const;

const user = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: 'secret1' };
const registration = { ...user, passwordRepeat: 'secret1', verification: turnstile };

describe('PASSWORD_REPEAT_KEY', () => {
  it('is a translation key', () => {
    expect(PASSWORD_REPEAT_KEY).toBe('validation.string.password.repeat');
  });
});

describe.each(['firstName', 'lastName'] as const)('UserInput.%s', (field) => {
  it.each([
    ['A', 'A'],
    [chars(128), chars(128)],
    ['  Ana  ', 'Ana'],
    [`  ${chars(128)}  `, chars(128)],
  ])('accepts %j as %j', (value, output) => {
    expect(success(UserInput, { ...user, [field]: value })[field]).toBe(output);
  });

  it.each([
    ['', 'validation.string.min', { minimum: 1 }],
    ['   ', 'validation.string.min', { minimum: 1 }],
    [chars(129), 'validation.string.max', { maximum: 128 }],
    [undefined, 'validation.string.required', { expected: 'string' }],
    [12, 'validation.string.type', { expected: 'string' }],
  ])('rejects %j with %s', (value, message, params) => {
    expect(failure(UserInput, { ...user, [field]: value })).toEqual([{ path: field, message, params }]);
  });
});

describe('UserInput.email', () => {
  it('is trimmed and lowercased', () => {
    expect(success(UserInput, { ...user, email: '  Ana@Example.COM ' }).email).toBe('ana@example.com');
  });

  it.each([
    ['not-an-email', 'validation.string.email', { format: 'email' }],
    [undefined, 'validation.string.required', { expected: 'string' }],
    [123, 'validation.string.type', { expected: 'string' }],
  ])('rejects %j with %s', (email, message, params) => {
    expect(failure(UserInput, { ...user, email })).toEqual([{ path: 'email', message, params }]);
  });
});

describe('Password', () => {
  it.each([6, 100])('accepts %i characters', (length) => {
    expect(success(Password, chars(length))).toBe(chars(length));
  });

  it.each([
    [0, 'validation.string.min', { minimum: 6 }],
    [5, 'validation.string.min', { minimum: 6 }],
    [101, 'validation.string.max', { maximum: 100 }],
  ])('rejects %i characters with %s', (length, message, params) => {
    expect(failure(Password, chars(length))).toEqual([{ path: '', message, params }]);
  });

  it('keeps surrounding spaces (a password is not trimmed)', () => {
    expect(success(Password, '  secret  ')).toBe('  secret  ');
  });

  it('is checked as UserInput.password', () => {
    expect(failure(UserInput, { ...user, password: chars(5) })).toEqual([
      { path: 'password', message: 'validation.string.min', params: { minimum: 6 } },
    ]);
  });
});

describe('HumanVerification', () => {
  it.each([challenge, turnstile])('accepts %j', (input) => {
    expect(success(HumanVerification, input)).toEqual(input);
  });

  it.each([
    [{ type: 'captcha', token: 't' }, 'type'],
    [{ token: 't' }, 'type'],
  ])('rejects an unknown or missing discriminator %j', (input, path) => {
    expect(failure(HumanVerification, input)).toEqual([{ path, message: 'validation.union.invalid' }]);
  });

  it('rejects a challenge without its numbers', () => {
    expect(failure(HumanVerification, { type: 'challenge', a: 1, token: 't' })).toEqual([
      { path: 'b', message: 'validation.number.required', params: { expected: 'number' } },
      { path: 'answer', message: 'validation.number.required', params: { expected: 'number' } },
    ]);
  });

  it.each([
    [{ ...challenge, a: 1.5 }, 'a', 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    [{ ...challenge, a: -1 }, 'a', 'validation.number.min', { minimum: 0 }],
    [{ ...challenge, b: 1001 }, 'b', 'validation.number.max', { maximum: 1000 }],
    [{ ...challenge, answer: '7' }, 'answer', 'validation.number.type', { expected: 'number' }],
    [{ ...challenge, token: '' }, 'token', 'validation.string.min', { minimum: 1 }],
    [{ ...challenge, token: chars(1025) }, 'token', 'validation.string.max', { maximum: 1024 }],
    [{ ...turnstile, token: '' }, 'token', 'validation.string.min', { minimum: 1 }],
    [{ ...turnstile, token: chars(4097) }, 'token', 'validation.string.max', { maximum: 4096 }],
    [{ type: 'turnstile' }, 'token', 'validation.string.required', { expected: 'string' }],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(HumanVerification, input)).toEqual([{ path, message, params }]);
  });

  it('accepts the bounds of the challenge numbers and tokens', () => {
    expect(success(HumanVerification, { ...challenge, a: 0, b: 1000, token: chars(1024) })).toBeTruthy();
    expect(success(HumanVerification, { ...turnstile, token: chars(4096) })).toBeTruthy();
  });

  it('does not mix the two forms', () => {
    expect(failure(HumanVerification, { ...turnstile, a: 1, b: 2, answer: 3 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['a', 'b', 'answer'] } },
    ]);
  });

  it('rejects a missing block', () => {
    expect(failure(HumanVerification, undefined)).toEqual([
      { path: '', message: 'validation.object.required', params: { expected: 'object' } },
    ]);
  });
});

describe('RegisterInput', () => {
  it.each([
    ['a turnstile token', turnstile],
    ['a challenge', challenge],
  ])('accepts a registration with %s', (_name, verification) => {
    expect(success(RegisterInput, { ...registration, verification })).toEqual({
      ...registration,
      verification,
    });
  });

  it('normalises names and email', () => {
    const output = success(RegisterInput, {
      ...registration,
      firstName: ' Ana ',
      lastName: ' Silva ',
      email: '  Ana@Example.COM ',
    });
    expect(output).toMatchObject({ firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' });
  });

  it('gives exactly the repeat key on passwordRepeat when the passwords differ', () => {
    expect(failure(RegisterInput, { ...registration, passwordRepeat: 'secret2' })).toEqual([
      { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
    ]);
  });

  it('reports a short password and the mismatch together', () => {
    expect(failure(RegisterInput, { ...registration, password: chars(5), passwordRepeat: chars(6) })).toEqual(
      [
        { path: 'password', message: 'validation.string.min', params: { minimum: 6 } },
        { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
      ],
    );
  });

  it('reports the mismatch even when other fields are missing, so a form shows every error at once', () => {
    const { firstName: _first, lastName: _last, ...rest } = registration;
    expect(failure(RegisterInput, { ...rest, passwordRepeat: 'secret2' })).toEqual([
      { path: 'firstName', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'lastName', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
    ]);
  });

  it('requires passwordRepeat', () => {
    const { passwordRepeat: _omitted, ...rest } = registration;
    expect(failure(RegisterInput, rest)).toEqual([
      { path: 'passwordRepeat', message: 'validation.string.required', params: { expected: 'string' } },
    ]);
  });

  it('requires the human verification', () => {
    const { verification: _omitted, ...rest } = registration;
    expect(failure(RegisterInput, rest)).toEqual([
      { path: 'verification', message: 'validation.object.required', params: { expected: 'object' } },
    ]);
  });

  it('rejects an unknown verification type', () => {
    expect(failure(RegisterInput, { ...registration, verification: { type: 'sms', token: 't' } })).toEqual([
      { path: 'verification.type', message: 'validation.union.invalid' },
    ]);
  });

  it('rejects unknown fields inside the verification', () => {
    expect(failure(RegisterInput, { ...registration, verification: { ...turnstile, extra: 1 } })).toEqual([
      { path: 'verification', message: 'validation.object.unknown', params: { keys: ['extra'] } },
    ]);
  });

  it('rejects unknown fields with their names', () => {
    expect(failure(RegisterInput, { ...registration, isAdmin: true, role: 'admin' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['isAdmin', 'role'] } },
    ]);
  });

  describe('b2b', () => {
    it('is optional', () => {
      expect(success(RegisterInput, registration).b2b).toBeUndefined();
    });

    it('accepts an empty block with every field null', () => {
      expect(success(RegisterInput, { ...registration, b2b: {} }).b2b).toEqual({
        fiscalId: null,
        vatId: null,
        company: null,
        address: null,
        postcode: null,
        state: null,
        city: null,
      });
    });

    it('keeps fiscalId and vatId optional, trimmed, the VAT id normalised', () => {
      const output = success(RegisterInput, {
        ...registration,
        b2b: { company: ' ACME ', vatId: ' ES B-58378431 ', fiscalId: '' },
      });
      expect(output.b2b).toMatchObject({ company: 'ACME', vatId: 'ESB58378431', fiscalId: null });
    });

    it('checks the b2b bounds and unknown fields', () => {
      expect(
        failure(RegisterInput, {
          ...registration,
          b2b: { fiscalId: chars(129), vatId: chars(128), iban: 'x' },
        }),
      ).toEqual([
        { path: 'b2b.fiscalId', message: 'validation.string.max', params: { maximum: 128 } },
        { path: 'b2b.vatId', message: 'validation.vatId.country' },
        { path: 'b2b', message: 'validation.object.unknown', params: { keys: ['iban'] } },
      ]);
    });
  });

  it('reports every field of an empty body', () => {
    expect(failure(RegisterInput, {})).toEqual([
      { path: 'firstName', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'lastName', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'email', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'password', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'passwordRepeat', message: 'validation.string.required', params: { expected: 'string' } },
      { path: 'verification', message: 'validation.object.required', params: { expected: 'object' } },
    ]);
  });
});

describe('LoginInput and ForgotPasswordInput', () => {
  it('normalise the email', () => {
    expect(success(LoginInput, { email: ' A@B.CO ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(success(ForgotPasswordInput, { email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
  });

  it.each([
    ['', 'validation.string.min', { minimum: 1 }],
    [chars(101), 'validation.string.max', { maximum: 100 }],
  ])('LoginInput rejects password %j with %s', (password, message, params) => {
    expect(failure(LoginInput, { email: 'a@b.co', password })).toEqual([
      { path: 'password', message, params },
    ]);
  });

  it('reject unknown fields', () => {
    expect(failure(LoginInput, { email: 'a@b.co', password: 'x', remember: true })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['remember'] } },
    ]);
    expect(failure(ForgotPasswordInput, { email: 'a@b.co', locale: 'de' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['locale'] } },
    ]);
  });
});

describe('ResetPasswordInput', () => {
  const reset = { token: 'reset-token', password: 'secret1', passwordRepeat: 'secret1' };

  it('accepts matching passwords', () => {
    expect(success(ResetPasswordInput, reset)).toEqual(reset);
  });

  it('puts the repeat key on passwordRepeat', () => {
    expect(failure(ResetPasswordInput, { ...reset, passwordRepeat: 'secret2' })).toEqual([
      { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
    ]);
  });

  it.each([
    [{ ...reset, token: '' }, 'token', 'validation.string.min', { minimum: 1 }],
    [{ ...reset, token: chars(513) }, 'token', 'validation.string.max', { maximum: 512 }],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(ResetPasswordInput, input)).toEqual([{ path, message, params }]);
  });

  it('applies the password bounds', () => {
    expect(
      failure(ResetPasswordInput, { ...reset, password: chars(101), passwordRepeat: chars(101) }),
    ).toEqual([
      { path: 'password', message: 'validation.string.max', params: { maximum: 100 } },
      { path: 'passwordRepeat', message: 'validation.string.max', params: { maximum: 100 } },
    ]);
  });
});

describe('ChangePasswordInput', () => {
  const change = { currentPassword: 'old', password: 'secret1', passwordRepeat: 'secret1' };

  it('accepts matching passwords', () => {
    expect(success(ChangePasswordInput, change)).toEqual(change);
  });

  it('puts the repeat key on passwordRepeat', () => {
    expect(failure(ChangePasswordInput, { ...change, passwordRepeat: 'other12' })).toEqual([
      { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
    ]);
  });

  it('requires the current password', () => {
    expect(failure(ChangePasswordInput, { ...change, currentPassword: '' })).toEqual([
      { path: 'currentPassword', message: 'validation.string.min', params: { minimum: 1 } },
    ]);
  });
});

describe('TokenRequest', () => {
  it.each([
    [
      { grant_type: 'password', email: ' A@B.CO ', password: 'x' },
      { grant_type: 'password', email: 'a@b.co', password: 'x' },
    ],
    [
      { grant_type: 'refresh_token', refresh_token: 'r' },
      { grant_type: 'refresh_token', refresh_token: 'r' },
    ],
  ])('accepts %j', (input, output) => {
    expect(success(TokenRequest, input)).toEqual(output);
  });

  it('rejects an unknown grant type', () => {
    expect(failure(TokenRequest, { grant_type: 'client_credentials' })).toEqual([
      { path: 'grant_type', message: 'validation.union.invalid' },
    ]);
  });

  it('rejects an empty refresh token', () => {
    expect(failure(TokenRequest, { grant_type: 'refresh_token', refresh_token: '' })).toEqual([
      { path: 'refresh_token', message: 'validation.string.min', params: { minimum: 1 } },
    ]);
  });
});

describe('TokenResponse', () => {
  it.each([
    { access_token: 'a' },
    { access_token: 'a', refresh_token: 'r' },
    { access_token: 'a', expires_in: 3600 },
    { access_token: 'a', refresh_token: 'r', expires_in: 1 },
  ])('accepts %j', (input) => {
    expect(success(TokenResponse, input)).toEqual(input);
  });

  it.each([
    [{}, 'access_token', 'validation.string.required', { expected: 'string' }],
    [{ access_token: 'a', expires_in: 0 }, 'expires_in', 'validation.number.min', { minimum: 0 }],
    [
      { access_token: 'a', expires_in: 1.5 },
      'expires_in',
      'validation.number.integer',
      { expected: 'int', format: 'safeint' },
    ],
    [
      { access_token: 'a', refresh_token: 1 },
      'refresh_token',
      'validation.string.type',
      { expected: 'string' },
    ],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(TokenResponse, input)).toEqual([{ path, message, params }]);
  });
});

describe('ChallengeResponse', () => {
  it('has a, b, token and expiresAt', () => {
    const response = { a: 3, b: 4, token: 't', expiresAt: '2030-01-01T00:00:00.000Z' };
    expect(success(ChallengeResponse, response)).toEqual(response);
  });
});
