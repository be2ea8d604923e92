/**
 * Tendero as several processes on one machine (docs/operations.md#running-on-more-than-one-machine):
 * N API replicas, M storefront processes and K workers on one PostgreSQL database and one Redis,
 * behind HAProxy from the machine's packages. `npm run cluster` and the cluster tests start it here.
 *
 * HAProxy listens on two ports: the shop's (`/v1/…` to the API replicas, everything else to the
 * storefronts) and the API's own, which the storefronts render their pages from.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API_ENV, API_NODE_FLAGS } from '../scripts/api-process.ts';
import { haproxyConfig } from './haproxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ClusterOptions {
  api: number;
  web: number;
  workers: number;
  /** The shop's port at the load balancer; 0 picks a free one. */
  port: number;
  /** The API's port at the load balancer (for the storefronts and scripts); 0 picks a free one. */
  apiPort: number;
  /** A PostgreSQL database; created when the server does not have it yet. */
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Seconds a stopping API replica says it is draining before it closes. */
  drainSeconds: number;
  /** Load the demo catalogue into an empty database first (what `npm run cluster` does). */
  seedDemo: boolean;
  /** More environment for the API replicas, workers and storefronts. */
  env?: Record<string, string>;
  /** Where the processes' output goes: this process's (`inherit`) or nowhere. */
  output: 'inherit' | 'ignore';
}

