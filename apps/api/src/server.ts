import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { prepareDatabase } from './boot.ts';
import { startWorkers } from './modules/events/workers.ts';

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
const app = await buildApp({ config, database });

// Events and mail delivery run here unless WORKERS=off, where `npm run worker` runs them on its own.
const workers = config.workers.inProcess
  ? startWorkers({ db: database.db, config, logger: app.log })
  : undefined;
if (!workers) app.log.info('WORKERS=off: events and mail are left to npm run worker');

// On SIGTERM the health check says `draining` for DRAIN_SECONDS, so the load balancer takes this replica
// out while it still answers; then Fastify stops taking connections and finishes the requests it took.
const drainMs = config.drainSeconds * 1000;
closeWithGrace({ delay: drainMs + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down');
  if (!err && drainMs > 0) {
    app.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  await workers?.stop();
  await app.close();
  await database.destroy();
});

await app.listen({ host: config.api.host, port: config.api.port });
