import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareDatabase } from '../boot.ts';
import { loadConfigOrExit } from '../config.ts';
import { httpCarrier, runCarrierRound } from '../modules/shipping/carrier-simulator.ts';

// `npm run carrier [-- --once] [--seed <text>] [--interval <seconds>]`: a carrier that moves every
// parcel on its way one step per round and reports it to the API's webhook (API_INTERNAL_URL), signed
// with CARRIER_WEBHOOK_SECRET, as a real carrier would. For development: off in production.
const config = loadConfigOrExit();
if (config.env === 'production') {
  console.error('npm run carrier simulates a carrier for development; it is off in production.');
  process.exit(1);
}
const secret = config.carrierWebhookSecret;
if (!secret) {
  console.error('CARRIER_WEBHOOK_SECRET is not set: the API would refuse every event.');
  process.exit(1);
}

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}
const once = args.includes('--once');
const seed = option('seed') ?? randomBytes(8).toString('hex');
const intervalSeconds = Number(option('interval') ?? 10);
if (!Number.isFinite(intervalSeconds) || intervalSeconds < 1) {
  console.error(`--interval must be a number of seconds (1 or more), got '${option('interval')}'`);
  process.exit(1);
}

const database = await prepareDatabase(config);
const send = httpCarrier(config.api.internalUrl, secret);
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
console.log(`Carrier: reporting to ${config.api.internalUrl} (seed ${seed})${once ? ', one round' : ''}.`);
let failed = false;
try {
  do {
    try {
      const round = await runCarrierRound(database.db, { seed, send });
      console.log(
        `${new Date().toISOString()}  ${round.advanced} parcel(s) moved a step, ${round.delivered} delivered`,
      );
      for (const refused of round.refused)
        console.error(
          `  ${refused.trackingNumber}: refused with ${refused.status} ${refused.body.slice(0, 200)}`,
        );
      failed = round.refused.length > 0;
    } catch (error) {
      failed = true;
      console.error(`The API did not answer at ${config.api.internalUrl}: ${(error as Error).message}`);
    }
    if (once) break;
    await sleep(intervalSeconds * 1000, undefined, { signal: stop.signal }).catch(() => undefined);
  } while (!stop.signal.aborted);
} finally {
  await database.destroy();
}
if (once && failed) process.exitCode = 1;
