import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { PRIVATE_UMASK } from '../db/data-dir-privacy';
import { openForBackup } from '../features/backups';
import { describeBackup, failAndExit, originalCwd } from './operator';

const usage = `Usage: npm run backup [-- --output FILE]
Writes one archive (a .tar.gz file) holding the database, every stored file and a manifest.
Without --output it goes to BACKUP_DIR (default: DATA_DIR/backups).`;

async function main() {
  const { values } = parseArgs({
    options: { output: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(usage);
  const config = loadConfig();
  process.umask(PRIVATE_UMASK); // the archive holds the firm's data: its owner's alone
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = values.output
    ? path.resolve(originalCwd(), values.output)
    : path.join(config.backupDir, `lexbridge-${stamp}.tar.gz`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const source = await openForBackup(config);
  const manifest = await source.backup(file).finally(() => source.close());
  console.log(describeBackup(file, manifest));
}

main().catch(failAndExit);
