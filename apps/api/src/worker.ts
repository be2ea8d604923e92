import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { loadConfigOrExit } from './config.ts';
import { prepareDatabase } from './boot.ts';
import { eventHandlers } from './modules/events/handlers.ts';
import { requeueFailedEvents } from './modules/events/repository.ts';
import { eventReport } from './modules/events/report.ts';
import { startWorkers } from './modules/events/workers.ts';
import { runPointsRound } from './modules/points/index.ts';
import { announceCatalogueChanges, dropCatalogueCaches } from './modules/catalog/index.ts';
import { connectSharedState } from './lib/shared-state.ts';
import { startOfDayIn } from '@tendero/contract';

/**
 * `npm run worker`: handles events and delivers mail (with SMTP_URL) until SIGTERM or SIGINT, finishing
 * the event in progress. `-- --failed [count]` shows given-up events, `-- --retry <id|all>` requeues them.
 * `-- --points-at <YYYY-MM-DD>` runs one points round as on that day (noon in the shop's time zone) and
 * exits: how the browser journeys move time for points (docs/operations.md#workers).
 */
const { values, positionals } = parseArgs({
  options: { failed: { type: 'boolean' }, retry: { type: 'string' }, 'points-at': { type: 'string' } },
  allowPositionals: true,
});
const retry = values.retry;
if (retry !== undefined && retry !== 'all' && !/^\d+$/.test(retry)) {
  process.stderr.write(`--retry takes an event id or 'all', got '${retry}'\n`);
  process.exit(1);
}

const pointsAt = values['points-at'];
if (pointsAt !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(pointsAt)) {
  process.stderr.write(`--points-at takes a day as YYYY-MM-DD, got '${pointsAt}'\n`);
  process.exit(1);
}

const config = loadConfigOrExit();
const database = await prepareDatabase(config);

if (pointsAt !== undefined) {
  try {
    const noon = new Date(startOfDayIn(pointsAt, config.shop.timeZone).getTime() + 12 * 3_600_000);
    const result = await runPointsRound(database.db, config, noon);
    process.stdout.write(
      `Points round for ${pointsAt}: ${result.released} point(s) released, ${result.expired} expired, ${result.customers} customer(s).\n`,
    );
  } finally {
    await database.destroy();
  }
} else if (values.failed || retry !== undefined) {
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
  // A catalogue change an event makes (a review published) reaches the API replicas' caches.
  const shared = config.redis
    ? await connectSharedState(config.redis, () => dropCatalogueCaches(database.db), logger)
    : undefined;
  if (shared) announceCatalogueChanges(database.db, shared.announceCatalogueChange);
  const workers = startWorkers({ db: database.db, config, logger });
  logger.info({}, 'worker started');
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'worker stopping after an error');
    else logger.info({ signal }, 'worker stopping');
    await workers.stop();
    await shared?.close();
    await database.destroy();
    logger.info({}, 'worker stopped');
  });
}
