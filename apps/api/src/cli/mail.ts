import { loadConfigOrExit } from '../config.ts';
import { prepareDatabase } from '../boot.ts';
import { outbox } from '../modules/mail/outbox.ts';
import { toDevMail } from '../modules/mail/routes.ts';

// `npm run mail [-- --full] [count]`: the latest mails of the outbox, newest first, with their links.
const config = loadConfigOrExit();
if (config.env === 'production') {
  console.error('npm run mail shows the outbox for development; it is off in production.');
  process.exit(1);
}
const args = process.argv.slice(2);
const full = args.includes('--full');
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);

const database = await prepareDatabase(config);
try {
  const mails = (await outbox(database.db, Math.min(Math.max(count, 1), 200))).map(toDevMail);
  if (mails.length === 0) console.log('The outbox is empty.');
  for (const mail of mails) {
    console.log(`#${mail.id}  ${mail.createdAt}  ${mail.template} (${mail.locale})  to ${mail.recipient}`);
    console.log(`  subject: ${mail.subject}`);
    console.log(`  status:  ${mail.sentAt ? `sent ${mail.sentAt}` : `queued, ${mail.attempts} attempt(s)`}`);
    for (const link of mail.links) console.log(`  link:    ${link}`);
    if (full) console.log(`\n${mail.text.replace(/^/gm, '    ')}`);
    console.log('');
  }
} finally {
  await database.destroy();
}
