import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SESSION_COOKIE,
  ApiErrorBody,
  NoContent,
  Operator,
  OperatorLoginInput,
  OperatorPasswordInput,
} from '@tendero/contract';
import { perMinute } from '../../plugins/security.ts';
import { signedInOperator } from './plugin.ts';
import * as operators from './operator-accounts.ts';
import { clearOperatorCookie, setOperatorCookie } from './sessions.ts';

const tags = ['admin'];

/**
 * Sign-in counts per address, whichever e-mails it tries: a shop has a few operators, and one password
 * tried across their accounts is an attack.
 */
const limits = {
  login: perMinute(10, { key: (request) => `admin|${request.ip}` }),
  password: perMinute(10),
};

/** `/v1/admin/auth/*`: operators sign in and out, and set their password with an invite's token. */
export const operatorAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const config = app.config;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/admin/auth/login',
    {
      config: { rateLimit: limits.login },
      schema: {
        operationId: 'operatorLogin',
        summary: 'Operator sign-in; sets the tendero_admin session cookie',
        tags,
        body: OperatorLoginInput,
        response: {
          200: Operator,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { operator, token } = await operators.login(
        db(),
        request.body,
        request.cookies[ADMIN_SESSION_COOKIE],
      );
      setOperatorCookie(reply, config, token);
      return operator;
    },
  );

  app.post(
    '/admin/auth/logout',
    {
      schema: {
        operationId: 'operatorLogout',
        summary: 'Operator sign-out: ends the session and clears the cookie',
        tags,
        response: { 204: NoContent, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await operators.logout(db(), request.cookies[ADMIN_SESSION_COOKIE]);
      clearOperatorCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/auth/me',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getOperator',
        summary: 'The signed-in operator',
        tags,
        response: { 200: Operator, 401: ApiErrorBody },
      },
    },
    async (request) => operators.me(db(), signedInOperator(request)),
  );

  app.post(
    '/admin/auth/password',
    {
      config: { rateLimit: limits.password },
      schema: {
        operationId: 'setOperatorPassword',
        summary: 'Set the password with the one-time token of an invite (npm run operator -- add); signs in',
        tags,
        body: OperatorPasswordInput,
        response: { 200: Operator, 400: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { operator, token } = await operators.setPassword(db(), request.body);
      setOperatorCookie(reply, config, token);
      return operator;
    },
  );
};
