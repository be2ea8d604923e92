/**
 * `npm run bench:import`: the catalogue CSV import (docs/operations.md#importing-and-exporting) of a
 * generated file of BENCH_IMPORT_ROWS new products (100,000 by default) with texts in English, German,
 * French and Greek, into a fresh database holding the demo catalogue (its categories and brands), on
 * SQLite and PostgreSQL. The import runs in a process of its own with the API's node flags and memory
 * settings (bench/import-run.ts): a dry run, then the real run. The table gives wall time, rows per
 * second and the process's peak resident memory (VmHWM).
 *
 *   BENCH_IMPORT_ROWS=100000  BENCH_DATABASES=sqlite,postgres
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ENV, API_NODE_FLAGS } from '../scripts/api-process.ts';
import { BENCH_CACHE, ensureCatalogue, ROOT, selectRows } from './lib.ts';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const WORDS = {
  en: 'copper kettle cast iron pan linen towel oak board steel knife wool blanket glass jar clay pot'.split(
    ' ',
  ),
  de: 'Kupfer Kessel Gusseisen Pfanne Leinen Tuch Eiche Brett Stahl Messer Wolle Decke Glas Dose Ton Topf'.split(
    ' ',
  ),
  fr: 'cuivre bouilloire fonte poêle lin torchon chêne planche acier couteau laine couverture verre bocal'.split(
    ' ',
  ),
  el: 'χαλκός βραστήρας μαντέμι τηγάνι λινό πετσέτα βελανιδιά σανίδα ατσάλι μαχαίρι μαλλί κουβέρτα'.split(
    ' ',
  ),
} as const;
type Language = keyof typeof WORDS;

/** A deterministic text of `count` words of `language`, varied by `seed`. */
function words(language: Language, seed: number, count: number): string {
  const list = WORDS[language];
  const out: string[] = [];
  for (let index = 0; index < count; index += 1) out.push(list[(seed * 7 + index * 13) % list.length] ?? '');
  return out.join(' ');
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Writes the CSV a line at a time (never whole in memory); its size in MB. */
async function writeCsv(file: string, categories: string[], brands: string[]): Promise<number> {
  const languages = Object.keys(WORDS) as Language[];
  const columns = [
    'sku',
    'active',
    'brand',
    'categories',
    'vatClass',
    'weightGrams',
    'stock',
    'price',
    'basePrice',
    ...languages.flatMap((language) => [`name.${language}`, `description.${language}`]),
  ];
  const out = fs.createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(`${columns.join(',')}\r\n`);
  for (let index = 0; index < rows; index += 1) {
    const price = 199 + ((index * 7919) % 50_000);
    const cells = [
      `BENCH-${String(index).padStart(7, '0')}`,
      'true',
      brands[index % brands.length] ?? '',
      categories[index % categories.length] ?? '',
      index % 5 === 0 ? 'reduced' : 'standard',
      String(100 + (index % 5000)),
      String(index % 50),
      `${Math.trunc(price / 100)}.${String(price % 100).padStart(2, '0')}`,
      index % 10 === 0 ? `${Math.trunc((price * 2) / 100)}.00` : '',
      ...languages.flatMap((language) => [
        `${words(language, index, 3)} ${index}`,
        `${words(language, index + 1, 40)}.`,
      ]),
    ];
    await write(`${cells.map(quote).join(',')}\r\n`);
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return fs.statSync(file).size / 1024 / 1024;
}

async function freshDatabase(kind: string): Promise<string> {
  if (kind === 'sqlite') {
    const file = path.join(BENCH_CACHE, 'import.db');
    fs.mkdirSync(BENCH_CACHE, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    return `sqlite:${file}`;
  }
  const name = 'tendero_bench_import';
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Run {
  run: string;
  seconds: number;
  rows: number;
  created: number;
  problems: number;
  applied: boolean;
  peakMb: number;
}

const results: (Run & { database: string })[] = [];
const file = path.join(os.tmpdir(), `tendero-bench-import-${process.pid}.csv`);
try {
  for (const kind of databases) {
    const databaseUrl = await freshDatabase(kind);
    await ensureCatalogue(databaseUrl, 308);
    const categories = (
      await selectRows<{ path: string }>(
        databaseUrl,
        "select path from category_translation where locale = 'en' order by path",
      )
    ).map((row) => row.path);
    const brands = (
      await selectRows<{ name: string }>(databaseUrl, 'select name from manufacturer order by name')
    ).map((row) => row.name);
    const started = performance.now();
    const megabytes = await writeCsv(file, categories, brands);
    console.log(
      `${kind}: ${rows} rows, ${megabytes.toFixed(1)} MB of CSV written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const child = spawnSync(
      process.execPath,
      [...API_NODE_FLAGS, '--import', 'tsx', 'bench/import-run.ts', file],
      {
        cwd: ROOT,
        env: { ...process.env, ...API_ENV, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
        maxBuffer: 1024 * 1024,
      },
    );
    if (child.status !== 0) throw new Error(`the import on ${kind} failed (${child.status})`);
    for (const line of child.stdout.trim().split('\n')) {
      results.push({ database: kind, ...(JSON.parse(line) as Run) });
    }
  }
} finally {
  fs.rmSync(file, { force: true });
}

console.log('\n| database | run | rows | created | problems | wall time | rows/s | peak RSS (VmHWM) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const result of results) {
  console.log(
    `| ${result.database} | ${result.run} | ${result.rows} | ${result.created} | ${result.problems} | ` +
      `${result.seconds.toFixed(1)} s | ${Math.round(result.rows / result.seconds)} | ${result.peakMb} MB |`,
  );
}
