import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { repoRoot } from '../../../test/paths.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type Document = { openapi: string; servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

/** A path's shape without its parameter names: `/api/tags/{}`. */
const shapeOf = (template: string) => template.replace(/:\w+/g, '{}').replace(/\{[^}]*\}/g, '{}');

describe('API documentation', () => {
  let ctx: TestContext;
  let document: Document;
  let body: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    body = response.body;
    document = response.json();
  });
  afterAll(() => ctx.close());

  it('serves an OpenAPI 3.1 document that lists every registered /api route but the test and hidden ones', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set<string>();
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${shapeOf(template)}`);
    }
    const missing = ctx.app.registeredRoutes
      .filter(
        (route) =>
          route.url.startsWith('/api/') &&
          !route.url.startsWith('/api/docs') &&
          !route.url.startsWith('/api/dev/') &&
          route.url !== '/api/openapi.json' &&
          !route.schema?.hide,
      )
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${shapeOf(route.url.replace(/\/$/, '') || '/')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths).filter((template) => !template.startsWith('/api/'))).toEqual([]);
    expect(document.paths['/api/auth/login']?.post?.requestBody).toBeDefined();
  });

  it('names each operation, its security and its error answers, and the server from APP_URL', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: ctx.config.appUrl })]);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toMatch(/^[A-Z]/);
      expect(operation.security, operation.operationId).toBeDefined();
      expect(operation.responses['400'], operation.operationId).toEqual({ $ref: '#/components/responses/BadRequest' });
    }
    const listTags = document.paths['/api/tags']?.get;
    expect(listTags?.security).toEqual([{ session: [] }, { apiKey: ['tags:read'] }]);
    expect(listTags).toMatchObject({ 'x-required-scope': 'tags:read', tags: ['Tags'] });
    expect(Object.keys(listTags?.responses ?? {})).toEqual(['200', '400', '401', '403', '429']);
    expect(document.paths['/api/team']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(Object.keys(document.paths['/api/tags/{id}']?.get?.responses ?? {})).toContain('404');
  });

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, body);
      const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
      const lint = promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format', 'json'],
        // Offline: no usage report, no look for a newer version.
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, cwd: dir },
      );
      const { stdout } = await lint.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as { problems: Array<{ ruleId: string; message: string }> };
      expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has a documentation page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
