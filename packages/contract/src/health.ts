import { z } from 'zod';
import { plain } from './common.ts';

export const HEALTH_SERVICES = ['database', 'mail', 'payments', 'redis'] as const;
export const HealthService = z.enum(HEALTH_SERVICES);
export type HealthService = z.infer<typeof HealthService>;

export const ServiceHealth = z
  .object({
    status: z.enum(['up', 'down']),
    /**
     * What backs the service here, e.g. `sqlite`, `postgres`, `outbox`, `smtp`, `test-provider`, `redis`,
     * `in-process` (no Redis: one process keeps its own state).
     */
    driver: z.string(),
    latencyMs: z.number().nonnegative(),
    message: z.string().optional(),
  })
  .meta({ id: 'ServiceHealth' });
export type ServiceHealth = z.infer<typeof ServiceHealth>;

export const HealthReport = z.object({
  /** `draining`: the replica is stopping (SIGTERM) and finishes what it took; send it nothing new. */
  status: z.enum(['up', 'down', 'draining']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  services: z.partialRecord(HealthService, ServiceHealth),
});
export type HealthReport = z.infer<typeof HealthReport>;

export const HealthQuery = z.object({
  /** Only the named services, comma-separated. */
  services: plain(0, 200).optional(),
});
