import { describe, expect, it } from 'vitest';
import { HEALTH_SERVICES, HealthQuery, HealthReport, HealthService } from './health.ts';
import { chars, failure, success } from './test-support.ts';

const up = { status: 'up', driver: 'sqlite', latencyMs: 1.5 };

describe('HealthReport', () => {
  it('accepts a report naming some services', () => {
    const report = { status: 'up', version: '0.1.0', uptimeSeconds: 12, services: { database: up } };
    expect(success(HealthReport, report)).toEqual(report);
  });

  it('rejects an unknown service, a bad status and a negative latency', () => {
    const report = {
      status: 'degraded',
      version: '0.1.0',
      uptimeSeconds: 1,
      services: { database: { ...up, latencyMs: -1 } },
    };
    expect(failure(HealthReport, report)).toEqual([
      { path: 'status', message: 'validation.enum.invalid', params: { options: ['up', 'down', 'draining'] } },
      { path: 'services.database.latencyMs', message: 'validation.number.min', params: { minimum: 0 } },
    ]);
  });

  it('lists database, mail, payments and redis', () => {
    expect(HEALTH_SERVICES).toEqual(['database', 'mail', 'payments', 'redis']);
    expect(failure(HealthService, 'cache')[0]?.message).toBe('validation.enum.invalid');
  });
});

describe('HealthQuery', () => {
  it('takes an optional services string up to 200 characters', () => {
    expect(success(HealthQuery, {})).toEqual({});
    expect(success(HealthQuery, { services: 'database,mail' })).toEqual({ services: 'database,mail' });
    expect(failure(HealthQuery, { services: chars(201) })).toEqual([
      { path: 'services', message: 'validation.string.max', params: { maximum: 200 } },
    ]);
  });
});
