/**
 * What the replicas of one shop share through Redis (docs/operations.md#running-on-more-than-one-machine):
 * the rate limits' counters, and the news that the catalogue changed. Without REDIS_URL there is one
 * process and both stay in it.
 *
 * A change is made on one replica, which empties its own caches and publishes one message on the
 * `<prefix>catalogue` channel; every other replica empties its caches on receiving it (Redis pub/sub
 * delivers in about a millisecond, nothing is stored). A replica that misses a message (its connection
 * to Redis was down) still drops what it cached within the caches' own lifetimes.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface SharedState {
  /** For commands: the rate limits' counters. */
  redis: Redis;
  /** Tells the other replicas the catalogue changed; calls within one turn of the loop send once. */
  announceCatalogueChange(): void;
  close(): Promise<void>;
}

/** Options that fail a command at once while Redis is away, instead of queueing it without bound. */
const COMMAND_OPTIONS = { connectTimeout: 2000, maxRetriesPerRequest: 1, enableAutoPipelining: true };

/**
 * Connects to Redis and subscribes to the catalogue channel; `changedElsewhere` runs for every change
 * another replica announces (never for this one's own).
 */
export async function connectSharedState(
  options: { url: string; prefix: string },
  changedElsewhere: () => void,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  const channel = `${options.prefix}catalogue`;
  const me = randomUUID();
  const redis = new Redis(options.url, COMMAND_OPTIONS);
  const subscriber = new Redis(options.url, { connectTimeout: 2000 });
  for (const [name, client] of [
    ['redis', redis],
    ['redis subscriber', subscriber],
  ] as const) {
    client.on('error', (err: Error) => log.warn({ err }, `${name}: ${err.message}`));
  }
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== me) changedElsewhere();
  });
  await subscriber.subscribe(channel);

  let scheduled: Promise<void> | undefined;
  let sending: Promise<unknown> = Promise.resolve();
  return {
    redis,
    announceCatalogueChange() {
      scheduled ??= new Promise((resolve) =>
        setImmediate(() => {
          scheduled = undefined;
          sending = redis
            .publish(channel, me)
            .catch((err: Error) => log.warn({ err }, 'catalogue change not announced'));
          resolve();
        }),
      );
    },
    async close() {
      // What was announced goes out before the connection closes (a command line that exits at once).
      await scheduled;
      await sending;
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
    },
  };
}
