// Bundles the server (and the contract package, which ships as TypeScript) into dist/main.js, and each thread's
// entry beside it under its own name (platform/threads/threads.ts finds them there).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@nfc/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    backup: 'src/backups/cli.ts',
    'sun-keys': 'src/verified-taps/sun-keys-cli.ts',
    'pglite-thread': 'src/db/pglite-thread.ts',
    'pglite-create': 'src/db/pglite-create.ts',
    'scan-writer-thread': 'src/scan-recording/scan-writer-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  logLevel: 'warning',
});
