import { loadConfigOrExit } from '../config.ts';
import { prepareDatabase } from '../boot.ts';
import { operatorCommand } from '../modules/back-office/commands.ts';

// `npm run operator -- add <email> [--name "…"] | list | disable <email>` (see modules/back-office/commands.ts).
const config = loadConfigOrExit();
const database = await prepareDatabase(config);
try {
  const result = await operatorCommand(database.db, config, process.argv.slice(2));
  for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
  process.exitCode = result.code;
} finally {
  await database.destroy();
}
