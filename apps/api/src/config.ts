import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile as compileTrust } from '@fastify/proxy-addr';
import { z } from 'zod';
import {
  DEFAULT_SHOP_TIME_ZONE,
  WITHDRAWAL_DAYS,
  LOCALES,
  checkVatId,
  isLocale,
  isTimeZone,
  type Locale,
} from '@tendero/contract';
import { publicOrigins } from '@tendero/contract/shop-domains';

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

/** JSON bodies above this size are refused with 413: no shop form comes close. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export const DEVELOPMENT_SECRET = 'tendero-development-secret-do-not-use-in-production';
/** The carrier webhook's secret outside production when none is set: `npm run carrier` signs with it too. */
export const DEVELOPMENT_CARRIER_SECRET = 'tendero-development-carrier-secret';

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

/** The seller's own VAT id (any country `checkVatId` knows), normalised. */
const shopVatId = optionalSecret.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const result = checkVatId(value);
  if (result.valid) return result.vatId;
  ctx.addIssue({
    code: 'custom',
    message: `must be a valid VAT id with its country prefix, e.g. DE136695976 (${result.problem})`,
  });
  return z.NEVER;
});

/**
 * The addresses whose X-Forwarded-For the API believes: a list of IPs, CIDR ranges and the names
 * loopback, linklocal, uniquelocal; `none` trusts no one (the API faces the internet itself).
 */
const trustedProxies = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx) => {
    if (value === 'none') return [];
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      compileTrust(entries);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message:
          "must be a comma-separated list of addresses, CIDR ranges, 'loopback', 'linklocal', 'uniquelocal', or 'none'",
      });
      return z.NEVER;
    }
    return entries;
  });

const shopText = (fallback: string, max: number) => z.string().trim().min(2).max(max).default(fallback);

/**
 * The demo shop's VAT id and tax number (`npm start`, development only): fictional, but of the right
 * form (the VAT id's check digit holds), so its invoices look as a real shop's must. Production has no
 * default: it refuses to start without SHOP_VAT_ID.
 */
export const DEMO_SHOP_VAT_ID = 'DE999999995';
export const DEMO_SHOP_TAX_NUMBER = '37/999/99999';

/**
 * The seller (docs/selling-rules.md#the-seller): the demo defaults are fictional; a real shop sets its own.
 * The VAT id (SHOP_VAT_ID, read by `shopVatId` above) and the tax number (SHOP_TAX_NUMBER) have a default in
 * development only.
 */
const SHOP_ENV = {
  SHOP_NAME: shopText('Tendero Demo GmbH', 128),
  SHOP_ADDRESS: shopText('Beispielstraße 12, 10115 Berlin', 256),
  SHOP_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE')
    .default('DE'),
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).default('shop@tendero.localhost'),
  SHOP_PHONE: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9 ()/-]{5,24}$/, 'must be a phone number in international format, e.g. +49 30 1234567')
    .default('+49 30 23125 000'),
  SHOP_REGISTER: shopText('Amtsgericht Charlottenburg, HRB 999999 B', 128),
  SHOP_REPRESENTATIVE: shopText('Erika Mustermann', 128),
  SHOP_TAX_NUMBER: optionalSecret.pipe(
    z
      .string()
      .min(5, 'must be the tax number your tax office gave, e.g. 37/123/45678')
      .max(32, 'must be at most 32 characters')
      .optional(),
  ),
  // Every time of day the shop shows (pages, mails, documents) is written in this zone, named.
  SHOP_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_SHOP_TIME_ZONE)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Berlin' }),
  // The return window in days from the delivery of an order's last parcel: never under the 14 days of
  // the statutory withdrawal period. The shop pages, the home page, the checkout and the mails say it.
  RETURN_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(WITHDRAWAL_DAYS, `must be at least ${WITHDRAWAL_DAYS}: the statutory withdrawal period`)
    .max(365, 'must be at most 365')
    .default(30),
  // Days after a parcel's delivery before its products' review invitations are mailed: time to use them.
  REVIEW_INVITATION_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(0, 'must be 0 or more')
    .max(60, 'must be at most 60: an invitation expires 90 days after it is made')
    .default(3),
};

