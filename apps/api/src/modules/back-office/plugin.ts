import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ERRORS, ADMIN_SESSION_COOKIE } from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { allowedOrigins, isUnsafeFromElsewhere, OriginForbidden } from '../auth/index.ts';
import { ADMIN_COOKIE_PATH, operatorOfSession, type SignedInOperator } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of a live `tendero_admin` session; a customer session never counts. */
    operator: SignedInOperator | null;
  }
  interface FastifyInstance {
    /** The `onRequest` hook of every admin route: 401 `error.admin.required` without a live operator session. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
}

export class AdminRequired extends DomainError {
  constructor() {
    super(401, ADMIN_ERRORS.required);
  }
}

/** The signed-in operator of a request that passed `requireOperator`. */
export function signedInOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new AdminRequired();
  return request.operator;
}

const isAdminUrl = (url: string) => url === ADMIN_COOKIE_PATH || url.startsWith(`${ADMIN_COOKIE_PATH}/`);

/**
 * The signed-in operator of each request, from the `tendero_admin` cookie (registered after the auth
 * plugin, whose Origin check already refuses cross-site unsafe requests that carry cookies). Unsafe
 * admin requests must come from the shop's origins even without a cookie: only the back office's own
 * pages call the admin API, so a sign-in posted from another site is refused too.
 */
export const operatorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('operator', null);
    const allowed = allowedOrigins(app.config);

    app.addHook('onRequest', async (request) => {
      if (isAdminUrl(request.routeOptions.url ?? request.url) && isUnsafeFromElsewhere(request, allowed))
        throw new OriginForbidden();
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      request.operator = token ? await operatorOfSession(app.database.db, token) : null;
    });

    app.decorate('requireOperator', async (request: FastifyRequest) => {
      if (!request.operator) throw new AdminRequired();
    });
  },
  { name: 'operators' },
);
