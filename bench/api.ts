/**
 * `npm run bench`: the API's light routes against the bare-Fastify ceiling, in one run, on a fresh
 * SQLite database (or the database named by BENCH_DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, printTable, residentMb, startApi, startCeiling } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.db')}`;

const ceiling = await startCeiling();
const api = await startApi({ DATABASE_URL: databaseUrl });
try {
  console.log(`Database: ${databaseUrl}; 50 connections, ${seconds} s per route, one API process.`);
  const ceilingResult = await measure('bare Fastify, 2 KB JSON (ceiling)', ceiling.url, { seconds });
  const rows = [
    await measure('GET /v1/geo', `${api.url}/v1/geo`, { seconds, headers: { 'x-locale': 'de' } }),
    await measure('GET /v1/geo/countries/DE', `${api.url}/v1/geo/countries/DE`, {
      seconds,
      headers: { 'x-locale': 'de' },
    }),
    await measure('GET /v1/healthcheck/database', `${api.url}/v1/healthcheck/database`, { seconds }),
  ];
  printTable(rows, ceilingResult);
  console.log(`\nAPI resident memory after the run: ${await residentMb(api.process.pid)} MB`);
} finally {
  await api.stop();
  await ceiling.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
