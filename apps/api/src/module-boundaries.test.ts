import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The rules the project's ESLint configuration breaks in `code`, as if it stood at `file` of the API. */
async function brokenInApi(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/api/src', file) });
  return (result?.messages ?? []).flatMap((message) => (message.ruleId ? [message.ruleId] : []));
}

/** The same for a file of `apps/api/src/modules`. */
function broken(file: string, code: string): Promise<string[]> {
  return brokenInApi(path.join('modules', file), code);
}

const QUERY = `import type { Db } from '../../db/database.ts';
export function products(db: Db) {
  return db.selectFrom('product').selectAll().execute();
}
`;

describe('module boundaries, as the lint of `npm test` enforces them', () => {
  it("refuses a module importing another module's repository, tables or inner files", async () => {
    for (const inner of ['repository.ts', 'listing-repository.ts', 'tables.ts', 'cards.ts']) {
      expect(await broken('cart/service.ts', `export * from '../catalog/${inner}';\n`), inner).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it("lets a module use another module's index or service, and its own files", async () => {
    expect(await broken('cart/service.ts', "export { listProducts } from '../catalog/index.ts';\n")).toEqual(
      [],
    );
    expect(await broken('cart/service.ts', "export * from '../geo/service.ts';\n")).toEqual([]);
    expect(await broken('cart/service.ts', "export * from './repository.ts';\n")).toEqual([]);
  });

  it('holds the checkout module to the same rules', async () => {
    expect(await broken('checkout/service.ts', "export * from '../payments/repository.ts';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await broken('checkout/service.ts', "export * from '../payments/index.ts';\n")).toEqual([]);
    expect(await broken('checkout/place-order.ts', "export * from '../cart/work-out.ts';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await broken('checkout/place-order.ts', QUERY)).toEqual(['no-restricted-syntax']);
  });

  it('keeps the modules the checkout uses from importing it', async () => {
    const modules = path.join(root, 'apps/api/src/modules');
    for (const module of ['cart', 'orders', 'payments', 'account', 'carriers', 'geo']) {
      for (const file of await readdir(path.join(modules, module), { withFileTypes: true })) {
        if (!file.isFile()) continue;
        const code = await readFile(path.join(modules, module, file.name), 'utf8');
        expect(code, `${module}/${file.name}`).not.toMatch(/['"]\.\.\/checkout\//);
      }
    }
  });

  it('keeps queries in repository files', async () => {
    expect(await broken('cart/service.ts', QUERY)).toEqual(['no-restricted-syntax']);
    expect(await broken('cart/routes.ts', QUERY)).toEqual(['no-restricted-syntax']);
    expect(await broken('cart/repository.ts', QUERY)).toEqual([]);
    expect(await broken('cart/line-repository.ts', QUERY)).toEqual([]);
  });

  it('keeps the demo shop out of the API, except for its tests', async () => {
    const demo = (up: string) => `export { seedCarriers } from '${up}demo/carriers.ts';\n`;
    expect(await broken('cart/service.ts', demo('../../../../../'))).toEqual(['no-restricted-imports']);
    expect(await brokenInApi('boot.ts', demo('../../../'))).toEqual(['no-restricted-imports']);
    expect(await brokenInApi('db/migrate-cli.ts', demo('../../../../'))).toEqual(['no-restricted-imports']);
    expect(await brokenInApi('boot.ts', "export * from '@tendero/demo/carriers.ts';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await broken('cart/routes.test.ts', demo('../../../../../'))).toEqual([]);
    expect(await brokenInApi('test/app.ts', demo('../../../../'))).toEqual([]);
  });
});
