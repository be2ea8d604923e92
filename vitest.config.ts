import { availableParallelism } from 'node:os';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { postgresAvailable } from './apps/api/src/test/databases.ts';
import { requireSupportedNode } from './scripts/node-version.ts';
import SummaryReporter from './scripts/summary-reporter.ts';

const apiTests = ['apps/api/src/**/*.test.ts', 'demo/**/*.test.ts'];
/** The API tests may collect garbage (`global.gc`), to measure what a cache keeps on the heap. */
const apiExecArgv = ['--expose-gc'];

/**
 * Unit tests run once; the API tests run once per database. PostgreSQL is skipped with a warning
 * when it is not running locally, and is a failure under CI.
 */
export default defineConfig(async (): Promise<ViteUserConfig> => {
  requireSupportedNode("Tendero's tests");
  const withPostgres = await postgresAvailable();
  if (!withPostgres) {
    if (process.env.CI === 'true') {
      throw new Error(
        'PostgreSQL is not reachable at 127.0.0.1:5432 and CI=true: the API tests must run on it.',
      );
    }
    console.warn('PostgreSQL is not reachable: API tests run on SQLite only.');
  }
  return {
    test: {
      projects: [
        {
          extends: true as const,
          test: {
            name: 'unit',
            sequence: { groupOrder: 0 },
            include: ['packages/*/src/**/*.test.ts', 'apps/web/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: ['**/node_modules/**', '**/.next/**', '**/.next-*/**'],
            // next-intl imports `next/server` without an extension, which Node's ESM loader refuses.
            server: { deps: { inline: ['next-intl'] } },
          },
        },
        {
          extends: true as const,
          test: {
            name: 'api-sqlite',
            sequence: { groupOrder: 0 },
            include: apiTests,
            env: { TEST_DATABASE: 'sqlite' },
            execArgv: apiExecArgv,
          },
        },
        {
          extends: true as const,
          test: {
            name: 'e2e',
            sequence: { groupOrder: 0 },
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['e2e/servers.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 240_000,
          },
        },
        {
          extends: true as const,
          test: {
            name: 'cluster',
            include: ['cluster/**/*.test.ts'],
            // After every other project (group 0): it starts a dozen processes and needs the machine to
            // itself. A project without a group would run beside every group.
            sequence: { groupOrder: 1 },
            testTimeout: 240_000,
            hookTimeout: 420_000,
          },
        },
        ...(withPostgres
          ? [
              {
                extends: true as const,
                test: {
                  name: 'api-postgres',
                  sequence: { groupOrder: 0 },
                  include: apiTests,
                  env: { TEST_DATABASE: 'postgres' },
                  execArgv: apiExecArgv,
                },
              },
            ]
          : []),
      ],
      // One worker more than the cores: the API tests wait on PostgreSQL and the journeys on their
      // servers and Chromium, so a core would idle (Vitest's default is one fewer, a single worker on
      // two cores). On 2 cores the unit and API tests took 305 s with 3 workers, 501 s with 1.
      maxWorkers: availableParallelism() + 1,
      reporters: ['default', new SummaryReporter()],
      globalSetup: ['apps/api/src/test/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
});
