import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LOCALES } from '@tendero/contract';

const LOCALE_HEADER = {
  type: 'string',
  description: `Shop language: ${LOCALES.join(', ')}; missing or 'default' means en, 'se' means sv.`,
  maxLength: 15,
};

type Transform = typeof jsonSchemaTransform;

/** Adds the `x-locale` header every route reads to each documented operation. */
const withLocaleHeader: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const headers = (schema.headers as { properties?: Record<string, unknown> } | undefined) ?? {};
  // A wildcard route (`/v1/catalog/*`) is documented with a named path parameter.
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const wildcard = params?.properties?.['*'];
  if (params?.properties && wildcard) {
    const { '*': _, ...rest } = params.properties;
    params.properties = { ...rest, path: { ...(wildcard as object), description: 'A localised shop path' } };
    params.required = (params.required ?? []).map((name) => (name === '*' ? 'path' : name));
    transformed.url = transformed.url.replace('*', ':path');
  }
  schema.headers = {
    type: 'object',
    ...headers,
    properties: { ...headers.properties, 'x-locale': LOCALE_HEADER },
  };
  return transformed;
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
          'REST API of the Tendero shop. Errors share one body: { statusCode, error, message, details? } ' +
          'where messages are translation keys such as validation.string.min.',
      },
      servers: [{ url: '/' }],
    },
    transform: withLocaleHeader,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
