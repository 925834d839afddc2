import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import or re-export of a relative module, resolved to a file of the checked set. */
export type ImportEdge = { from: string; to: string; specifier: string; isTypeOnly: boolean };

/**
 * One app's layering: `src` is its source root (POSIX, relative to the repo); `isCompositionRoot` names the files
 * (relative to `src`) that wire features together and so may import any of them.
 */
export type AppLayout = { src: string; isCompositionRoot: (file: string) => boolean };

/** `cycles` counts type-only imports too; `runtimeCycles` only the imports that load a module. */
export type ImportReport = { violations: string[]; runtimeCycles: string[][]; cycles: string[][] };

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every relative import, re-export and `import()` of one file; `import type` and `export type` are type-only. */
export function findImports(fileName: string, code: string): { specifier: string; isTypeOnly: boolean }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; isTypeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // With verbatimModuleSyntax `import { type A }` still loads the module; only `import type` does not.
      found.push({ specifier: node.moduleSpecifier.text, isTypeOnly: node.importClause?.isTypeOnly === true });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, isTypeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, isTypeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, isTypeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.filter(({ specifier }) => specifier.startsWith('.'));
}

/** The import graph of the given files (path -> source text); imports of anything outside the set are left out. */
export function buildImportGraph(files: ReadonlyMap<string, string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, code] of files) {
    for (const { specifier, isTypeOnly } of findImports(from, code)) {
      const base = path.posix.join(path.posix.dirname(from), specifier);
      const to = extensions.map((extension) => base + extension).find((candidate) => files.has(candidate));
      if (to) edges.push({ from, to, specifier, isTypeOnly });
    }
  }
  return edges;
}

/** `features/<name>` of a file inside an app's source root, or null for a shared module. */
function featureOf(file: string, layout: AppLayout): string | null {
  const inside = path.posix.relative(layout.src, file);
  const match = /^features\/([^/]+)\//.exec(inside);
  return match ? match[1]! : null;
}

/** Cycles of the graph: one shortest loop through each strongly connected group of files (Tarjan). */
export function findCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || next.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) connect(file);
  return groups
    .map((group) => shortestLoop([...group].sort()[0]!, new Set(group), next))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest path from `start` back to itself inside one group (breadth first). */
function shortestLoop(start: string, group: ReadonlySet<string>, next: ReadonlyMap<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const to of next.get(file) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(to) && to !== start) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start];
}

/**
 * What breaks the layering shared -> features -> composition root: a feature importing another feature, a shared
 * module importing a feature, and any import cycle.
 */
export function checkImports(files: ReadonlyMap<string, string>, layouts: readonly AppLayout[]): ImportReport {
  const edges = buildImportGraph(files);
  const violations: string[] = [];
  for (const edge of edges) {
    const layout = layouts.find(({ src }) => edge.from.startsWith(`${src}/`));
    if (!layout || !edge.to.startsWith(`${layout.src}/`)) continue;
    const target = featureOf(edge.to, layout);
    if (target === null) continue;
    const source = featureOf(edge.from, layout);
    if (source !== null && source !== target) {
      violations.push(`${edge.from} imports '${edge.specifier}': feature ${source} may not import feature ${target}`);
    } else if (source === null && !layout.isCompositionRoot(path.posix.relative(layout.src, edge.from))) {
      violations.push(`${edge.from} imports '${edge.specifier}': only the composition root may import a feature`);
    }
  }
  const runtimeCycles = findCycles(edges.filter(({ isTypeOnly }) => !isTypeOnly));
  return { violations, runtimeCycles, cycles: findCycles(edges) };
}

/** The shipped .ts and .tsx files under the given source roots (tests left out), keyed by repo-relative path. */
export function readSources(repoRoot: string, sourceRoots: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const root of sourceRoots) {
    for (const entry of readdirSync(path.join(repoRoot, root), { recursive: true, encoding: 'utf8' })) {
      const name = path.posix.join(root, entry.split(path.sep).join('/'));
      if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
        files.set(name, readFileSync(path.join(repoRoot, name), 'utf8'));
      }
    }
  }
  return files;
}
