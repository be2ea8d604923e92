import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers per language and URL (catalogue reads). */
    responseCache?: boolean;
  }
  interface FastifyInstance {
    /**
     * Drops every cached answer: call after a catalogue change so readers see it at once. With Redis
     * the other replicas drop theirs too (lib/shared-state.ts).
     */
    invalidateResponseCache(): void;
    /** Drops this process's cached answers only: another replica announced a change. */
    dropResponseCache(): void;
  }
  interface FastifyRequest {
    responseCacheKey?: string;
    /** The cache's generation when this request began computing its entry. */
    responseCacheGeneration?: number;
    /** Set on the one request computing a missing entry; the others wait on it. */
    responseCacheFill?: (body: Buffer | undefined) => void;
  }
}

interface Entry {
  /** UTF-8, off the JavaScript heap: counted in real bytes and sent without encoding it again. */
  body: Buffer;
  expires: number;
}

export interface ResponseCacheOptions {
  /** How long an answer is served from memory; 0 turns the cache off. */
  ttlSeconds: number;
  /** Upper bound on the cached bytes, so the cache never grows the process past its memory budget. */
  maxBytes: number;
}

/**
 * A micro-cache for catalogue reads: the same page asked for in the same language within `ttlSeconds`
 * is answered from memory, skipping the queries and serialisation. Least recently used entries go
 * first once `maxBytes` is reached. A missing entry is computed once: concurrent requests for it wait
 * for that answer instead of all running the same queries when an entry expires under load. Each
 * replica has its own: changes made through this process invalidate it at once, and with Redis so do
 * the changes made through the others; otherwise staleness is bounded by the TTL.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: ResponseCacheOptions) => {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Buffer | undefined>>();
  let bytes = 0;
  // Counts the drops: an answer computed across one may hold what the change replaced, and is not kept.
  let generation = 0;
  const ttlMs = options.ttlSeconds * 1000;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const dropAll = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };
  app.decorate('dropResponseCache', dropAll);
  app.decorate('invalidateResponseCache', () => {
    dropAll();
    app.sharedState?.announceCatalogueChange();
  });
  if (ttlMs <= 0) return;

  const sendCached = (reply: FastifyReply, entry: Entry) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'cache-control',
        `public, max-age=${Math.max(1, Math.round((entry.expires - Date.now()) / 1000))}`,
      )
      .header('x-cache', 'hit')
      .send(entry.body);

  // After the locale hook: the key holds the resolved language, never a raw header.
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.responseCache) return;
    const key = `${request.locale} ${request.url}`;
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) {
      // Re-insert to mark it recently used.
      entries.delete(key);
      entries.set(key, entry);
      return sendCached(reply, entry);
    }
    if (entry) drop(key);
    const pending = filling.get(key);
    if (pending) {
      const body = await pending;
      const filled = entries.get(key);
      if (body !== undefined && filled) return sendCached(reply, filled);
      return;
    }
    request.responseCacheKey = key;
    request.responseCacheGeneration = generation;
    filling.set(
      key,
      new Promise((resolve) => {
        request.responseCacheFill = (body) => {
          filling.delete(key);
          request.responseCacheFill = undefined;
          resolve(body);
        };
      }),
    );
  });

  // Whatever happens to the request computing an entry, its waiters are released.
  app.addHook('onResponse', async (request) => request.responseCacheFill?.(undefined));
  app.addHook('onRequestAbort', async (request) => request.responseCacheFill?.(undefined));

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.responseCacheKey;
    if (key === undefined) return payload;
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      payload.length > options.maxBytes / 4 ||
      request.responseCacheGeneration !== generation
    ) {
      request.responseCacheFill?.(undefined);
      return payload;
    }
    drop(key);
    const body = Buffer.from(payload);
    entries.set(key, { body, expires: Date.now() + ttlMs });
    bytes += body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
    request.responseCacheFill?.(body);
    reply.header('cache-control', `public, max-age=${options.ttlSeconds}`).header('x-cache', 'miss');
    return payload;
  });
});
