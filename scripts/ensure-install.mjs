// Installs the workspace from the lockfile when node_modules is missing or older than the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = `${root}package-lock.json`;
const marker = `${root}node_modules/.package-lock.json`;

const isStale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
if (isStale) {
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
