import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ChallengeResponse,
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  Me,
  NoContent,
  RegisterInput,
  ResetPasswordInput,
  SESSION_COOKIES,
  CART_COOKIE,
  TokenRequest,
  TokenResponse,
} from '@tendero/contract';
import { additionalRateLimit, emailOf, perMinute } from '../../plugins/security.ts';
import { issueChallenge } from './challenge.ts';
import { clearCartCookie, clearSessionCookies, setSessionCookies } from './cookies.ts';
import { signedIn } from './plugin.ts';
import * as auth from './service.ts';
import { refreshSession, RefreshInvalid } from './sessions.ts';
import { CUSTOMER_OPTIONAL } from '../../plugins/openapi.ts';

const tags = ['auth'];

/**
 * Rate limits run after validation (`preHandler`) so they can count per e-mail: a person signs in a
 * few times a day; twenty guesses a minute at one account is an attack.
 */
const limits = {
  challenge: perMinute(30),
  register: perMinute(10),
  login: perMinute(10, { afterValidation: true, key: (request) => `${request.ip}|${emailOf(request)}` }),
  // Password grants count per address like logins; refresh grants per client address.
  token: perMinute(10, {
    afterValidation: true,
    key: (request) => `${request.ip}|${emailOf(request) || 'refresh'}`,
  }),
  refresh: perMinute(60),
  forgotPassword: perMinute(10),
  resetPassword: perMinute(10),
  changePassword: perMinute(10, { afterValidation: true }),
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const config = app.config;
  // One password tried across many accounts: sign-ins and password grants from one address count
  // together as well, generously (many customers share a company's or campus's address).
  const signInsPerAddress = additionalRateLimit(app, {
    ...perMinute(30),
    keyGenerator: (request) => `sign-in|${request.ip}`,
  });

  app.get(
    '/auth/challenge',
    {
      config: { rateLimit: limits.challenge },
      schema: {
        operationId: 'getRegistrationChallenge',
        summary:
          'A small sum to solve at registration; the signed token expires in 10 minutes and works once',
        tags,
        response: { 200: ChallengeResponse, 429: ApiErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueChallenge(config.sessionSecret);
    },
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit: limits.register },
      schema: {
        operationId: 'register',
        summary: 'Open an account (human check: challenge or Turnstile) and sign in; a welcome mail follows',
        tags,
        body: RegisterInput,
        response: { 201: Me, 400: ApiErrorBody, 409: ApiErrorBody, 429: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { customer, tokens } = await auth.register(
        db(),
        config,
        request.locale,
        request.body,
        request.ip,
        request.cookies[CART_COOKIE],
      );
      setSessionCookies(reply, config, tokens);
      if (request.cookies[CART_COOKIE]) clearCartCookie(reply, config);
      return reply.code(201).send(customer);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: limits.login },
      preHandler: signInsPerAddress,
      schema: {
        operationId: 'login',
        summary: 'Sign in with e-mail and password; sets the session cookies',
        tags,
        body: LoginInput,
        response: { 200: Me, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { customer, tokens } = await auth.login(
        db(),
        config,
        request.body,
        request.cookies[SESSION_COOKIES.refresh],
        request.cookies[CART_COOKIE],
      );
      setSessionCookies(reply, config, tokens);
      if (request.cookies[CART_COOKIE]) clearCartCookie(reply, config);
      return customer;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'Sign out: ends the session (its refresh tokens too) and clears the cookies',
        tags,
        security: CUSTOMER_OPTIONAL,
        response: { 204: NoContent, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await auth.logout(db(), request.cookies[SESSION_COOKIES.refresh], request.customer?.sessionId);
      clearSessionCookies(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: limits.refresh },
      schema: {
        operationId: 'refreshSession',
        summary: 'New session cookies for the refresh cookie (204); a reused refresh token ends the session',
        tags,
        response: { 204: NoContent, 401: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[SESSION_COOKIES.refresh];
      try {
        if (!refreshToken) throw new RefreshInvalid();
        setSessionCookies(reply, config, await refreshSession(db(), config, refreshToken));
      } catch (error) {
        if (error instanceof RefreshInvalid) clearSessionCookies(reply, config);
        throw error;
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: limits.forgotPassword },
      schema: {
        operationId: 'forgotPassword',
        summary:
          'E-mail a one-time reset link (60 minutes); the same answer whether the e-mail has an account',
        tags,
        body: ForgotPasswordInput,
        response: { 204: NoContent, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(db(), config, request.locale, request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: limits.resetPassword },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the token of a reset link; every session ends',
        tags,
        body: ResetPasswordInput,
        response: { 204: NoContent, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(db(), config, request.locale, request.body);
      clearSessionCookies(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/change-password',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: limits.changePassword },
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password (the current one is required); other sessions end, this one stays',
        tags,
        body: ChangePasswordInput,
        response: {
          204: NoContent,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      await auth.changePassword(db(), config, request.locale, signedIn(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/token',
    {
      config: { rateLimit: limits.token },
      preHandler: async (request, reply) => {
        if (request.body.grant_type === 'password') await signInsPerAddress(request, reply);
      },
      schema: {
        operationId: 'grantToken',
        summary: 'Tokens for clients using a Bearer header: password or refresh_token grant',
        tags,
        body: TokenRequest,
        response: { 200: TokenResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.grantToken(db(), config, request.body);
    },
  );
};
