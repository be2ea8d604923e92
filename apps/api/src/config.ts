import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOCALES, isLocale, type Locale } from '@tendero/contract';

/** The repository root (the folder whose package.json has workspaces): relative paths start here. */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object))
      return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const DEVELOPMENT_SECRET = 'tendero-development-secret-do-not-use-in-production';

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number 0-65535' })
    .int('must be a port number 0-65535')
    .min(0, 'must be a port number 0-65535')
    .max(65535, 'must be a port number 0-65535')
    .default(fallback);

const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const shopDomains = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    const domains: Partial<Record<Locale, string>> = {};
    if (!value) return domains;
    for (const entry of value.split(',')) {
      const [locale = '', host = ''] = entry.split('=').map((part) => part.trim().toLowerCase());
      if (!isLocale(locale) || !/^[a-z0-9.-]+(:\d+)?$/.test(host)) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a comma-separated list of locale=host (locales: ${LOCALES.join(', ')}), got '${entry}'`,
        });
        return z.NEVER;
      }
      domains[locale] = host;
    }
    return domains;
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('sqlite:data/tendero.db')
      .refine((value) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(value), {
        message: "must be 'sqlite:<path>' or 'postgres://user@host:port/database'",
      }),
    API_HOST: z.string().trim().min(1).default('127.0.0.1'),
    API_PORT: port(4000),
    PORT: port(3000),
    API_INTERNAL_URL: z.url({ error: 'must be a URL such as http://127.0.0.1:4000' }).optional(),
    PUBLIC_ORIGINS: z
      .string()
      .default('http://localhost:3000,http://127.0.0.1:3000')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins (https://shop.example)' }))),
    SHOP_DOMAINS: shopDomains,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEVELOPMENT_SECRET),
    STRIPE_SECRET_KEY: optionalSecret.pipe(z.string().startsWith('sk_', "must start with 'sk_'").optional()),
    STRIPE_WEBHOOK_SECRET: optionalSecret.pipe(
      z.string().startsWith('whsec_', "must start with 'whsec_'").optional(),
    ),
    SMTP_URL: optionalSecret.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be smtp://user:pass@host:port or smtps://…')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Tendero <shop@tendero.localhost>'),
    TURNSTILE_SECRET: optionalSecret,
    SENTRY_DSN: optionalSecret.pipe(z.url({ error: 'must be a Sentry DSN URL' }).optional()),
    MEDIA_DIR: z.string().trim().min(1).default('data/media'),
    CATALOG_CACHE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds, 0 to turn the cache off' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 or more')
      .max(3600, 'must be at most 3600')
      .default(10),
    ACCESS_TOKEN_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(86_400, 'must be at most 86400 (one day)')
      .default(3600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEVELOPMENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set to your own secret in production (the development secret is public)',
      });
    }
  });

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  api: { host: string; port: number; internalUrl: string };
  webPort: number;
  publicOrigins: string[];
  shopDomains: Partial<Record<Locale, string>>;
  sessionSecret: string;
  /** Lifetime of an access token (JWT) in seconds; refresh tokens renew it. */
  accessTokenSeconds: number;
  stripe: { secretKey?: string; webhookSecret?: string };
  mail: { smtpUrl?: string; from: string };
  turnstileSecret?: string;
  sentryDsn?: string;
  logLevel: string;
  /** Where product and page pictures are stored; served under /v1/media/. */
  mediaDir: string;
  /** Seconds a catalogue answer is served from memory; 0 turns the cache off. */
  catalogCacheSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into a typed config; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const got = env[name];
        return `${name}: ${issue.message}${got === undefined ? '' : ` (got '${got}')`}`;
      }),
    );
  }
  const value = parsed.data;
  const database = value.DATABASE_URL.startsWith('sqlite:')
    ? { dialect: 'sqlite' as const, file: sqliteFile(value.DATABASE_URL.slice('sqlite:'.length)) }
    : { dialect: 'postgres' as const, url: value.DATABASE_URL };
  return {
    env: value.NODE_ENV,
    database,
    api: {
      host: value.API_HOST,
      port: value.API_PORT,
      internalUrl: value.API_INTERNAL_URL ?? `http://127.0.0.1:${value.API_PORT}`,
    },
    webPort: value.PORT,
    publicOrigins: value.PUBLIC_ORIGINS,
    shopDomains: value.SHOP_DOMAINS,
    sessionSecret: value.SESSION_SECRET,
    accessTokenSeconds: value.ACCESS_TOKEN_SECONDS,
    stripe: { secretKey: value.STRIPE_SECRET_KEY, webhookSecret: value.STRIPE_WEBHOOK_SECRET },
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM },
    turnstileSecret: value.TURNSTILE_SECRET,
    sentryDsn: value.SENTRY_DSN,
    logLevel: value.LOG_LEVEL,
    catalogCacheSeconds: value.CATALOG_CACHE_SECONDS,
    mediaDir: path.isAbsolute(value.MEDIA_DIR) ? value.MEDIA_DIR : path.resolve(REPO_ROOT, value.MEDIA_DIR),
  };
}

function sqliteFile(location: string): string {
  if (location === ':memory:') return location;
  const file = location.startsWith('//') ? location.slice(2) : location;
  return path.isAbsolute(file) ? file : path.resolve(REPO_ROOT, file);
}

/** For entry points: the config, or the list of problems on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
