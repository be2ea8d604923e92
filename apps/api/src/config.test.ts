import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEMO_SHOP_TAX_NUMBER,
  DEMO_SHOP_VAT_ID,
  DEVELOPMENT_CARRIER_SECRET,
  DEVELOPMENT_SECRET,
  REPO_ROOT,
  loadConfig,
} from './config.ts';

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

  it('keeps return photos apart from the public media, under the repository root unless absolute', () => {
    expect(loadConfig({}).returnPhotoDir).toBe(path.join(REPO_ROOT, 'data/return-photos'));
    expect(loadConfig({ RETURN_PHOTO_DIR: 'private/photos' }).returnPhotoDir).toBe(
      path.join(REPO_ROOT, 'private/photos'),
    );
    expect(loadConfig({ RETURN_PHOTO_DIR: '/srv/photos' }).returnPhotoDir).toBe('/srv/photos');
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

  it('accepts cookie-carrying requests from the storefront on PORT when PUBLIC_ORIGINS is not set', () => {
    expect(loadConfig({ PORT: '3300' }).publicOrigins).toEqual([
      'http://localhost:3300',
      'http://127.0.0.1:3300',
    ]);
    expect(loadConfig({ PORT: '3300', PUBLIC_ORIGINS: 'https://shop.example' }).publicOrigins).toEqual([
      'https://shop.example',
    ]);
  });

  it('reads API_PORT and SHOP_DOMAINS', () => {
    const config = loadConfig({ API_PORT: '4555', SHOP_DOMAINS: 'de=Tendero.de, el=tendero.gr' });
    expect(config.api.port).toBe(4555);
    expect(config.api.internalUrl).toBe('http://127.0.0.1:4555');
    expect(config.shopDomains).toEqual({ de: 'tendero.de', el: 'tendero.gr' });
  });

  it('reads the points settings, with the demo defaults', () => {
    expect(loadConfig({}).points).toEqual({
      perEuro: 1,
      expireMonths: 24,
      perVoucherEuro: 100,
      minimumConversion: 500,
    });
    expect(
      loadConfig({
        POINTS_PER_EURO: '2',
        POINTS_EXPIRE_MONTHS: '12',
        POINTS_PER_VOUCHER_EURO: '50',
        POINTS_MINIMUM_CONVERSION: '1000',
      }).points,
    ).toEqual({ perEuro: 2, expireMonths: 12, perVoucherEuro: 50, minimumConversion: 1000 });
    expect(problems({ POINTS_PER_EURO: '1.5' })).toEqual([expect.stringMatching(/^POINTS_PER_EURO: /)]);
    expect(problems({ POINTS_EXPIRE_MONTHS: '0' })).toEqual([
      expect.stringMatching(/^POINTS_EXPIRE_MONTHS: must be at least 1/),
    ]);
    expect(problems({ POINTS_PER_VOUCHER_EURO: '0' })).toEqual([
      expect.stringMatching(/^POINTS_PER_VOUCHER_EURO: /),
    ]);
  });

  it('takes a return window of RETURN_DAYS, never under the 14 days of the withdrawal period', () => {
    expect(loadConfig({ RETURN_DAYS: '14' }).shop.returnDays).toBe(14);
    expect(loadConfig({ RETURN_DAYS: '60' }).shop.returnDays).toBe(60);
    expect(problems({ RETURN_DAYS: '13' })).toEqual([
      expect.stringMatching(/^RETURN_DAYS: must be at least 14/),
    ]);
    expect(problems({ RETURN_DAYS: '14.5' })).toEqual([expect.stringMatching(/^RETURN_DAYS: /)]);
  });

  it('mails review invitations REVIEW_INVITATION_DAYS after a delivery: 0 to 60, 3 by default', () => {
    expect(loadConfig({}).shop.reviewInvitationDays).toBe(3);
    expect(loadConfig({ REVIEW_INVITATION_DAYS: '0' }).shop.reviewInvitationDays).toBe(0);
    expect(loadConfig({ REVIEW_INVITATION_DAYS: '60' }).shop.reviewInvitationDays).toBe(60);
    expect(problems({ REVIEW_INVITATION_DAYS: '61' })).toEqual([
      expect.stringMatching(/^REVIEW_INVITATION_DAYS: must be at most 60/),
    ]);
    expect(problems({ REVIEW_INVITATION_DAYS: '-1' })).toEqual([
      expect.stringMatching(/^REVIEW_INVITATION_DAYS: /),
    ]);
  });

  it('describes the seller from SHOP_* with fictional demo defaults', () => {
    expect(loadConfig({}).shop).toEqual({
      name: 'Tendero Demo GmbH',
      address: 'Beispielstraße 12, 10115 Berlin',
      country: 'DE',
      email: 'shop@tendero.localhost',
      phone: '+49 30 23125 000',
      register: 'Amtsgericht Charlottenburg, HRB 999999 B',
      representative: 'Erika Mustermann',
      taxNumber: '37/999/99999',
      timeZone: 'Europe/Berlin',
      returnDays: 30,
      reviewInvitationDays: 3,
    });
    const shop = loadConfig({
      SHOP_NAME: 'Ελληνικά Είδη ΙΚΕ',
      SHOP_COUNTRY: 'gr',
      SHOP_EMAIL: 'info@example.gr',
      SHOP_PHONE: '+30 210 1234567',
    }).shop;
    expect(shop).toMatchObject({ name: 'Ελληνικά Είδη ΙΚΕ', country: 'GR', email: 'info@example.gr' });
    const found = problems({
      SHOP_COUNTRY: 'Germany',
      SHOP_EMAIL: 'shop',
      SHOP_PHONE: '030 123',
      SHOP_NAME: ' ',
    });
    expect(found.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'SHOP_COUNTRY',
      'SHOP_EMAIL',
      'SHOP_NAME',
      'SHOP_PHONE',
    ]);
    expect(found.find((problem) => problem.startsWith('SHOP_PHONE'))).toBe(
      "SHOP_PHONE: must be a phone number in international format, e.g. +49 30 1234567 (got '030 123')",
    );
  });

  it("takes the shop's time zone from SHOP_TIME_ZONE, an IANA name, and refuses others", () => {
    expect(loadConfig({ SHOP_TIME_ZONE: 'Europe/Athens' }).shop.timeZone).toBe('Europe/Athens');
    expect(loadConfig({ SHOP_TIME_ZONE: ' Europe/Lisbon ' }).shop.timeZone).toBe('Europe/Lisbon');
    expect(problems({ SHOP_TIME_ZONE: 'Europe/Atlantis' })).toEqual([
      "SHOP_TIME_ZONE: must be an IANA time zone such as Europe/Berlin (got 'Europe/Atlantis')",
    ]);
    expect(problems({ SHOP_TIME_ZONE: '' })).toEqual([
      "SHOP_TIME_ZONE: must be an IANA time zone such as Europe/Berlin (got '')",
    ]);
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
    expect(problems({ NODE_ENV: 'production', SHOP_VAT_ID: 'DE136695976' })).toEqual([
      'SESSION_SECRET: must be set to your own secret in production (the development secret is public)',
    ]);
    expect(
      problems({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), SHOP_VAT_ID: 'DE136695976' }),
    ).toEqual([]);
  });

  it('names the seller on invoices: a demo VAT id and tax number in development, none in production', () => {
    expect(loadConfig({}).shopVatId).toBe(DEMO_SHOP_VAT_ID);
    expect(loadConfig({}).shop.taxNumber).toBe(DEMO_SHOP_TAX_NUMBER);
    expect(loadConfig({ SHOP_TAX_NUMBER: ' 27/613/01234 ' }).shop.taxNumber).toBe('27/613/01234');
    expect(loadConfig({ NODE_ENV: 'test' }).shopVatId).toBeUndefined();
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40) })).toEqual([
      "SHOP_VAT_ID: must be set in production: every invoice names the seller's VAT id (VAT Directive Art. 226), e.g. DE136695976",
    ]);
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(40),
      SHOP_VAT_ID: 'DE136695976',
    });
    expect(production.shop.taxNumber).toBeUndefined();
    expect(problems({ SHOP_TAX_NUMBER: '12' })).toEqual([
      "SHOP_TAX_NUMBER: must be the tax number your tax office gave, e.g. 37/123/45678 (got '12')",
    ]);
  });

  it('reads CARRIER_WEBHOOK_SECRET: a development default, none in production, never the public one there', () => {
    expect(loadConfig({}).carrierWebhookSecret).toBe(DEVELOPMENT_CARRIER_SECRET);
    expect(loadConfig({ CARRIER_WEBHOOK_SECRET: 'carrier-secret-of-mine' }).carrierWebhookSecret).toBe(
      'carrier-secret-of-mine',
    );
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), SHOP_VAT_ID: 'DE136695976' };
    expect(loadConfig(production).carrierWebhookSecret).toBeUndefined();
    expect(problems({ ...production, CARRIER_WEBHOOK_SECRET: DEVELOPMENT_CARRIER_SECRET })).toEqual([
      expect.stringContaining(
        'CARRIER_WEBHOOK_SECRET: must be your own secret in production (the development secret is public)',
      ),
    ]);
    expect(problems({ CARRIER_WEBHOOK_SECRET: 'short' })).toEqual([
      "CARRIER_WEBHOOK_SECRET: must be at least 16 characters (got 'short')",
    ]);
  });

  it('reads TRUSTED_PROXIES: loopback by default, addresses and ranges, none, and refuses a bad one', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
    ]);
    expect(loadConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(problems({ TRUSTED_PROXIES: 'storefront' })).toEqual([
      expect.stringMatching(
        /^TRUSTED_PROXIES: must be a comma-separated list of addresses.*\(got 'storefront'\)$/,
      ),
    ]);
  });

  it('takes import pictures from no folder and no host unless CATALOGUE_IMPORT_PICTURE_* say so', () => {
    expect(loadConfig({}).catalogueImport).toEqual({ picturesDir: undefined, pictureHosts: [] });
    expect(
      loadConfig({
        CATALOGUE_IMPORT_PICTURES_DIR: 'imports/pictures',
        CATALOGUE_IMPORT_PICTURE_HOSTS: ' CDN.supplier.example, 127.0.0.1 ',
      }).catalogueImport,
    ).toEqual({
      picturesDir: path.join(REPO_ROOT, 'imports/pictures'),
      pictureHosts: ['cdn.supplier.example', '127.0.0.1'],
    });
    expect(problems({ CATALOGUE_IMPORT_PICTURE_HOSTS: 'https://cdn.example' })[0]).toMatch(
      /^CATALOGUE_IMPORT_PICTURE_HOSTS\.0: must be a comma-separated list of host names, or \*/,
    );
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

  it('reads VIES_URL (without a trailing slash), VIES_TIMEOUT_MS and SHOP_VAT_ID, normalised', () => {
    expect(loadConfig({}).vies).toEqual({ url: undefined, timeoutMs: 8000 });
    expect(loadConfig({ NODE_ENV: 'test' }).shopVatId).toBeUndefined();
    const config = loadConfig({
      VIES_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api/',
      VIES_TIMEOUT_MS: '2500',
      SHOP_VAT_ID: 'de 136 695 976',
    });
    expect(config.vies).toEqual({
      url: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      timeoutMs: 2500,
    });
    expect(config.shopVatId).toBe('DE136695976');
  });

  it('refuses a VIES_URL that is no URL and a SHOP_VAT_ID that is no VAT id', () => {
    expect(problems({ VIES_URL: 'vies' })[0]).toMatch(/^VIES_URL: must be the VIES REST API base URL/);
    expect(problems({ VIES_TIMEOUT_MS: '10' })).toEqual(["VIES_TIMEOUT_MS: must be at least 100 (got '10')"]);
    expect(problems({ SHOP_VAT_ID: 'DE136695978' })).toEqual([
      "SHOP_VAT_ID: must be a valid VAT id with its country prefix, e.g. DE136695976 (checksum) (got 'DE136695978')",
    ]);
    expect(loadConfig({ SHOP_VAT_ID: 'CHE-107.787.577 IVA' }).shopVatId).toBe('CHE107787577IVA');
  });

  it('runs the workers in the API unless WORKERS=off, and reads EVENT_MAX_ATTEMPTS', () => {
    expect(loadConfig({}).workers).toEqual({ inProcess: true });
    expect(loadConfig({}).events).toEqual({ maxAttempts: 10 });
    expect(loadConfig({ WORKERS: 'off', EVENT_MAX_ATTEMPTS: '3' })).toMatchObject({
      workers: { inProcess: false },
      events: { maxAttempts: 3 },
    });
    expect(problems({ WORKERS: 'no', EVENT_MAX_ATTEMPTS: '0' })).toEqual([
      "WORKERS: must be 'on' (the API runs the workers) or 'off' (npm run worker does) (got 'no')",
      "EVENT_MAX_ATTEMPTS: must be at least 1 (got '0')",
    ]);
  });

  it('keeps files in the local folders unless FILE_STORE=s3 names a bucket, path-style with an endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'shop-files' }).s3).toBeUndefined();
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'shop-files' }).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'shop-files',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      bucket: 'shop-files',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('names what FILE_STORE=s3 lacks or gets wrong, never echoing a secret', () => {
    expect(problems({ FILE_STORE: 'disk' })).toEqual([
      "FILE_STORE: must be 'local' (the folders MEDIA_DIR and RETURN_PHOTO_DIR) or 's3' (the bucket S3_BUCKET) (got 'disk')",
    ]);
    expect(problems({ FILE_STORE: 's3' })).toEqual([
      'S3_BUCKET: must be set when FILE_STORE=s3: the bucket pictures and return photos are kept in',
    ]);
    expect(
      problems({
        FILE_STORE: 's3',
        S3_BUCKET: 'Shop_Files',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_SECRET_ACCESS_KEY: 'very-secret',
      }),
    ).toEqual([
      "S3_ENDPOINT: must be the URL of an S3-compatible service, e.g. http://127.0.0.1:9000 (got 'minio:9000')",
      "S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got 'Shop_Files')",
      "S3_FORCE_PATH_STYLE: must be 'true' or 'false' (got 'yes')",
    ]);
    expect(
      problems({ FILE_STORE: 's3', S3_BUCKET: 'shop-files', S3_SECRET_ACCESS_KEY: 'very-secret' }),
    ).toEqual([
      "S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY (both empty: the AWS SDK's own credentials, e.g. an instance role)",
    ]);
  });
});
