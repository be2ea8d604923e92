/**
 * `npm start`: loads the demo catalogue into an empty database, builds what is not built, runs the API
 * (which migrates the database and loads reference data on start) and the storefront, and prints where
 * the shop answers. Children share this process's environment and end with it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { API_ENV, API_NODE_FLAGS } from './api-process.ts';
import { requireSupportedNode } from './node-version.ts';
import { buildStorefront } from './web-build.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
requireSupportedNode('Tendero');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [];

function run(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping Tendero.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function stop(code: number): void {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'cli.ts', '--if-empty'], {
  cwd: path.join(root, 'demo'),
  stdio: 'inherit',
  env: process.env,
});
if (seeded.status !== 0) {
  console.error('Loading the demo catalogue failed; see above.');
  process.exit(seeded.status ?? 1);
}

const built = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

buildStorefront();

run('API', [...API_NODE_FLAGS, 'dist/server.mjs'], path.join(root, 'apps/api'), {
  ...process.env,
  ...API_ENV,
});
const apiUrl = `http://127.0.0.1:${apiPort}`;
if (!(await waitForHealth(`${apiUrl}/v1/healthcheck`, 60_000))) {
  console.error(`The API did not answer at ${apiUrl} within 60 s.`);
  stop(1);
} else {
  process.env.API_INTERNAL_URL ??= apiUrl;
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  run('storefront', ['--import', 'tsx', 'server.ts', '--port', webPort], path.join(root, 'apps/web'));
  if (await waitForHealth(`http://127.0.0.1:${webPort}/robots.txt`, 60_000)) {
    console.log(`\nTendero is open: http://localhost:${webPort} (API ${apiUrl}, docs ${apiUrl}/v1/docs)\n`);
  } else {
    console.error(`The storefront did not answer on port ${webPort} within 60 s.`);
    stop(1);
  }
}
