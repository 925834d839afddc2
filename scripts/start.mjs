// `npm start` on a fresh clone: install, build, then run the server (it migrates and seeds on start).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/ensure-install.mjs']);
console.log('Building the web app and the server...');
run('npm', ['run', 'build', '--silent']);

// No --enable-source-maps: Node reads and keeps the map of every module it loads with it, 16 MB of the server's
// resident memory (decision 034). The bundle keeps its names and a `// src/...` line above each file's code, so a
// stack trace still leads to the source; NODE_OPTIONS=--enable-source-maps maps it for a debugging session.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
