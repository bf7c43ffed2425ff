import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from './client';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

let journal: z.infer<typeof journalSchema>['entries'] | undefined;

/**
 * The migrations this build ships, oldest first, as drizzle-kit's journal names and dates them;
 * read once: the code does not change while it runs.
 */
export function shippedMigrations() {
  journal ??= journalSchema.parse(
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  ).entries;
  return journal;
}
