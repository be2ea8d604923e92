/**
 * `npm run bench:cluster`: orders per second through HAProxy with 1 and with 3 API replicas on
 * PostgreSQL and Redis (cluster/processes.ts, as `npm run cluster` starts them, 2 workers), beside the
 * bare Fastify ceiling measured directly and through the same HAProxy in the same run: what the load
 * balancer itself costs. 50 shoppers check out in a loop as in bench:checkout (8 requests an order).
 *
 * Per 1,000 orders it also counts what one replica needs: the API processes' and the workers' CPU
 * seconds (user + system, from /proc), PostgreSQL's transactions (pg_stat_database: the checkout's,
 * the workers' polls and the health checks) and Redis' commands (INFO stats); and the database
 * connections open half-way through a round (pg_stat_activity).
 *
 *   BENCH_SECONDS=10  BENCH_ROUNDS=3  BENCH_REPLICAS=1,3
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { freePort, startCluster, waitFor } from '../cluster/processes.ts';
import { drainOutbox, measureCheckouts, type CheckoutSample } from './checkouts.ts';
import {
  BENCH_CACHE,
  ensureCatalogue,
  measure,
  median,
  postgresDatabase,
  productsInStock,
  runSql,
  startCeiling,
} from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const replicaCounts = (process.env.BENCH_REPLICAS ?? '1,3').split(',').map(Number);
const SHOPPERS = 50;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function transactions(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const row = await runSql(
    databaseUrl,
    `select xact_commit + xact_rollback as count from pg_stat_database where datname = '${name}'`,
  );
  return Number(row?.count ?? 0);
}

/** Connections to the benchmark's database other than this one's own query. */
async function openConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const row = await runSql(
    databaseUrl,
    `select count(*) as count from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );
  return Number(row?.count ?? 0);
}

async function redisCommands(redis: Redis): Promise<number> {
  const info = await redis.info('stats');
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
}

/** HAProxy in front of the bare Fastify route alone, with the cluster's timeouts. */
async function ceilingThroughBalancer(target: URL): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-bench-lb-'));
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    file,
    `global\n  maxconn 4096\ndefaults\n  mode http\n  timeout connect 2s\n  timeout client 60s\n  timeout server 60s\n  option forwardfor\nfrontend ceiling\n  bind 127.0.0.1:${port}\n  default_backend ceiling\nbackend ceiling\n  server ceiling ${target.host}\n`,
  );
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}${target.pathname}`;
  await waitFor(url, 10_000);
  return {
    url,
    close: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

fs.mkdirSync(BENCH_CACHE, { recursive: true });
const databaseUrl = await postgresDatabase(308);
await ensureCatalogue(databaseUrl, 308);
const redis = new Redis(REDIS_URL);
const ceiling = await startCeiling();
const balanced = await ceilingThroughBalancer(new URL(ceiling.url));
const lines: string[] = [];
const needs: string[] = [];
const ceilings = {
  direct: [] as number[],
  balanced: [] as number[],
  directP99: [] as number[],
  balancedP99: [] as number[],
};

try {
  for (const count of replicaCounts) {
    const cluster = await startCluster({
      api: count,
      web: 0,
      workers: 2,
      port: 0,
      apiPort: 0,
      databaseUrl,
      redisUrl: REDIS_URL,
      redisPrefix: `tendero-bench-${process.pid}:`,
      drainSeconds: 1,
      seedDemo: false,
      output: 'ignore',
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'b'.repeat(40),
        SHOP_VAT_ID: 'DE136695976',
        LOG_LEVEL: 'warn',
        MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
        // The shoppers come from many addresses; the limits are not what is measured.
        RATE_LIMIT_FACTOR: '100',
      },
    });
    try {
      const origin = cluster.url;
      const products = await productsInStock(cluster.url);
      console.log(`\n${count} API replica(s): registering ${SHOPPERS} shoppers through HAProxy…`);
      const shoppers: HttpShopper[] = [];
      for (let index = 0; index < SHOPPERS; index++) {
        const shopper = new HttpShopper({ apiUrl: cluster.url, origin });
        await shopper.register();
        shoppers.push(shopper);
      }
      const samples: CheckoutSample[] = [];
      const perThousand = {
        cpu: [] as number[],
        workerCpu: [] as number[],
        transactions: [] as number[],
        redis: [] as number[],
        connections: [] as number[],
      };
      for (let round = 0; round < rounds; round++) {
        await drainOutbox(databaseUrl);
        await runSql(databaseUrl, `update product set stock = 100000 where id in (${products.join(',')})`);
        const direct = await measure('ceiling', ceiling.url, { seconds });
        const through = await measure('ceiling through HAProxy', balanced.url, { seconds });
        ceilings.direct.push(direct.requestsPerSecond);
        ceilings.balanced.push(through.requestsPerSecond);
        ceilings.directP99.push(direct.p99);
        ceilings.balancedP99.push(through.p99);
        const cpuBefore = cluster.apis.reduce((sum, api) => sum + cpuSeconds(api.pid), 0);
        const workerCpuBefore = cluster.workers.reduce((sum, worker) => sum + cpuSeconds(worker.pid), 0);
        const transactionsBefore = await transactions(databaseUrl);
        const redisBefore = await redisCommands(redis);
        const checkingOut = measureCheckouts(shoppers, products, seconds);
        // Half-way through: the database connections the API replicas and workers hold under load.
        await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
        perThousand.connections.push(await openConnections(databaseUrl));
        const sample = await checkingOut;
        const orders = sample.ordersPerSecond * seconds;
        const workerCpu =
          cluster.workers.reduce((sum, worker) => sum + cpuSeconds(worker.pid), 0) - workerCpuBefore;
        perThousand.workerCpu.push(Math.round((workerCpu / orders) * 1000 * 10) / 10);
        const cpu = cluster.apis.reduce((sum, api) => sum + cpuSeconds(api.pid), 0) - cpuBefore;
        perThousand.cpu.push(Math.round((cpu / orders) * 1000 * 10) / 10);
        perThousand.transactions.push(
          Math.round((((await transactions(databaseUrl)) - transactionsBefore) / orders) * 1000),
        );
        perThousand.redis.push(Math.round((((await redisCommands(redis)) - redisBefore) / orders) * 1000));
        samples.push(sample);
        console.log(
          `  round ${round + 1}: ceiling ${direct.requestsPerSecond} req/s direct, ${through.requestsPerSecond} through HAProxy; ${sample.ordersPerSecond} orders/s, placing p50 ${sample.placeP50} / p99 ${sample.placeP99} ms, paying p99 ${sample.payP99} ms, ${sample.failures} failed; API CPU ${cpu.toFixed(1)} s`,
        );
      }
      const pick = (key: keyof CheckoutSample) => median(samples.map((sample) => sample[key]));
      lines.push(
        `| ${count} | ${pick('ordersPerSecond')} | ${pick('placeP50')} / ${pick('placeP99')} | ${pick('payP50')} / ${pick('payP99')} | ${samples.reduce((sum, sample) => sum + sample.failures, 0)} |`,
      );
      needs.push(
        `| ${count} | ${median(perThousand.cpu)} | ${median(perThousand.workerCpu)} | ${median(perThousand.transactions)} | ${median(perThousand.redis)} | ${median(perThousand.connections)} |`,
      );
    } finally {
      await cluster.stop();
    }
  }
} finally {
  balanced.close();
  await ceiling.close();
  redis.disconnect();
}

console.log(
  `\nCluster on PostgreSQL: ${SHOPPERS} shoppers through HAProxy, ${rounds} rounds of ${seconds} s (medians)`,
);
console.log(
  `Bare Fastify ceiling: ${median(ceilings.direct)} req/s (p99 ${median(ceilings.directP99)} ms) direct, ${median(ceilings.balanced)} req/s (p99 ${median(ceilings.balancedP99)} ms) through HAProxy`,
);
console.log('| API replicas | orders/s | placing p50 / p99 ms | paying p50 / p99 ms | failed checkouts |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (const line of lines) console.log(line);
console.log('\nPer 1,000 orders');
console.log(
  '| API replicas | API CPU seconds | workers CPU seconds | PostgreSQL transactions | Redis commands | database connections under load |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const line of needs) console.log(line);
