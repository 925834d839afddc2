// `npm run sun-keys -- --organisation <uuid> [--version N]`: prints an organisation's SDM keys for the chip-encoding
// vendor (apps/server/src/verified-taps/sun-keys-cli.ts, decision 037), built by `npm start` as
// apps/server/dist/sun-keys.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = fileURLToPath(new URL('../apps/server/dist/sun-keys.js', import.meta.url));

const run = (program, args) => {
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// A clone where `npm start` has not run yet (or ran before this command existed): install and build the server.
if (!existsSync(built)) {
  run(process.execPath, ['scripts/ensure-install.mjs']);
  run('npm', ['run', 'build', '--silent', '-w', 'apps/server']);
}

const child = spawn(process.execPath, ['--enable-source-maps', built, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
