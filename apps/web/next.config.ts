import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets a small formatter instead of the ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
/** The shop's time zone, checked here as the API checks it: a wrong name would break every page's times. */
function shopTimeZone(): string {
  const name = process.env.SHOP_TIME_ZONE?.trim() || 'Europe/Berlin';
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    throw new Error(`SHOP_TIME_ZONE: must be an IANA time zone such as Europe/Berlin (got '${name}')`);
  }
  return name;
}

const config: NextConfig = {
  reactStrictMode: true,
  // A second build (the journeys' country-domain shop) goes to its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Built in: links, hreflang and the language picker differ between path prefixes and domains.
  // The shop's time zone likewise: server and browser write every time in it (no hydration change).
  env: { SHOP_DOMAINS: process.env.SHOP_DOMAINS ?? '', SHOP_TIME_ZONE: shopTimeZone() },
  // Rendered pages stay in this process's memory: a new start never serves pages of an older database.
  experimental: { isrFlushToDisk: false },
  poweredByHeader: false,
  // The back office is for operators only: no search engine indexes it (its pages say so too).
  headers: async () => [
    { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
  ],
  // server.ts compresses (outside its repair of not-found pages, which needs the HTML as written).
  compress: false,
  // Loaded only when SENTRY_DSN is set (instrumentation.ts), from node_modules as it is.
  serverExternalPackages: ['@sentry/node'],
  transpilePackages: ['@tendero/contract', '@tendero/client'],
  images: {
    // The shop's fixed image widths and quality (docs/storefront.md#fixed-behaviours).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    localPatterns: [{ pathname: '/v1/media/**' }],
  },
};

export default withNextIntl(config);
