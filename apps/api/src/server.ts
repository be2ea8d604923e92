import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { prepareDatabase } from './boot.ts';

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
const app = await buildApp({ config, database });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.destroy();
});

await app.listen({ host: config.api.host, port: config.api.port });
