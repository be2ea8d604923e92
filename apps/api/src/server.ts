import closeWithGrace from 'close-with-grace';
import { createTransport } from 'nodemailer';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { prepareDatabase } from './boot.ts';
import { startMailSender } from './modules/mail/sender.ts';

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
const app = await buildApp({ config, database });

// With SMTP_URL queued mail leaves through it; without, it stays in the outbox (GET /v1/dev/mail, npm run mail).
const mailSender = config.mail.smtpUrl
  ? startMailSender({
      db: database.db,
      transport: createTransport(config.mail.smtpUrl),
      from: config.mail.from,
      logger: app.log,
    })
  : undefined;
if (!mailSender) app.log.info('SMTP_URL is not set: mail stays in the outbox');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await mailSender?.stop();
  await app.close();
  await database.destroy();
});

await app.listen({ host: config.api.host, port: config.api.port });
