import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { repoRoot } from '../../../test/paths.ts';
import { createWebhookSecret, signWebhook } from './signing.ts';

const guide = () => readFile(path.join(repoRoot, 'docs/integrations.md'), 'utf8');

/** The text after `marker` up to the next line that starts with `end`. */
function sectionAfter(text: string, marker: string, end: string): string {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`docs/integrations.md has no ${marker}`);
  const rest = text.slice(start + marker.length);
  return rest.slice(0, rest.indexOf(`\n${end}`));
}

type Verify = (secret: string, header: string | undefined, body: string | Buffer, tolerance?: number) => boolean;

describe('docs/integrations.md', () => {
  let dir: string;
  let verifyWebhook: Verify;
  beforeAll(async () => {
    // The Node example exactly as printed, run as a module of its own.
    const block = sectionAfter(await guide(), '<!-- verify-webhook.mjs', '```\n');
    const code = block.slice(block.indexOf('```js\n') + '```js\n'.length);
    dir = await mkdtemp(path.join(os.tmpdir(), 'verify-webhook-'));
    const file = path.join(dir, 'verify-webhook.mjs');
    await writeFile(file, code);
    ({ verifyWebhook } = (await import(pathToFileURL(file).href)) as { verifyWebhook: Verify });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('verifies a signature made by signing.ts, over a string or the raw bytes', () => {
    const secret = createWebhookSecret();
    const body = JSON.stringify({ id: 'd1', event: 'lead.created', data: { name: 'Jürgen Müller' } });
    const header = signWebhook(secret, body);
    expect(verifyWebhook(secret, header, body)).toBe(true);
    expect(verifyWebhook(secret, header, Buffer.from(body, 'utf8'))).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp, and a malformed header', () => {
    const secret = createWebhookSecret();
    const body = '{"id":"d2","event":"ping","data":{}}';
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhook(secret, signWebhook(secret, body), `${body} `)).toBe(false);
    expect(verifyWebhook(createWebhookSecret(), signWebhook(secret, body), body)).toBe(false);
    expect(verifyWebhook(secret, signWebhook(secret, body, now - 301), body)).toBe(false);
    expect(verifyWebhook(secret, signWebhook(secret, body, now + 301), body)).toBe(false);
    expect(verifyWebhook(secret, signWebhook(secret, body, now - 290), body)).toBe(true);
    for (const header of ['', 'v1=abc', `t=${now}`, `t=${now},v1=${'g'.repeat(64)}`, 'nonsense', undefined]) {
      expect(verifyWebhook(secret, header, body), String(header)).toBe(false);
    }
  });

  describe('the scope table', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('lists exactly the operations the OpenAPI document gives each scope', async () => {
      const table = sectionAfter(await guide(), '<!-- scopes', '<!-- /scopes');
      const listed = new Map<string, string[]>();
      for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
        const [, scope = '', routes = ''] = row.split('|').map((cell) => cell.trim());
        listed.set(
          scope.replaceAll('`', ''),
          [...routes.matchAll(/`([A-Z]+ [^`]+)`/g)].map((match) => match[1] as string).sort(),
        );
      }
      const documented = new Map<string, string[]>();
      const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, { 'x-required-scope'?: string }>> })
        .paths;
      for (const [template, item] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const scope = operation['x-required-scope'];
          if (scope) documented.set(scope, [...(documented.get(scope) ?? []), `${method.toUpperCase()} ${template}`]);
        }
      }
      for (const routes of documented.values()) routes.sort();
      expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(documented));
    });
  });
});
