import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { PRIVATE_UMASK } from '../db/data-dir-privacy';
import { restoreBackup } from '../features/backups';
import { failAndExit, originalCwd } from './operator';

const usage = `Usage: npm run restore -- FILE [--replace]
Restores a backup made by \`npm run backup\` into DATABASE_URL (or the embedded database in
DATA_DIR) and the file storage (S3_BUCKET, or DATA_DIR/uploads). Stop the server first.
--replace  replace a database or storage that already holds data (kept until the restore succeeded)`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 1) {
    if (!values.help) process.exitCode = 2;
    return console.log(usage);
  }
  const config = loadConfig();
  process.umask(PRIVATE_UMASK);
  const manifest = await restoreBackup({
    file: path.resolve(originalCwd(), positionals[0]!),
    config,
    replace: values.replace === true,
    say: (line) => console.log(line),
  });
  console.log(`Restored the backup of ${manifest.createdAt}. Start the server as usual.`);
}

main().catch(failAndExit);
