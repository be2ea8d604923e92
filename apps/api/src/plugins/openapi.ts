import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ADMIN_SESSION_COOKIE, LOCALES, SESSION_COOKIES } from '@tendero/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body of a multipart route as OpenAPI shows it: such a route reads its parts itself, so it has
     * no `schema.body` to validate with.
     */
    multipartBody?: Record<string, unknown>;
  }
}

const LOCALE_HEADER = {
  type: 'string',
  description: `Shop language: ${LOCALES.join(', ')}; missing or 'default' means en, 'se' means sv.`,
  maxLength: 15,
};

/** The ways to sign in: a customer's browser cookie or Bearer token, an operator's cookie. */
const SECURITY_SCHEMES = {
  customerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIES.access,
    description:
      'A customer’s httpOnly access cookie, set by POST /v1/auth/login or /v1/auth/register and renewed ' +
      'by POST /v1/auth/refresh. Unsafe methods must come from an allowed Origin.',
  },
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A customer’s access token from POST /v1/auth/token, for clients that are not browsers.',
  },
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_SESSION_COOKIE,
    description: 'A back-office operator’s httpOnly session cookie, set by POST /v1/admin/auth/login.',
  },
} as const;

type Security = NonNullable<RouteOptions['schema']>['security'];

/** A signed-in customer: the session cookie or the Bearer token. */
const CUSTOMER: Security = [{ customerSession: [] }, { customerToken: [] }];
const OPERATOR: Security = [{ operatorSession: [] }];
/**
 * For a route that answers anonymous visitors and customers alike, each their own way (the cart: the
 * visitor's through its cookie, the customer's when signed in).
 */
export const CUSTOMER_OPTIONAL: Security = [{}, ...CUSTOMER];

const TAGS = Object.entries({
  health: 'Whether the API and the services it needs are up',
  geo: 'Countries, their states and the shop’s country domains',
  catalog: 'Categories, brands, search, product pages and the sitemap',
  products: 'Recommended products, offers and related products',
  promotions: 'A promotion’s page',
  shipping: 'Delivery options and prices, and parcel tracking',
  marketing: 'Heroes, banners and selling points of the home page',
  cms: 'Articles, their reactions and the shop’s pages',
  shop: 'The shop’s own details',
  auth: 'Registration, sign-in, sessions and passwords of customers',
  account: 'The signed-in customer: details, business account, addresses, support',
  cart: 'The cart and the checkout steps',
  payments: 'Paying the cart: provider, payment intent, confirmation, webhook, test provider',
  orders: 'The customer’s orders and zero-amount orders',
  documents: 'Invoices and credit notes as PDF',
  refunds: 'The customer’s refunds',
  returns: 'Returns, their labels and status, and the withdrawal button',
  points: 'The customer’s loyalty points: balance, history, conversion into a voucher',
  admin: 'The back office: operators, orders, refunds, parcels, returns, products, support, points',
  dev: 'Development only: the mail outbox',
}).map(([name, description]) => ({ name, description }));

/** What an answer with this status means, for the responses a route does not describe itself. */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done, nothing to answer',
  400:
    'The request is invalid: details name each field and the rule it broke (validation.*), or x-locale ' +
    'names no supported language',
  401: 'Not signed in (the session ended or expired), or the credentials are wrong',
  402: 'The payment did not go through',
  403: 'Refused: an unsafe request from an origin the shop does not allow (auth.origin.forbidden)',
  404: 'Not found (another customer’s is not found either)',
  409: 'In conflict with the current state; the message names it',
  413: 'The body is larger than the API accepts',
  429: 'Too many requests: try again after the seconds of Retry-After',
  503: 'A service the answer needs is unavailable',
};

type JsonSchema = Record<string, unknown>;

const ERROR_BODY: JsonSchema = { $ref: '#/components/schemas/ApiErrorBody' };

const zodTransform = createJsonSchemaTransform({});
const zodTransformObject = createJsonSchemaTransformObject({});

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation].flatMap((hooks) => (hooks === undefined ? [] : hooks));
}

/** Each answer with a description of its status, and the 400 every route can give for x-locale. */
function describeResponses(responses: Record<string, JsonSchema> | undefined): Record<string, JsonSchema> {
  const described: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries({ 400: ERROR_BODY, ...responses })) {
    const description = RESPONSE_DESCRIPTIONS[status] ?? `Status ${status}`;
    if ('content' in schema || schema.type === 'null') described[status] = { description, ...schema };
    else described[status] = { description, content: { 'application/json': { schema } } };
  }
  return described;
}

/**
 * Documents a route: its zod schemas as JSON schemas (named ones as references), the `x-locale` header,
 * who may call it (from the sign-in hook it runs: `requireCustomer` or `requireOperator`, as the route's
 * own hook) and what each answer means. The operationId is the route's own (`schema.operationId`).
 */
function documentRoute(app: FastifyInstance): SwaggerTransform {
  return (document) => {
    const transformed = zodTransform(document);
    const schema = transformed.schema as JsonSchema | undefined;
    if (!schema || schema.hide) return transformed;
    const headers = (schema.headers as { properties?: JsonSchema } | undefined) ?? {};
    // A wildcard route (`/v1/catalog/*`) is documented with a named path parameter.
    const params = schema.params as { properties?: JsonSchema; required?: string[] } | undefined;
    const wildcard = params?.properties?.['*'];
    if (params?.properties && wildcard) {
      const { '*': _, ...rest } = params.properties;
      params.properties = {
        ...rest,
        path: { ...(wildcard as object), description: 'A localised shop path' },
      };
      params.required = (params.required ?? []).map((name) => (name === '*' ? 'path' : name));
      transformed.url = transformed.url.replace('*', ':path');
    }
    schema.headers = {
      type: 'object',
      ...headers,
      properties: { ...headers.properties, 'x-locale': LOCALE_HEADER },
    };
    const hooks = hooksOf(document.route);
    if (hooks.includes(app.requireOperator)) schema.security = OPERATOR;
    else if (hooks.includes(app.requireCustomer)) schema.security = CUSTOMER;
    else schema.security ??= [];
    schema.response = describeResponses(schema.response as Record<string, JsonSchema> | undefined);
    const multipart = document.route.config?.multipartBody;
    if (multipart) schema.body = multipart;
    return transformed;
  };
}

/** Every `$ref` target under `value`. */
function referencesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const entry of value) referencesIn(entry, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else referencesIn(child, found);
    }
  }
  return found;
}

/**
 * The named schemas (zod's `.meta({ id })`) as components, keeping those the document uses: every
 * named schema comes in an input and an output version (`MoneyInput`, `Money`), most used one way only.
 */
const withComponents: SwaggerTransformObject = (document) => {
  const openapi = zodTransformObject(document);
  const components = 'components' in openapi ? openapi.components : undefined;
  const schemas = components?.schemas;
  if (!components || !schemas) return openapi;
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const pending = [...referencesIn(openapi.paths, new Set())];
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const name = ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
    if (name === undefined || used.has(name) || !(name in schemas)) continue;
    used.add(name);
    pending.push(...referencesIn(schemas[name], new Set()));
  }
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return openapi;
};

/** `GET /v1/openapi.json`, generated from the contract's route schemas, and the docs UI at `/v1/docs`. */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tendero API',
        version: options.version,
        description:
          'REST API of the Tendero shop. Errors share one body (ApiErrorBody): { statusCode, error, message, ' +
          'details? } where messages are translation keys such as validation.string.min. Amounts are Money: ' +
          'integer cents with their currency.',
      },
      servers: [{ url: '/' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute(app),
    transformObject: withComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
