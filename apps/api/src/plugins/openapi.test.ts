/**
 * The OpenAPI document as the tools of the field read it: Redocly's recommended rules (with
 * apps/api/redocly.yaml) find nothing, openapi-typescript turns it into types that compile, and the
 * security each operation declares is what the API does with an anonymous request. A new route that
 * breaks any of it fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, AUTH_ERRORS } from '@tendero/contract';
import { randomIp, SHOP_ORIGIN } from '../modules/auth/test-support.ts';
import { useTestApp } from '../test/app.ts';

const REDOCLY_CONFIG = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, url, operation })),
  );
}

describe('the OpenAPI document', () => {
  const test = useTestApp();
  const read = async () => (await test.app.inject({ url: '/v1/openapi.json' })).json<Document>();

  it("keeps Redocly's recommended rules", async () => {
    const source = (await test.app.inject({ url: '/v1/openapi.json' })).body;
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it('names the shared shapes, each operation, and what every answer means', async () => {
    const document = await read();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(90);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Money', 'ProductCard', 'Address', 'Cart', 'OrderDetail', 'ApiErrorBody']),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]+$/);
    const byId = Object.fromEntries(operations.map((entry) => [entry.operation.operationId, entry]));
    expect(byId.getCart).toMatchObject({ method: 'get', url: '/v1/cart' });
    expect(byId.addCartLine).toMatchObject({ method: 'patch', url: '/v1/cart' });
    expect(byId.listMyOrders).toMatchObject({ method: 'get', url: '/v1/me/orders' });
    const descriptions = operations.flatMap(({ operation }) =>
      Object.values(operation.responses).map((response) => response.description),
    );
    expect(descriptions).not.toContain('Default Response');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'customerSession',
      'customerToken',
      'operatorSession',
    ]);
  });

  // Compiling the generated types takes a few seconds of a busy machine.
  it('turns into TypeScript types with openapi-typescript', { timeout: 60_000 }, async () => {
    const document = await read();
    const types = astToString(await openapiTS(JSON.stringify(document), { silent: true }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-openapi-'));
    try {
      fs.writeFileSync(path.join(dir, 'api.ts'), types);
      // Uses of the types as a client would write them: they compile only if the types are there.
      fs.writeFileSync(
        path.join(dir, 'use.ts'),
        [
          "import type { components, operations, paths } from './api';",
          "type CartAnswer = paths['/v1/cart']['get']['responses'][200]['content']['application/json'];",
          "export const money: components['schemas']['Money'] = { amount: 1999, currency: 'EUR' };",
          "export const total: CartAnswer['totals'] extends object ? true : false = true;",
          "export type AddLine = operations['addCartLine']['requestBody'];",
          "export type Menu = components['schemas']['MenuCategory']['children'][number]['children'];",
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares as security what the API asks of an anonymous request', async () => {
    const document = await read();
    const mismatches: string[] = [];
    for (const { method, url, operation } of operationsOf(document)) {
      const schemes = (operation.security ?? []).map((requirement) => Object.keys(requirement).join('+'));
      const expected = schemes.includes('')
        ? null
        : schemes.includes('operatorSession')
          ? ADMIN_ERRORS.required
          : schemes.includes('customerSession')
            ? AUTH_ERRORS.required
            : null;
      const response = await test.app.inject({
        method: method.toUpperCase() as 'GET',
        url: url.replace(/\{\w+\}/g, 'x'),
        remoteAddress: randomIp(),
        headers: { origin: SHOP_ORIGIN },
      });
      const refused = response.statusCode === 401 ? String(response.json().message) : null;
      const asSignIn = refused === AUTH_ERRORS.required || refused === ADMIN_ERRORS.required ? refused : null;
      if (asSignIn !== expected)
        mismatches.push(
          `${method} ${url}: declares ${JSON.stringify(operation.security)}, answers ${response.statusCode} ${refused}`,
        );
    }
    expect(mismatches).toEqual([]);
  });
});
