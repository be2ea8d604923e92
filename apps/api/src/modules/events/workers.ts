import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { startMailSender } from '../mail/index.ts';
import { runPointsRound } from '../points/index.ts';
import { runCataloguePromotions } from '../promotions/index.ts';
import { eventHandlers } from './handlers.ts';
import { handleDueEvents, type EventLogger } from './service.ts';
import type { EventHandlers } from './types.ts';

/** What workers log through (a pino or Fastify logger fits). */
export interface WorkerLogger extends EventLogger {
  info(entry: object, message: string): void;
}

export interface Worker {
  /** Stops after the event (or mail round) in progress, if any. */
  stop(): Promise<void>;
}

/**
 * Handles due events every `intervalMs` until stopped, at once again after a round that found work. A
 * round that throws (the database away) is logged and the loop goes on.
 */
export function startEventWorker(options: {
  db: Db;
  handlers: EventHandlers;
  logger: WorkerLogger;
  maxAttempts?: number;
  intervalMs?: number;
  batch?: number;
}): Worker {
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const tick = () => {
    let busy = false;
    round = handleDueEvents(options.db, options.handlers, {
      maxAttempts: options.maxAttempts,
      batch: options.batch,
      logger: options.logger,
      stopping: () => stopped,
    })
      .then((result) => {
        busy = result.handled + result.retrying + result.failed > 0;
        if (busy) options.logger.info({ ...result }, 'events handled');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'event round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, busy ? 0 : intervalMs);
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

/**
 * Runs `round` every `intervalMs` until stopped, logging what it did when `done` names something; a
 * round that throws is logged and the loop goes on.
 */
function startTimedRound<Result extends object>(options: {
  name: string;
  round: () => Promise<Result>;
  done: (result: Result) => string | null;
  logger: WorkerLogger;
  intervalMs: number;
}): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    round = options
      .round()
      .then((result) => {
        const message = options.done(result);
        if (message) options.logger.info({ ...result }, message);
      })
      .catch((error: unknown) => options.logger.error({ err: error }, `${options.name} round failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

/**
 * The points round (docs/flows.md#loyalty-points) every `intervalMs` (10 minutes unless told) until
 * stopped: pending points whose day has come become available, available points past their lifetime
 * expire.
 */
export function startPointsWorker(options: {
  db: Db;
  config: Config;
  logger: WorkerLogger;
  intervalMs?: number;
}): Worker {
  return startTimedRound({
    name: 'points',
    round: () => runPointsRound(options.db, options.config, new Date()),
    done: (result) => (result.released + result.expired > 0 ? 'points settled' : null),
    logger: options.logger,
    intervalMs: options.intervalMs ?? 600_000,
  });
}

/**
 * The catalogue promotions' round every `intervalMs` (a minute unless told) until stopped: a catalogue
 * promotion whose start came puts its reduction into its products' shelf prices, one whose end came
 * takes it out (docs/operations.md#promotions-and-codes).
 */
export function startPromotionWorker(options: { db: Db; logger: WorkerLogger; intervalMs?: number }): Worker {
  return startTimedRound({
    name: 'promotion',
    round: () => runCataloguePromotions(options.db),
    done: (result) => (result.settled > 0 ? 'catalogue promotions settled' : null),
    logger: options.logger,
    intervalMs: options.intervalMs ?? 60_000,
  });
}

/**
 * The background work of the shop, in the API process (unless WORKERS=off) or in `npm run worker`:
 * event handling, the points round, the catalogue promotions' round, and mail delivery when SMTP_URL is set (without it mail stays in
 * the outbox).
 */
export function startWorkers(options: { db: Db; config: Config; logger: WorkerLogger }): Worker {
  const { db, config, logger } = options;
  const workers: Worker[] = [
    startEventWorker({
      db,
      handlers: eventHandlers({ db, config }),
      logger,
      maxAttempts: config.events.maxAttempts,
    }),
    startPointsWorker({ db, config, logger }),
    startPromotionWorker({ db, logger }),
  ];
  if (config.mail.smtpUrl) {
    workers.push(
      startMailSender({
        db,
        transport: createTransport(config.mail.smtpUrl),
        from: config.mail.from,
        logger,
      }),
    );
  } else {
    logger.info({}, 'SMTP_URL is not set: mail stays in the outbox');
  }
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
