/**
 * `npm run cluster -- --api 3 --web 2 --workers 2`: Tendero as several processes on this machine, on
 * PostgreSQL and Redis, behind HAProxy (docs/operations.md#running-on-more-than-one-machine). Prints
 * where everything listens; Ctrl-C stops all of it.
 *
 *   --api N       API replicas (default 3)
 *   --web N       storefront processes (default 2)
 *   --workers N   event and mail workers (default 2)
 *
 * PORT (3000) is the shop at the load balancer and API_PORT (4000) the API there. DATABASE_URL must name
 * a PostgreSQL database (default postgres://postgres@127.0.0.1:5432/tendero, created when missing) and
 * REDIS_URL a Redis (default redis://127.0.0.1:6379).
 */
import { parseArgs } from 'node:util';
import { haproxyInstalled, startCluster, type Cluster } from '../cluster/processes.ts';
import { requireSupportedNode } from './node-version.ts';

requireSupportedNode('Tendero');
const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '3' },
    web: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
  },
});

function count(name: 'api' | 'web' | 'workers', least: number): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < least || value > 32) {
    console.error(`--${name} takes a whole number from ${least} to 32, got '${values[name]}'`);
    process.exit(2);
  }
  return value;
}

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendero';
if (!databaseUrl.startsWith('postgres')) {
  console.error(`A cluster runs on PostgreSQL: DATABASE_URL is '${databaseUrl}'.`);
  process.exit(2);
}
if (!haproxyInstalled()) {
  console.error('HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install haproxy');
  process.exit(2);
}

let cluster: Cluster | undefined;
let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster…');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  cluster = await startCluster({
    api: count('api', 1),
    web: count('web', 0),
    workers: count('workers', 0),
    port: Number(process.env.PORT ?? 3000),
    apiPort: Number(process.env.API_PORT ?? 4000),
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: process.env.REDIS_PREFIX ?? 'tendero:',
    drainSeconds: Number(process.env.DRAIN_SECONDS ?? 2),
    seedDemo: true,
    output: 'inherit',
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
if (cluster) {
  const line = (name: string, port: number, pid: number | undefined) =>
    `  ${name.padEnd(9)} 127.0.0.1:${String(port).padEnd(6)} pid ${pid ?? '-'}`;
  console.log(`
Tendero runs as a cluster on ${databaseUrl}:
  shop      ${cluster.url}   (HAProxy: /v1/ to the API replicas, the rest to the storefronts)
  API       ${cluster.apiUrl}   (HAProxy, for the storefronts; docs at ${cluster.apiUrl}/v1/docs)
${[...cluster.apis, ...cluster.webs].map((one) => line(one.name, one.port, one.pid)).join('\n')}
${cluster.workers.map((one) => `  ${one.name.padEnd(9)} pid ${one.pid ?? '-'}`).join('\n')}
Ctrl-C stops all of it.
`);
}
