import fs from 'node:fs';
import path from 'node:path';
import { stdout } from 'node:process';
import { loadConfigOrExit } from '../config.ts';
import { prepareDatabase } from '../boot.ts';
import pino from 'pino';
import { fileStorages } from '../lib/file-storages.ts';
import { connectSharedState } from '../lib/shared-state.ts';
import {
  announceCatalogueChanges,
  catalogueImportProblems,
  queueCatalogueImport,
  runCatalogueImport,
} from '../modules/catalog/index.ts';

// `npm run import -- file.csv [--dry-run] [--pictures <dir>]`: the back office's CSV import
// (docs/operations.md#importing-and-exporting).
const USAGE = 'usage: npm run import -- <file.csv> [--dry-run] [--pictures <dir>]';
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const picturesAt = args.indexOf('--pictures');
const picturesArg = picturesAt === -1 ? undefined : args[picturesAt + 1];
const files = args.filter(
  (arg, index) =>
    arg !== '--dry-run' && index !== picturesAt && (picturesAt === -1 || index !== picturesAt + 1),
);
if (files.length !== 1 || files[0]?.startsWith('-') || (picturesAt !== -1 && !picturesArg)) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs the workspace's script in apps/api; a relative path means where the command was typed.
const typedIn = (location: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), location);
const file = typedIn(files[0] ?? '');
if (!fs.existsSync(file)) {
  console.error(`no such file: ${file}`);
  process.exit(2);
}
const picturesDir = picturesArg === undefined ? undefined : typedIn(picturesArg);
if (picturesDir !== undefined && !fs.statSync(picturesDir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`no such folder: ${picturesDir}`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
const storages = fileStorages(config);
// With Redis the API replicas hear of what the import wrote, and empty their caches at once.
const shared = config.redis
  ? await connectSharedState(config.redis, () => undefined, pino({ level: 'warn' }))
  : undefined;
if (shared) announceCatalogueChanges(database.db, shared.announceCatalogueChange);
try {
  const started = Date.now();
  const { id } = await queueCatalogueImport(database.db, { operatorId: null, dryRun });
  const job = await runCatalogueImport(database.db, id, file, {
    pictures: {
      dir: picturesDir ?? config.catalogueImport.picturesDir,
      hosts: config.catalogueImport.pictureHosts,
      storage: storages.media,
    },
    progress: (rows, phase) => {
      const line = `${phase} ${rows.toLocaleString('en')} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`;
      if (stdout.isTTY) stdout.write(`\r${line}`);
      else console.log(line);
    },
  });
  if (stdout.isTTY) stdout.write('\n');
  for (let cursor: string | undefined; ;) {
    const page = await catalogueImportProblems(database.db, id, {
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    for (const problem of page.items) {
      console.error(
        `row ${problem.row}${problem.column ? `, ${problem.column}` : ''}: ${problem.message} ${JSON.stringify(problem.params)}`,
      );
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const verb = job.applied
    ? 'written'
    : dryRun && job.problems === 0
      ? 'would be written'
      : 'nothing written';
  console.log(
    `${job.rowsTotal ?? 0} rows: ${job.created} created, ${job.updated} updated, ${job.deactivated} deactivated, ` +
      `${job.unchanged} unchanged, ${job.problems} problems (${verb}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exitCode = job.problems > 0 ? 1 : 0;
} finally {
  storages.close();
  await shared?.close();
  await database.destroy();
}
