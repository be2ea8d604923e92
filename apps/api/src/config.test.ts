import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRET, REPO_ROOT, loadConfig } from './config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('config', () => {
  it('works with no variables at all: SQLite under data/, API on 4000', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(REPO_ROOT, 'data/tendero.db') });
    expect(config.api).toEqual({ host: '127.0.0.1', port: 4000, internalUrl: 'http://127.0.0.1:4000' });
    expect(config.webPort).toBe(3000);
    expect(config.sessionSecret).toBe(DEVELOPMENT_SECRET);
    expect(config.publicOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('reads DATABASE_URL for both databases, absolute or relative SQLite paths', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.db',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:other.db' }).database).toEqual({
      dialect: 'sqlite',
      file: path.join(REPO_ROOT, 'other.db'),
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/shop',
    });
  });

  it('reads API_PORT and SHOP_DOMAINS', () => {
    const config = loadConfig({ API_PORT: '4555', SHOP_DOMAINS: 'de=Tendero.de, el=tendero.gr' });
    expect(config.api.port).toBe(4555);
    expect(config.api.internalUrl).toBe('http://127.0.0.1:4555');
    expect(config.shopDomains).toEqual({ de: 'tendero.de', el: 'tendero.gr' });
  });

  it('names every bad variable with a clear message and the value given', () => {
    const found = problems({
      API_PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SHOP_DOMAINS: 'xx=tendero.xx',
      SMTP_URL: 'mail.example',
      STRIPE_SECRET_KEY: 'pk_test_1',
      SESSION_SECRET: 'short',
    });
    expect(found).toHaveLength(6);
    expect(found.find((problem) => problem.startsWith('API_PORT'))).toBe(
      "API_PORT: must be a port number 0-65535 (got 'abc')",
    );
    expect(found.find((problem) => problem.startsWith('DATABASE_URL'))).toContain("'sqlite:<path>'");
    expect(found.find((problem) => problem.startsWith('SHOP_DOMAINS'))).toContain('locale=host');
    expect(found.find((problem) => problem.startsWith('SESSION_SECRET'))).toContain('at least 32 characters');
  });

  it('refuses to start in production with the development secret', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: must be set to your own secret in production (the development secret is public)',
    ]);
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40) })).toEqual([]);
  });

  it('reads ACCESS_TOKEN_SECONDS (default 3600) and refuses a bad one', () => {
    expect(loadConfig({}).accessTokenSeconds).toBe(3600);
    expect(loadConfig({ ACCESS_TOKEN_SECONDS: '5' }).accessTokenSeconds).toBe(5);
    expect(problems({ ACCESS_TOKEN_SECONDS: '0' })).toEqual([
      "ACCESS_TOKEN_SECONDS: must be at least 1 (got '0')",
    ]);
    expect(problems({ ACCESS_TOKEN_SECONDS: '1.5' })).toEqual([
      "ACCESS_TOKEN_SECONDS: must be a whole number of seconds (got '1.5')",
    ]);
    expect(problems({ ACCESS_TOKEN_SECONDS: 'soon' })).toEqual([
      "ACCESS_TOKEN_SECONDS: must be a number of seconds (got 'soon')",
    ]);
  });
});
