/**
 * The API as one Fastify instance. `buildApp` registers, in this order:
 * 1. The framework: Fastify with the body limit, request ids, the trusted proxies and the answers to
 *    malformed requests; the zod validator and serializer; `config` and `database` as decorations.
 * 2. The cross-cutting plugins: errors (one error body), security (headers, rate limits), locale,
 *    the customers' sign-in (auth), the operators' sign-in (back-office), OpenAPI with its docs, and
 *    the response cache.
 * 3. Each module's routes under `/v1`: health, geo, catalog, recommendations, promotions, carriers,
 *    marketing, cms, auth, account, cart, checkout, payments, orders, documents, the operators' sign-in,
 *    refunds and their back-office routes, shipping and its back-office routes, the back office's
 *    pages, the documents' back-office routes, and outside production the mail outbox.
 * 4. The media files (product and page pictures) at `/v1/media/`, last.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, type Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { localePlugin } from './plugins/locale.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { fileStorages, type FileStorages } from './lib/file-storages.ts';
import { connectSharedState, type SharedState } from './lib/shared-state.ts';
import { announceCatalogueChanges, dropCatalogueCaches } from './modules/catalog/index.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/validation.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { marketingRoutes } from './modules/marketing/routes.ts';
import { recommendationRoutes } from './modules/recommendations/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { carrierRoutes } from './modules/carriers/routes.ts';
import { mediaPlugin } from './plugins/media.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { operatorsPlugin } from './modules/back-office/index.ts';
import { adminRoutes } from './modules/back-office/routes.ts';
import { operatorAuthRoutes } from './modules/back-office/sign-in-routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { adminDocumentRoutes, documentRoutes } from './modules/documents/routes.ts';
import { devMailRoutes } from './modules/mail/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { adminRefundRoutes } from './modules/refunds/admin-routes.ts';
import { refundRoutes } from './modules/refunds/routes.ts';
import { shippingAdminRoutes } from './modules/shipping/admin-routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { returnAdminRoutes } from './modules/returns/admin-routes.ts';
import { returnRoutes } from './modules/returns/routes.ts';
import { pointsAdminRoutes } from './modules/points/admin-routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { reviewAdminRoutes } from './modules/reviews/admin-routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';

export const API_VERSION = '0.1.0';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyBaseLogger | boolean | { level: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Redis, shared with the other replicas; undefined without REDIS_URL. */
    sharedState: SharedState | undefined;
    /** Where pictures and return photos are kept: the local folders or the S3 bucket (FILE_STORE). */
    fileStorages: FileStorages;
    /** From SIGTERM until closed: the health check answers 503 `draining` (server.ts). */
    draining: boolean;
  }
}

export type App = FastifyInstance;

/** Builds the API: framework plugins, then cross-cutting app plugins, then one plugin per module. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For counts only from the configured proxies (the storefront's /v1 pass-through, which
    // writes the address it saw): from anyone else the header is ignored and the socket's address counts.
    trustProxy: config.trustedProxies,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const storages = fileStorages(config);
  app.decorate<FileStorages>('fileStorages', storages);
  app.addHook('onClose', () => storages.close());
  const shared = config.redis
    ? await connectSharedState(
        config.redis,
        () => {
          dropCatalogueCaches(database.db);
          app.dropResponseCache();
        },
        app.log,
      )
    : undefined;
  app.decorate('sharedState', shared);
  app.decorate('draining', false);
  if (shared) {
    const stop = announceCatalogueChanges(database.db, shared.announceCatalogueChange);
    app.addHook('onClose', async () => {
      stop();
      await shared.close();
    });
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(localePlugin);
  await app.register(authPlugin);
  await app.register(operatorsPlugin);
  await app.register(openapiPlugin, { version: API_VERSION });
  await app.register(responseCachePlugin, {
    ttlSeconds: config.catalogCacheSeconds,
    maxBytes: 16 * 1024 * 1024,
  });

  await app.register(healthRoutes, { prefix: '/v1' });
  await app.register(geoRoutes, { prefix: '/v1' });
  await app.register(catalogRoutes, { prefix: '/v1' });
  await app.register(recommendationRoutes, { prefix: '/v1' });
  await app.register(promotionRoutes, { prefix: '/v1' });
  await app.register(carrierRoutes, { prefix: '/v1' });
  await app.register(marketingRoutes, { prefix: '/v1' });
  await app.register(cmsRoutes, { prefix: '/v1' });
  await app.register(authRoutes, { prefix: '/v1' });
  await app.register(accountRoutes, { prefix: '/v1' });
  await app.register(cartRoutes, { prefix: '/v1' });
  await app.register(checkoutRoutes, { prefix: '/v1' });
  await app.register(paymentRoutes, { prefix: '/v1' });
  await app.register(orderRoutes, { prefix: '/v1' });
  await app.register(documentRoutes, { prefix: '/v1' });
  await app.register(operatorAuthRoutes, { prefix: '/v1' });
  await app.register(refundRoutes, { prefix: '/v1' });
  await app.register(adminRefundRoutes, { prefix: '/v1' });
  await app.register(shippingRoutes, { prefix: '/v1' });
  await app.register(shippingAdminRoutes, { prefix: '/v1' });
  await app.register(returnRoutes, { prefix: '/v1' });
  await app.register(returnAdminRoutes, { prefix: '/v1' });
  await app.register(pointsRoutes, { prefix: '/v1' });
  await app.register(pointsAdminRoutes, { prefix: '/v1' });
  await app.register(reviewRoutes, { prefix: '/v1' });
  await app.register(reviewAdminRoutes, { prefix: '/v1' });
  await app.register(adminRoutes, { prefix: '/v1' });
  await app.register(adminDocumentRoutes, { prefix: '/v1' });
  // The outbox for developers; in production mail leaves through SMTP and is nobody's to read here.
  if (config.env !== 'production') await app.register(devMailRoutes, { prefix: '/v1' });
  await app.register(mediaPlugin, { dir: config.mediaDir, storages });

  return app;
}
