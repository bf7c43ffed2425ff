import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from '../../server-root';

const packageSchema = z.object({ version: z.string().optional() });

/**
 * The version in the repository's package.json, which the manifest carries for the operator (a
 * restore relies on the last migration, not on this); `unversioned` if a copy has lost it.
 */
export function appVersion(): string {
  const file = path.join(serverRoot, '..', '..', 'package.json');
  const parsed = packageSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return (parsed.success && parsed.data.version) || 'unversioned';
}
