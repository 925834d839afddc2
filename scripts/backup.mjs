// `npm run backup -- --out FILE` and `npm run restore -- --from FILE`: the server's backup command
// (apps/server/src/backups/cli.ts, decision 026), built by `npm start` as apps/server/dist/backup.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const command = process.argv[2];
const built = fileURLToPath(new URL('../apps/server/dist/backup.js', import.meta.url));

const run = (program, args) => {
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// A clone where `npm start` has not run yet: install and build the server (not the web app) first.
if (!existsSync(built)) {
  run(process.execPath, ['scripts/ensure-install.mjs']);
  run('npm', ['run', 'build', '--silent', '-w', 'apps/server']);
}

const child = spawn(process.execPath, ['--enable-source-maps', built, command, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
