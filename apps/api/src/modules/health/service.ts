import nodemailer from 'nodemailer';
import type { HealthReport, HealthService, ServiceHealth } from '@tendero/contract';
import type { Config } from '../../config.ts';
import { type DatabaseHandle, ping } from '../../db/database.ts';
import type { SharedState } from '../../lib/shared-state.ts';

const CHECK_TIMEOUT_MS = 3000;
const startedAt = Date.now();

export interface HealthDeps {
  config: Config;
  database: DatabaseHandle;
  sharedState: SharedState | undefined;
  /** Set from SIGTERM until the replica closes (server.ts). */
  draining?: boolean;
}

type Check = (deps: HealthDeps) => Promise<{ driver: string; probe: () => Promise<void> }>;

const checks: Record<HealthService, Check> = {
  database: async ({ database }) => ({ driver: database.dialect, probe: () => ping(database.db) }),
  // Without SMTP the mail goes to the outbox table, so mail is as healthy as the database.
  mail: async ({ config, database }) =>
    config.mail.smtpUrl
      ? { driver: 'smtp', probe: verifySmtp(config.mail.smtpUrl) }
      : { driver: 'outbox', probe: () => ping(database.db) },
  payments: async ({ config }) =>
    config.stripe.secretKey
      ? { driver: 'stripe', probe: reachStripe(config.stripe.secretKey) }
      : { driver: 'test-provider', probe: async () => undefined },
  redis: async ({ sharedState }) =>
    sharedState
      ? {
          driver: 'redis',
          probe: async () => {
            await sharedState.redis.ping();
          },
        }
      : { driver: 'in-process', probe: async () => undefined },
};

function verifySmtp(url: string) {
  return async () => {
    const transport = nodemailer.createTransport(url);
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
  };
}

function reachStripe(secretKey: string) {
  return async () => {
    const response = await fetch('https://api.stripe.com/v1/balance', {
      headers: { authorization: `Bearer ${secretKey}` },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Stripe answered ${response.status}`);
  };
}

function withTimeout(probe: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

/** Probes one service for real and says how long it took. */
export async function checkService(deps: HealthDeps, service: HealthService): Promise<ServiceHealth> {
  const { driver, probe } = await checks[service](deps);
  const started = performance.now();
  try {
    await withTimeout(probe());
    return { status: 'up', driver, latencyMs: elapsed(started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'down', driver, latencyMs: elapsed(started), message };
  }
}

/**
 * The whole report; the shop is down when its database is (the other services degrade features), and
 * draining from SIGTERM on, so a load balancer sends it nothing new.
 */
export async function checkHealth(
  deps: HealthDeps,
  services: readonly HealthService[],
): Promise<HealthReport> {
  const results = await Promise.all(
    services.map(async (service) => [service, await checkService(deps, service)] as const),
  );
  const report = Object.fromEntries(results) as HealthReport['services'];
  const databaseDown = report.database?.status === 'down';
  return {
    status: databaseDown ? 'down' : deps.draining ? 'draining' : 'up',
    version: process.env.npm_package_version ?? '0.1.0',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    services: report,
  };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
