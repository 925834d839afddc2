import { createServer, type Server, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, randomIp, signUp, type TestContext } from '../../test/helpers.ts';
import { openPostgres } from './client.ts';

/**
 * The PostgreSQL server going away and coming back, staged with a TCP proxy between the app and the
 * database: closing the proxy drops every connection and refuses new ones, as a restart does.
 */
class DatabaseProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('the PostgreSQL server restarts', () => {
  const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://localhost');
  const proxy = new DatabaseProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  let ctx: TestContext;

  beforeAll(async () => {
    await proxy.open();
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    ctx = await createTestApp({ database: openPostgres(viaProxy.toString()) });
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.close();
    await proxy.close();
  });

  it('answers 503 quickly while it is away, never hangs, and recovers by itself', async () => {
    const user = await signUp(ctx);
    await givePlan(ctx, user.user.id, 'Pro');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(user.token),
      payload: { name: 'Door', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/door' } },
    });
    expect(created.statusCode).toBe(201);
    const tag = created.json() as { id: string; userFacingId: string };
    const code = tag.userFacingId;
    // Warm the scan-target cache while the database is there.
    expect((await ctx.app.inject({ method: 'GET', url: `/t/${code}`, remoteAddress: randomIp() })).statusCode).toBe(
      302,
    );
    await ctx.app.appDeps.scanRecorder.flush();

    await proxy.close();

    const ready = await timed(() => ctx.app.inject({ method: 'GET', url: '/api/ready' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(6_000);

    const list = await timed(() => ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(user.token) }));
    expect(list.value.statusCode).toBe(503);
    expect(list.value.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'Service temporarily unavailable.' });
    expect(list.value.headers['retry-after']).toBe('5');
    expect(list.ms).toBeLessThan(6_000);

    // The scan link answers from memory meanwhile; its scans wait in the queue.
    const scansWhileAway = 5;
    for (let index = 0; index < scansWhileAway; index++) {
      const scan = await ctx.app.inject({ method: 'GET', url: `/t/${code}`, remoteAddress: randomIp() });
      expect(scan.statusCode).toBe(302);
    }
    await expect(ctx.app.appDeps.scanRecorder.flush()).rejects.toThrow();

    await proxy.open();

    let recovered = false;
    for (let attempt = 0; attempt < 40 && !recovered; attempt++) {
      recovered = (await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(user.token) });
    expect(again.statusCode).toBe(200);

    await ctx.app.appDeps.scanRecorder.flush();
    // Every scan is there: the warm-up one and each one made while the database was away.
    const rows = await ctx.database.db.execute(sql`select count(*)::int as n from scans where tag_id = ${tag.id}`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1 + scansWhileAway);
  });
});
