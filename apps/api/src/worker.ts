import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { loadConfigOrExit } from './config.ts';
import { prepareDatabase } from './boot.ts';
import { eventHandlers } from './modules/events/handlers.ts';
import { requeueFailedEvents } from './modules/events/repository.ts';
import { eventReport } from './modules/events/report.ts';
import { startWorkers } from './modules/events/workers.ts';

/**
 * `npm run worker`: handles events and delivers mail (with SMTP_URL) until SIGTERM or SIGINT, finishing
 * the event in progress. `-- --failed [count]` shows given-up events, `-- --retry <id|all>` requeues them.
 */
const { values, positionals } = parseArgs({
  options: { failed: { type: 'boolean' }, retry: { type: 'string' } },
  allowPositionals: true,
});
const retry = values.retry;
if (retry !== undefined && retry !== 'all' && !/^\d+$/.test(retry)) {
  process.stderr.write(`--retry takes an event id or 'all', got '${retry}'\n`);
  process.exit(1);
}

const config = loadConfigOrExit();
const database = await prepareDatabase(config);

if (values.failed || retry !== undefined) {
  try {
    if (retry !== undefined) {
      const requeued = await requeueFailedEvents(
        database.db,
        new Date().toISOString(),
        retry === 'all' ? undefined : Number(retry),
      );
      process.stdout.write(`${requeued} failed event(s) put back in line.\n`);
    } else {
      const count = Math.min(Math.max(Number(positionals.find((arg) => /^\d+$/.test(arg)) ?? 20), 1), 500);
      const types = Object.keys(eventHandlers({ db: database.db, config }));
      process.stdout.write(await eventReport(database.db, types, count));
    }
  } finally {
    await database.destroy();
  }
} else {
  // Synchronous writes: the last lines before exit come out whole and in order.
  const logger = pino(
    { level: config.logLevel, base: { process: 'worker' } },
    pino.destination({ dest: 1, sync: true }),
  );
  const workers = startWorkers({ db: database.db, config, logger });
  logger.info({}, 'worker started');
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'worker stopping after an error');
    else logger.info({ signal }, 'worker stopping');
    await workers.stop();
    await database.destroy();
    logger.info({}, 'worker stopped');
  });
}
