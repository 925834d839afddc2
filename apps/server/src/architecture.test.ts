import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppLayout, checkImports, readSources } from '../test/import-rules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverCompositionRoot = new Set(['app.ts', 'app-deps.ts', 'jobs.ts', 'web-app.ts']);
const webEntries = new Set(['main.tsx', 'card-main.tsx']);

const layouts: AppLayout[] = [
  { src: 'apps/server/src', isCompositionRoot: (file) => serverCompositionRoot.has(file) },
  // src/app/ composes the portal; the two entries start the portal and the public card page.
  { src: 'apps/web/src', isCompositionRoot: (file) => file.startsWith('app/') || webEntries.has(file) },
];

describe('import rules', () => {
  it('catch a feature importing another, a shared module importing a feature, and import circles', () => {
    const files = new Map([
      ['x/src/app.ts', "import { routes } from './features/a/routes.ts';"],
      [
        'x/src/features/a/routes.ts',
        "import { find } from '../b/service.ts';\nimport type { T } from '../../lib/types';",
      ],
      ['x/src/features/b/service.ts', "import 'some-package';\nexport { find } from './find';"],
      ['x/src/features/b/find.ts', "export const load = () => import('../../lib/page.ts');"],
      ['x/src/lib/page.ts', "import { routes } from '../features/a/routes.ts';"],
      ['x/src/lib/types.ts', "import type { U } from './more.ts';\nexport type T = U;"],
      ['x/src/lib/more.ts', "import type { T } from './types.ts';\nexport type U = { t?: T };"],
    ]);
    const report = checkImports(files, [{ src: 'x/src', isCompositionRoot: (file) => file === 'app.ts' }]);
    expect(report.violations).toEqual([
      "x/src/features/a/routes.ts imports '../b/service.ts': feature a may not import feature b",
      "x/src/lib/page.ts imports '../features/a/routes.ts': only the composition root may import a feature",
    ]);
    const loop = [
      'x/src/features/a/routes.ts',
      'x/src/features/b/service.ts',
      'x/src/features/b/find.ts',
      'x/src/lib/page.ts',
      'x/src/features/a/routes.ts',
    ];
    expect(report.runtimeCycles).toEqual([loop]);
    expect(report.cycles).toEqual([loop, ['x/src/lib/more.ts', 'x/src/lib/types.ts', 'x/src/lib/more.ts']]);
  });

  it('hold in the server and the web app', () => {
    const files = readSources(
      repoRoot,
      layouts.map(({ src }) => src),
    );
    for (const { src } of layouts) {
      expect([...files.keys()].filter((file) => file.startsWith(`${src}/features/`)).length).toBeGreaterThan(50);
    }
    const report = checkImports(files, layouts);
    expect(report.violations, 'imports across features, or from shared code into a feature').toEqual([]);
    expect(
      report.cycles.map((cycle) => cycle.join(' -> ')),
      'import circles',
    ).toEqual([]);
  });
});

describe('the session cache', () => {
  // A statement that changes who a session acts as: a user, an organisation or a plan updated or deleted.
  const changesPrincipal = /\.(?:update|delete)\((?:users|organisations|plans)\)/;

  it('is told of every change to users, organisations and plans, or the file says why it need not be', () => {
    const files = readSources(repoRoot, ['apps/server/src']);
    const writers = [...files].filter(
      ([file, text]) => !file.endsWith('.test.ts') && !file.endsWith('/db/seed.ts') && changesPrincipal.test(text),
    );
    expect(writers.length).toBeGreaterThan(8);
    const silent = writers
      .filter(([, text]) => !/sessions\.(?:invalidate\w+|clear)\(/.test(text))
      .filter(([, text]) => !text.includes('the session cache is not concerned'))
      .map(([file]) => file);
    expect(silent, 'files that change a user, organisation or plan without telling deps.sessions').toEqual([]);
  });
});
