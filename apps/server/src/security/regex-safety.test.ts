import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** Shipped sources: tests and the web app's test helpers never run on outside input. */
const sourceDirs = ['apps/server/src', 'packages/contract/src', 'apps/web/src'];
const isShipped = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/');

type FoundRegex = { where: string; source: string; flags: string };

/** Every regex literal and `RegExp(...)` of one file; a `RegExp` built from anything but literals is `unchecked`. */
function findRegexes(fileName: string, code: string): { regexes: FoundRegex[]; unchecked: string[] } {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const regexes: FoundRegex[] = [];
  const unchecked: string[] = [];
  const whereOf = (node: ts.Node) =>
    `${fileName}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
  const isLiteral = (node: ts.Node | undefined) =>
    node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = (node as ts.RegularExpressionLiteral).text;
      const end = text.lastIndexOf('/');
      regexes.push({ where: whereOf(node), source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    const isRegExpCall =
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp';
    if (isRegExpCall) {
      const [pattern, flags] = node.arguments ?? [];
      if (pattern && ts.isRegularExpressionLiteral(pattern)) {
        // The literal itself is found on its own.
      } else if (isLiteral(pattern) && (flags === undefined || isLiteral(flags))) {
        const text = (literal: ts.Node | undefined) => (literal ? (literal as ts.StringLiteral).text : '');
        regexes.push({ where: whereOf(node), source: text(pattern), flags: text(flags) });
      } else {
        unchecked.push(`${whereOf(node)}: ${node.getText(sourceFile)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { regexes, unchecked };
}

const checkRegex = ({ source, flags }: { source: string; flags: string }) => check(source, flags, { timeout: 30_000 });

function describeUnsafe(found: FoundRegex, result: Diagnostics): string {
  const head = `${found.where} /${found.source}/${found.flags}: ${result.status}`;
  if (result.status === 'vulnerable') return `${head} (${result.complexity.summary}), attack: ${result.attack.pattern}`;
  if (result.status === 'unknown') return `${head} (${JSON.stringify(result.error)})`;
  return head;
}

describe('regular expressions', () => {
  beforeAll(() => {
    // The native build of recheck ships in its npm package; it is far faster than the JavaScript fallback.
    vi.stubEnv('RECHECK_BACKEND', 'native');
  });

  it('finds regex literals and RegExp calls, and lists the ones it cannot check', () => {
    const code = [
      "const a = /^a+$/i.test(x) ? 'a/b' : '/';",
      "const b = new RegExp('x*y', 'g');",
      'const c = RegExp(`z`);',
      'const d = new RegExp(name);',
      "const e = new RegExp('q', flags);",
      'const f = <div title="/not/">{1 / 2 / 3}</div>;',
    ].join('\n');
    expect(findRegexes('sample.tsx', code)).toEqual({
      regexes: [
        { where: 'sample.tsx:1', source: '^a+$', flags: 'i' },
        { where: 'sample.tsx:2', source: 'x*y', flags: 'g' },
        { where: 'sample.tsx:3', source: 'z', flags: '' },
      ],
      unchecked: ['sample.tsx:4: new RegExp(name)', "sample.tsx:5: new RegExp('q', flags)"],
    });
  });

  it('flags the comment pattern that let a 300-byte SVG upload block the server for hours', async () => {
    const result = await checkRegex({ source: '^(<!--[\\s\\S]*?-->\\s*)*<svg', flags: 'i' });
    expect(result.status).toBe('vulnerable');
    if (result.status === 'vulnerable') expect(result.complexity.type).toBe('exponential');
    expect((await checkRegex({ source: '\\/+$', flags: '' })).status).toBe('vulnerable');
    expect((await checkRegex({ source: '^[0-9a-f]{64}$', flags: '' })).status).toBe('safe');
  });

  it('are all linear in the shipped server, contract and web sources', { timeout: 120_000 }, async () => {
    const found: FoundRegex[] = [];
    const unchecked: string[] = [];
    for (const dir of sourceDirs) {
      const files = readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).filter(isShipped);
      for (const file of files) {
        const name = path.posix.join(dir, file.split(path.sep).join('/'));
        const result = findRegexes(name, readFileSync(path.join(repoRoot, name), 'utf8'));
        found.push(...result.regexes);
        unchecked.push(...result.unchecked);
      }
    }
    expect(found.length).toBeGreaterThan(70);
    expect(unchecked, 'a RegExp built at run time cannot be checked: build it from literals').toEqual([]);
    const results = await Promise.all(found.map(checkRegex));
    const unsafe = found.flatMap((regex, index) =>
      results[index]!.status === 'safe' ? [] : [describeUnsafe(regex, results[index]!)],
    );
    expect(unsafe).toEqual([]);
  });
});
