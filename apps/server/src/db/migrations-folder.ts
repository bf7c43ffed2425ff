import path from 'node:path';
import { serverRoot } from '../server-root';

/** The SQL migrations, read from the sources by the built server too (dist/ holds only code). */
export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');
