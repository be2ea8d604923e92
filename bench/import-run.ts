/**
 * One catalogue import in a process of its own, started by bench/import.ts with the API's node flags:
 * a dry run, then the real run, of the file given, on DATABASE_URL. Prints one JSON line per run with
 * its time, counts and the process's peak resident memory so far (VmHWM).
 */
import fs from 'node:fs';
import { loadConfigOrExit } from '../apps/api/src/config.ts';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import { queueCatalogueImport, runCatalogueImport } from '../apps/api/src/modules/catalog/index.ts';

const file = process.argv[2] ?? '';

function peakMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
try {
  for (const dryRun of [true, false]) {
    const started = performance.now();
    const { id } = await queueCatalogueImport(database.db, { operatorId: null, dryRun });
    const job = await runCatalogueImport(database.db, id, file, {
      progress: (rows, phase) => {
        if (rows % 10_000 === 0) console.error(`  ${dryRun ? 'dry run' : 'real run'}: ${phase} ${rows} rows`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({
        run: dryRun ? 'dry run' : 'real run',
        seconds,
        rows: job.rowsTotal,
        created: job.created,
        updated: job.updated,
        problems: job.problems,
        applied: job.applied,
        peakMb: peakMb(),
      }),
    );
  }
} finally {
  await database.destroy();
}
