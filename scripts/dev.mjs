// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  // The dev outbox at /api/dev/outbox shows mailed links; it answers this machine only and is never on for npm start.
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ENABLE_TEST_ROUTES: 'true', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