// Loyalty points (docs/flows.md#loyalty-points): what a euro paid earns, how long available points last,
// what a euro of voucher costs, and the fewest points one conversion takes.
const POINTS_ENV = {
  POINTS_PER_EURO: z.coerce
    .number()
    .int('must be a whole number of points')
    .min(0, 'must be 0 (no points) or more')
    .max(1000, 'must be at most 1000')
    .default(1),
  POINTS_EXPIRE_MONTHS: z.coerce
    .number()
    .int('must be a whole number of months')
    .min(1, 'must be at least 1')
    .max(120, 'must be at most 120')
    .default(24),
  POINTS_PER_VOUCHER_EURO: z.coerce
    .number()
    .int('must be a whole number of points')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(100),
  POINTS_MINIMUM_CONVERSION: z.coerce
    .number()
    .int('must be a whole number of points')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(500),
};

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
    TRUSTED_PROXIES: trustedProxies,
    API_INTERNAL_URL: z.url({ error: 'must be a URL such as http://127.0.0.1:4000' }).optional(),
    // Without it, the storefront's own origins on PORT (see loadConfig).
    PUBLIC_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins (https://shop.example)' }))),
    SHOP_DOMAINS: shopDomains,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEVELOPMENT_SECRET),
    STRIPE_SECRET_KEY: optionalSecret.pipe(z.string().startsWith('sk_', "must start with 'sk_'").optional()),
    STRIPE_PUBLISHABLE_KEY: optionalSecret.pipe(
      z.string().startsWith('pk_', "must start with 'pk_'").optional(),
    ),
    // Another Stripe API host, for a local fake of its endpoints (tests); empty: api.stripe.com.
    STRIPE_API_URL: optionalSecret.pipe(
      z.url({ error: 'must be a URL such as http://127.0.0.1:12111' }).optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalSecret.pipe(
      z.string().startsWith('whsec_', "must start with 'whsec_'").optional(),
    ),
    CARRIER_WEBHOOK_SECRET: optionalSecret.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    SMTP_URL: optionalSecret.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be smtp://user:pass@host:port or smtps://…')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Tendero <shop@tendero.localhost>'),
    TURNSTILE_SECRET: optionalSecret,
    VIES_URL: optionalSecret.pipe(
      z
        .url({
          error:
            'must be the VIES REST API base URL, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api',
        })
        .optional(),
    ),
    VIES_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(60_000, 'must be at most 60000')
      .default(8000),
    SHOP_VAT_ID: shopVatId,
    SENTRY_DSN: optionalSecret.pipe(z.url({ error: 'must be a Sentry DSN URL' }).optional()),
    MEDIA_DIR: z.string().trim().min(1).default('data/media'),
    RETURN_PHOTO_DIR: z.string().trim().min(1).default('data/return-photos'),
    // Where pictures and return photos are kept (docs/operations.md#running-on-more-than-one-machine).
    FILE_STORE: z
      .enum(['local', 's3'], {
        error: "must be 'local' (the folders MEDIA_DIR and RETURN_PHOTO_DIR) or 's3' (the bucket S3_BUCKET)",
      })
      .default('local'),
    // Another S3-compatible service (MinIO, Ceph, R2…) or a local fake; empty: AWS S3 of S3_REGION.
    S3_ENDPOINT: optionalSecret.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be the URL of an S3-compatible service, e.g. http://127.0.0.1:9000',
        })
        .optional(),
    ),
    S3_REGION: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,32}$/, 'must be a region name such as eu-central-1')
      .default('us-east-1'),
    S3_BUCKET: optionalSecret.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalSecret,
    S3_SECRET_ACCESS_KEY: optionalSecret,
    // Empty: path-style (`<endpoint>/<bucket>/<key>`) with S3_ENDPOINT, virtual-hosted on AWS.
    S3_FORCE_PATH_STYLE: optionalSecret.pipe(
      z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
    ),
    CATALOGUE_IMPORT_PICTURES_DIR: optionalSecret,
    CATALOGUE_IMPORT_PICTURE_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(\*|[a-z0-9.-]+|\[[0-9a-f:.]+\])$/,
              'must be a comma-separated list of host names, or *',
            ),
        ),
      ),
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
    WORKERS: z
      .enum(['on', 'off'], {
        error: "must be 'on' (the API runs the workers) or 'off' (npm run worker does)",
      })
      .default('on'),
    // Shared state of several replicas (docs/operations.md#running-on-more-than-one-machine); empty: in-process.
    REDIS_URL: optionalSecret.pipe(
      z
        .string()
        .regex(/^rediss?:\/\/.+/, 'must be redis://host:port[/db] or rediss://…')
        .optional(),
    ),
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,64}$/, 'must be letters, digits and . : _ - (at most 64)')
      .default('tendero:'),
    DRAIN_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 or more')
      .max(120, 'must be at most 120')
      .default(0),
    RATE_LIMIT_FACTOR: z.coerce
      .number({ error: 'must be a whole number, the factor of every per-address rate limit' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(1),
    EVENT_MAX_ATTEMPTS: z.coerce
      .number({ error: 'must be a number of attempts' })
      .int('must be a whole number of attempts')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...SHOP_ENV,
    ...POINTS_ENV,
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set when STRIPE_SECRET_KEY is (the payment form and webhooks need it)',
          });
      }
    }
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEVELOPMENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set to your own secret in production (the development secret is public)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SHOP_VAT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_VAT_ID'],
        message:
          "must be set in production: every invoice names the seller's VAT id (VAT Directive Art. 226), e.g. DE136695976",
      });
    }
    if (env.FILE_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'must be set when FILE_STORE=s3: the bucket pictures and return photos are kept in',
      });
    }
    for (const [name, other] of [
      ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
    ] as const) {
      if (!env[name] && env[other]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${other} (both empty: the AWS SDK's own credentials, e.g. an instance role)`,
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.CARRIER_WEBHOOK_SECRET === DEVELOPMENT_CARRIER_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARRIER_WEBHOOK_SECRET'],
        message: 'must be your own secret in production (the development secret is public)',
      });
    }
  });

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  api: { host: string; port: number; internalUrl: string };
  /**
   * Who may name the client's address in X-Forwarded-For: the storefront's pass-through (loopback by
   * default) and any load balancer in front of the API. Rate limits count the address found this way.
   */
  trustedProxies: string[];
  webPort: number;
  publicOrigins: string[];
  shopDomains: Partial<Record<Locale, string>>;
  sessionSecret: string;
  /** Lifetime of an access token (JWT) in seconds; refresh tokens renew it. */
  accessTokenSeconds: number;
  /** Stripe when secretKey is set (with the other two); the offline test provider otherwise. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  mail: { smtpUrl?: string; from: string };
  /**
   * The secret carriers sign their events with (`POST /v1/sending/carrier-events`); outside production a
   * public development secret when unset, in production unset means every carrier event is refused.
   */
  carrierWebhookSecret?: string;
  /** Whether the API process runs the workers (events, mail delivery); off, `npm run worker` does. */
  workers: { inProcess: boolean };
  /** Attempts before an event whose handler keeps failing is given up (kept as `failed`). */
  events: { maxAttempts: number };
  /**
   * Every per-address rate limit is multiplied by this: many customers behind one address (a company
   * or campus network, the browser journeys' one loopback address) need more than one person does.
   */
  rateLimitFactor: number;
  /**
   * Redis for what replicas share: rate limits and the news of catalogue changes. Unset, both stay in
   * this process, as a single shop needs. `prefix` begins every key and channel.
   */
  redis?: { url: string; prefix: string };
  /**
   * Seconds between SIGTERM and closing: the health check answers 503 meanwhile, so a load balancer
   * takes this replica out before it stops taking requests (0: close at once, as one process does).
   */
  drainSeconds: number;
  turnstileSecret?: string;
  /** VAT id checks against VIES (`url` unset: format and check digit only). */
  vies: { url?: string; timeoutMs: number };
  /**
   * The seller's VAT id, normalised. An EU (or XI) one asks VIES as the requester, and VIES then
   * answers with a consultation number.
   */
  shopVatId?: string;
  sentryDsn?: string;
  logLevel: string;
  /** Where product and page pictures are stored; served under /v1/media/. */
  mediaDir: string;
  /**
   * Where the photos customers attach to returns are stored: personal data, never served under
   * /v1/media/ (docs/operations.md#return-photos).
   */
  returnPhotoDir: string;
  /**
   * The S3-compatible bucket that keeps pictures (under `media/`) and return photos (under
   * `return-photos/`) instead of the two folders, so every replica reads them (`FILE_STORE=s3`).
   * `credentials` unset: the AWS SDK finds its own (its environment variables, an instance role).
   */
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  /**
   * Where a catalogue import's `pictures` may name files (none: only URLs), and the hosts it may
   * download pictures from (`*` any; none: no downloads); docs/operations.md#importing-and-exporting.
   */
  catalogueImport: { picturesDir?: string; pictureHosts: string[] };
  /** Seconds a catalogue answer is served from memory; 0 turns the cache off. */
  catalogCacheSeconds: number;
  /** The seller: named on the imprint and the other legal pages, the footer and documents. */
  shop: {
    name: string;
    address: string;
    country: string;
    email: string;
    phone: string;
    register: string;
    representative: string;
    /** The tax number the tax office gave (invoices name it beside the VAT id), if set. */
    taxNumber?: string;
    /** IANA time zone every time of day is shown in (`SHOP_TIME_ZONE`). */
    timeZone: string;
    /** Days to return items after the last parcel's delivery (`RETURN_DAYS`, at least 14). */
    returnDays: number;
    /** Days from a parcel's delivery to its review invitations' mail (`REVIEW_INVITATION_DAYS`). */
    reviewInvitationDays: number;
  };
  /** Loyalty points (docs/flows.md#loyalty-points). */
  points: {
    /** Points per whole euro paid for items (`POINTS_PER_EURO`). */
    perEuro: number;
    /** Months available points last (`POINTS_EXPIRE_MONTHS`). */
    expireMonths: number;
    /** Points one euro of voucher costs (`POINTS_PER_VOUCHER_EURO`); conversions take whole multiples. */
    perVoucherEuro: number;
    /** The fewest points one conversion takes (`POINTS_MINIMUM_CONVERSION`). */
    minimumConversion: number;
  };
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
    trustedProxies: value.TRUSTED_PROXIES,
    webPort: value.PORT,
    // The storefront reads the same rule for its canonical and hreflang URLs.
    publicOrigins: publicOrigins(value.PUBLIC_ORIGINS.join(','), value.PORT),
    shopDomains: value.SHOP_DOMAINS,
    sessionSecret: value.SESSION_SECRET,
    accessTokenSeconds: value.ACCESS_TOKEN_SECONDS,
    stripe: {
      secretKey: value.STRIPE_SECRET_KEY,
      publishableKey: value.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: value.STRIPE_WEBHOOK_SECRET,
      apiUrl: value.STRIPE_API_URL,
    },
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM },
    carrierWebhookSecret:
      value.CARRIER_WEBHOOK_SECRET ??
      (value.NODE_ENV === 'production' ? undefined : DEVELOPMENT_CARRIER_SECRET),
    workers: { inProcess: value.WORKERS === 'on' },
    events: { maxAttempts: value.EVENT_MAX_ATTEMPTS },
    rateLimitFactor: value.RATE_LIMIT_FACTOR,
    redis: value.REDIS_URL ? { url: value.REDIS_URL, prefix: value.REDIS_PREFIX } : undefined,
    drainSeconds: value.DRAIN_SECONDS,
    turnstileSecret: value.TURNSTILE_SECRET,
    vies: { url: value.VIES_URL?.replace(/\/+$/, ''), timeoutMs: value.VIES_TIMEOUT_MS },
    shopVatId: value.SHOP_VAT_ID ?? (value.NODE_ENV === 'development' ? DEMO_SHOP_VAT_ID : undefined),
    sentryDsn: value.SENTRY_DSN,
    logLevel: value.LOG_LEVEL,
    catalogCacheSeconds: value.CATALOG_CACHE_SECONDS,
    mediaDir: repoPath(value.MEDIA_DIR),
    returnPhotoDir: repoPath(value.RETURN_PHOTO_DIR),
    s3:
      value.FILE_STORE === 's3' && value.S3_BUCKET
        ? {
            endpoint: value.S3_ENDPOINT,
            region: value.S3_REGION,
            bucket: value.S3_BUCKET,
            forcePathStyle: value.S3_FORCE_PATH_STYLE
              ? value.S3_FORCE_PATH_STYLE === 'true'
              : value.S3_ENDPOINT !== undefined,
            credentials:
              value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    catalogueImport: {
      picturesDir: value.CATALOGUE_IMPORT_PICTURES_DIR && repoPath(value.CATALOGUE_IMPORT_PICTURES_DIR),
      pictureHosts: value.CATALOGUE_IMPORT_PICTURE_HOSTS,
    },
    shop: {
      name: value.SHOP_NAME,
      address: value.SHOP_ADDRESS,
      country: value.SHOP_COUNTRY,
      email: value.SHOP_EMAIL,
      phone: value.SHOP_PHONE,
      register: value.SHOP_REGISTER,
      representative: value.SHOP_REPRESENTATIVE,
      taxNumber:
        value.SHOP_TAX_NUMBER ?? (value.NODE_ENV === 'development' ? DEMO_SHOP_TAX_NUMBER : undefined),
      timeZone: value.SHOP_TIME_ZONE,
      returnDays: value.RETURN_DAYS,
      reviewInvitationDays: value.REVIEW_INVITATION_DAYS,
    },
    points: {
      perEuro: value.POINTS_PER_EURO,
      expireMonths: value.POINTS_EXPIRE_MONTHS,
      perVoucherEuro: value.POINTS_PER_VOUCHER_EURO,
      minimumConversion: value.POINTS_MINIMUM_CONVERSION,
    },
  };
}

/** A folder named relative to the repository root, or absolute. */
function repoPath(location: string): string {
  return path.isAbsolute(location) ? location : path.resolve(REPO_ROOT, location);
}

function sqliteFile(location: string): string {
  if (location === ':memory:') return location;
  return repoPath(location.startsWith('//') ? location.slice(2) : location);
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
