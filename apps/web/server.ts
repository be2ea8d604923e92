/**
 * The storefront's server: Next's request handler, plus one repair. A page that turns out not to
 * exist (the API answers 404 while it renders) is sent by Next as a bare error shell that only
 * JavaScript fills in: `<html>` without `lang` and an empty body (vercel/next.js#97514). Here that
 * shell gets its page's language and, for browsers without JavaScript, the not-found text.
 *
 *   node --import tsx server.ts [--port 3000] [--hostname 127.0.0.1]
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, parse } from 'node:url';
import compression from 'compression';
import { Redis } from 'ioredis';
import next from 'next';
import type { Locale } from '@tendero/contract/locale-data';
import { parseShopDomains } from '@tendero/contract/shop-domains';
import { decodableUrl, localeOfRequest, repairShell, type NotFoundTexts } from './src/lib/not-found-shell.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const port = Number(option('port', process.env.PORT ?? '3000'));
// What the pages render with: canonical and hreflang URLs are made on this port (lib/alternates.ts).
process.env.PORT = String(port);
const hostname = option('hostname', '');
const domains = parseShopDomains(process.env.SHOP_DOMAINS);

const texts = new Map<Locale, NotFoundTexts>();
function notFoundTexts(locale: Locale): NotFoundTexts {
  let found = texts.get(locale);
  if (!found) {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, 'messages', locale, 'common.json'), 'utf8'));
    found = messages.errors as NotFoundTexts;
    texts.set(locale, found);
  }
  return found;
}

/**
 * Holds back the start of a 404 answer until the opening of its body has passed, so the shell can be
 * repaired; everything after streams as Next writes it.
 */
function repairing(request: IncomingMessage, response: ServerResponse): void {
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let head: Buffer | null = Buffer.alloc(0);
  const locale = localeOfRequest(domains, request.url ?? '/', request.headers.host);
  const applies = () =>
    response.statusCode === 404 && String(response.getHeader('content-type') ?? '').startsWith('text/html');
  const flush = (): Buffer | null => {
    if (head === null) return null;
    const held = head;
    head = null;
    const html = repairShell(held.toString('utf8'), locale, notFoundTexts(locale), `/${locale}`);
    if (response.hasHeader('content-length')) response.removeHeader('content-length');
    return Buffer.from(html, 'utf8');
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (head === null || !applies()) {
      if (head !== null && head.length > 0) write(flush());
      head = null;
      return write(chunk, ...rest);
    }
    head = Buffer.concat([head, Buffer.from(chunk as string | Uint8Array)]);
    if (!head.includes('<body>')) return true;
    return write(flush(), ...rest.filter((entry) => typeof entry === 'function'));
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (head !== null && applies()) {
      if (chunk !== undefined && typeof chunk !== 'function')
        head = Buffer.concat([head, Buffer.from(chunk as string | Uint8Array)]);
      return end(flush(), ...args.slice(1).filter((entry) => typeof entry === 'function'));
    }
    if (head !== null && head.length > 0) write(flush());
    head = null;
    return end(...args);
  }) as ServerResponse['end'];
}

/**
 * With REDIS_URL (several storefront processes behind a load balancer): every catalogue change an API
 * replica announces drops this process's rendered pages, through its own cache-refresh route (Next
 * revalidates only inside a request). Several announcements within 50 ms make one refresh.
 */
function refreshOnCatalogueNews(redisUrl: string, prefix: string): void {
  const token = randomUUID();
  process.env.TENDERO_CACHE_REFRESH_TOKEN = token;
  const subscriber = new Redis(redisUrl, { connectTimeout: 2000 });
  subscriber.on('error', (error: Error) => process.stderr.write(`storefront redis: ${error.message}\n`));
  let timer: NodeJS.Timeout | undefined;
  subscriber.on('message', () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      fetch(`http://127.0.0.1:${port}/cache-refresh`, {
        method: 'POST',
        headers: { 'x-cache-refresh-token': token },
      }).catch((error: Error) => process.stderr.write(`storefront cache refresh: ${error.message}\n`));
    }, 50);
  });
  void subscriber.subscribe(`${prefix}catalogue`);
}
if (process.env.REDIS_URL)
  refreshOnCatalogueNews(process.env.REDIS_URL, process.env.REDIS_PREFIX ?? 'tendero:');

// Next names this server `localhost` whatever address it is bound to: its middleware URLs do
// (NextURL turns 127.0.0.1 into localhost), so its own origin must too, or every rewrite of the proxy
// would look like another site's and be fetched over HTTP (a loop for a rewrite to the same path).
const app = next({ dev: false, dir, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// Compression is done here, outside the repair (next.config.ts turns Next's own off): Next's would
// hand the repair gzip instead of HTML.
const compress = compression();
createServer((request, response) => {
  compress(request as never, response as never, () => {
    // The shopper's address as this server saw it, never what the client wrote: the API counts its
    // rate limits (sign-in, tracking look-ups) by this header from its trusted proxies.
    request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    request.url = decodableUrl(request.url ?? '/');
    repairing(request, response);
    void handle(request, response, parse(request.url, true));
  });
}).listen(port, hostname || undefined, () => {
  process.stdout.write(`Storefront listening on ${hostname || '*'}:${port}\n`);
});
