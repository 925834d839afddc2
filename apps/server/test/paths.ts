import { fileURLToPath } from 'node:url';

export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
