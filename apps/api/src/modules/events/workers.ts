import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { startMailSender } from '../mail/index.ts';
import { runPointsRound } from '../points/index.ts';
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
 * The points round (docs/flows.md#loyalty-points) every `intervalMs` (10 minutes unless told) until
 * stopped: pending points whose day has come become available, available points past their lifetime
 * expire. A round that throws is logged and the loop goes on.
 */
export function startPointsWorker(options: {
  db: Db;
  config: Config;
  logger: WorkerLogger;
  intervalMs?: number;
}): Worker {
  const intervalMs = options.intervalMs ?? 600_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    round = runPointsRound(options.db, options.config, new Date())
      .then((result) => {
        if (result.released + result.expired > 0) options.logger.info({ ...result }, 'points settled');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'points round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
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
 * The background work of the shop, in the API process (unless WORKERS=off) or in `npm run worker`:
 * event handling, the points round, and mail delivery when SMTP_URL is set (without it mail stays in
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
