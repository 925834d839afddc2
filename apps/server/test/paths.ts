import { fileURLToPath } from 'node:url';

export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The repository's root, where `npm start` runs. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
