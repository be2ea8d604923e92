import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { prepareDatabase } from '../../boot.ts';
import { createTestDatabase } from '../../test/databases.ts';
import { testConfig, useTestApp } from '../../test/app.ts';

describe('health routes', () => {
  const ctx = useTestApp();

  it('reports every service up with its driver', async () => {
    const response = await ctx.app.inject({ url: '/v1/healthcheck' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('up');
    expect(Object.keys(body.services).sort()).toEqual(['database', 'mail', 'payments', 'redis']);
    expect(body.services.database.driver).toBe(
      process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite',
    );
    expect(body.services.mail.driver).toBe('outbox');
    expect(body.services.payments.driver).toBe('test-provider');
  });

  it('answers 503 draining from SIGTERM on, so a load balancer sends the replica nothing new', async () => {
    ctx.app.draining = true;
    try {
      const response = await ctx.app.inject({ url: '/v1/healthcheck' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'draining', services: { database: { status: 'up' } } });
    } finally {
      ctx.app.draining = false;
    }
    expect((await ctx.app.inject({ url: '/v1/healthcheck' })).statusCode).toBe(200);
  });

  it('reports Redis as in-process without REDIS_URL', async () => {
    const response = await ctx.app.inject({ url: '/v1/healthcheck/redis' });
    expect(response.json()).toMatchObject({ status: 'up', driver: 'in-process' });
  });

  it('checks only the services asked for, and refuses unknown ones', async () => {
    const some = await ctx.app.inject({ url: '/v1/healthcheck?services=database,mail' });
    expect(Object.keys(some.json().services).sort()).toEqual(['database', 'mail']);
    const bad = await ctx.app.inject({ url: '/v1/healthcheck?services=database,coffee' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({
      path: 'query.services.1',
      message: 'validation.enum.invalid',
    });
  });

  it('reports one service, and 404 for an unknown one', async () => {
    const response = await ctx.app.inject({ url: '/v1/healthcheck/database' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('up');
    const unknown = await ctx.app.inject({ url: '/v1/healthcheck/coffee' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('error.health.unknownService');
  });

  it('reports mail down when the SMTP server does not answer', async () => {
    const { database, drop } = await createTestDatabase();
    const config = testConfig(database, { SMTP_URL: 'smtp://127.0.0.1:1' });
    const handle = await prepareDatabase(config);
    const app = await buildApp({ config, database: handle, logger: false });
    try {
      const response = await app.inject({ url: '/v1/healthcheck/mail' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'down', driver: 'smtp' });
      expect((await app.inject({ url: '/v1/healthcheck' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.destroy();
      await drop();
    }
  });

  it('answers 503 when the database is unreachable', async () => {
    const { database, drop } = await createTestDatabase();
    const config = testConfig(database);
    const handle = await prepareDatabase(config);
    const app = await buildApp({ config, database: handle, logger: false });
    try {
      await handle.destroy();
      const response = await app.inject({ url: '/v1/healthcheck' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'down', services: { database: { status: 'down' } } });
    } finally {
      await app.close();
      await drop();
    }
  });
});