/** One process of the cluster, which can be stopped (any signal) and started again on its port. */
export interface Member {
  readonly name: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Whether the process is running. */
  readonly running: boolean;
  start(): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** One line of HAProxy's `show stat`: a replica as the load balancer sees it. */
export interface BalancedServer {
  backend: string;
  server: string;
  /** `UP`, `DOWN`, `UP 1/2` (coming up), `NOLB`, … */
  status: string;
  /** Requests (HTTP sessions) sent to it so far. */
  sessions: number;
}

export interface Cluster {
  /** The shop through the load balancer. */
  url: string;
  /** The API through the load balancer. */
  apiUrl: string;
  apis: Member[];
  webs: Member[];
  workers: Member[];
  databaseUrl: string;
  /** The API replicas and storefronts as HAProxy sees them now. */
  balancerStats(): Promise<BalancedServer[]>;
  stop(): Promise<void>;
}

/** Asks HAProxy's stats socket for `show stat` (CSV: proxy name, server name, …, status, …). */
function showStat(socket: string): Promise<BalancedServer[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    const connection = net.createConnection(socket, () => connection.write('show stat\n'));
    connection.on('data', (chunk) => (text += chunk.toString()));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header = '', ...lines] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      resolve(
        lines
          .map((line) => line.split(','))
          .filter((cells) => !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
          .map((cells) => ({
            backend: cells[at('pxname')] ?? '',
            server: cells[at('svname')] ?? '',
            status: cells[at('status')] ?? '',
            sessions: Number(cells[at('stot')] ?? 0),
          })),
      );
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Whether HAProxy is installed; the README says how to install it. */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Creates the database named in `url` on its server when it is not there yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name Tendero creates: ${name}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

function member(
  name: string,
  port: number,
  launchProcess: () => ChildProcess,
  ready: (() => Promise<void>) | undefined,
  output: 'inherit' | 'ignore',
): Member {
  const launch = () => {
    const started = launchProcess();
    if (output === 'inherit') started.stderr?.pipe(process.stderr);
    return started;
  };
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  return {
    name,
    port,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const started = launch();
      child = started;
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      // The last lines it wrote to stderr, to say why it did not come up.
      let said = '';
      started.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
      try {
        await ready?.();
      } catch (error) {
        started.kill('SIGKILL');
        throw new Error(`${name} did not start: ${(error as Error).message}\n${said}`);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!this.running) return;
      child?.kill(signal);
      await exited;
    },
  };
}

/**
 * Builds the API (and the storefront when `web` > 0), loads the demo catalogue into an empty database,
 * and starts everything; resolves once the load balancer answers on both ports.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await ensureDatabase(options.databaseUrl);
  const port = options.port || (await freePort());
  const apiPort = options.apiPort || (await freePort());
  const origins = `http://localhost:${port},http://127.0.0.1:${port}`;
  const shared = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    PORT: String(port),
    PUBLIC_ORIGINS: origins,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const apiEnv = {
    ...shared,
    ...API_ENV,
    WORKERS: 'off',
    DRAIN_SECONDS: String(options.drainSeconds),
    // HAProxy runs on this machine and names the shopper's address in X-Forwarded-For.
    TRUSTED_PROXIES: 'loopback',
    ...options.env,
  };
  // stderr is read (and passed on with `inherit`): a member that does not start says why.
  const stdio: StdioOptions = ['ignore', options.output, 'pipe'];

  if (options.seedDemo) {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'cli.ts', '--if-empty'], {
      cwd: path.join(root, 'demo'),
      stdio: ['ignore', options.output, 'inherit'],
      env: apiEnv,
    });
    if (seeded.status !== 0) throw new Error('loading the demo catalogue failed');
  }
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(root, 'apps/api'),
    stdio: ['ignore', options.output, 'inherit'],
  });
  if (built.status !== 0) throw new Error('building the API failed');
  if (options.web > 0) {
    const { buildStorefront } = await import('../scripts/web-build.ts');
    buildStorefront();
  }

  const apis: Member[] = [];
  for (let index = 1; index <= options.api; index++) {
    const replicaPort = await freePort();
    apis.push(
      member(
        `api${index}`,
        replicaPort,
        () =>
          spawn(process.execPath, [...API_NODE_FLAGS, 'dist/server.mjs'], {
            cwd: path.join(root, 'apps/api'),
            env: { ...apiEnv, API_PORT: String(replicaPort) },
            stdio,
          }),
        () => waitFor(`http://127.0.0.1:${replicaPort}/v1/healthcheck/database`, 60_000),
        options.output,
      ),
    );
  }
  const workers: Member[] = [];
  for (let index = 1; index <= options.workers; index++) {
    workers.push(
      member(
        `worker${index}`,
        0,
        () =>
          spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
            cwd: path.join(root, 'apps/api'),
            env: apiEnv,
            stdio,
          }),
        undefined,
        options.output,
      ),
    );
  }
  const webs: Member[] = [];
  for (let index = 1; index <= options.web; index++) {
    const webPort = await freePort();
    webs.push(
      member(
        `web${index}`,
        webPort,
        () =>
          spawn(
            process.execPath,
            ['--import', 'tsx', 'server.ts', '--port', String(webPort), '--hostname', '127.0.0.1'],
            {
              cwd: path.join(root, 'apps/web'),
              env: { ...shared, ...options.env, API_INTERNAL_URL: `http://127.0.0.1:${apiPort}` },
              stdio,
            },
          ),
        () => waitFor(`http://127.0.0.1:${webPort}/robots.txt`, 60_000),
        options.output,
      ),
    );
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-cluster-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  const statsSocket = path.join(dir, 'haproxy.sock');
  fs.writeFileSync(configFile, haproxyConfig({ port, apiPort, apis, webs, statsSocket }));
  const checked = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`HAProxy refused its configuration:\n${checked.stderr}`);
  const balancer = member(
    'haproxy',
    port,
    () => spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] }),
    async () => {
      await waitFor(`http://127.0.0.1:${apiPort}/v1/healthcheck/database`, 20_000);
      if (options.web > 0) await waitFor(`http://127.0.0.1:${port}/robots.txt`, 20_000);
    },
    options.output,
  );

  const everyone = [...apis, ...workers, ...webs, balancer];
  const stop = async () => {
    await Promise.all(everyone.map((one) => one.stop('SIGTERM')));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first replica prepares the database alone; the others then find nothing to do.
    const [first, ...others] = apis;
    await first?.start();
    await Promise.all([...others, ...workers, ...webs].map((one) => one.start()));
    await balancer.start();
  } catch (error) {
    await Promise.all(everyone.map((one) => one.stop('SIGKILL')));
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apis,
    webs,
    workers,
    databaseUrl: options.databaseUrl,
    balancerStats: () => showStat(statsSocket),
    stop,
  };
}
