import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from './helpers.ts';

/** A Redis this test may stop and start: its own server, or a cuttable passage to the shared one. */
export type StoppableRedis = {
  url: string;
  /** Like a crash: every connection drops and new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));

/** A Redis to test against (and to stop): a redis-server binary (.ci/run installs Debian's), else REDIS_URL. */
export const isRedisAvailable = REDIS_SERVER !== undefined || process.env.REDIS_URL !== undefined;

/** The drivers of counters and cache invalidation a suite runs on: the embedded one always, Redis where it can. */
export const counterDrivers: Array<'embedded' | 'Redis'> = isRedisAvailable ? ['embedded', 'Redis'] : ['embedded'];

let privateRedis: Promise<StoppableRedis> | undefined;

/**
 * createTestApp options for a driver: on Redis, the machine's REDIS_URL or one private server per test file, with
 * a key prefix of the app's own (the shared Redis is never flushed); `closeTestRedis` ends the private one.
 */
export async function testAppOptionsFor(driver: 'embedded' | 'Redis') {
  if (driver === 'embedded') return {};
  privateRedis ??= process.env.REDIS_URL
    ? Promise.resolve({
        url: process.env.REDIS_URL,
        stop: async () => {},
        start: async () => {},
        close: async () => {},
      })
    : startStoppableRedis();
  return { env: { REDIS_URL: (await privateRedis).url }, redisPrefix: `nfc-test:${randomUUID()}:` };
}

/**
 * Copies of one server on one database for a driver: on Redis two, sharing the installation's secret (each accepts
 * the other's tokens) and hearing each other's changes; embedded, the one copy there is. The first made the changes
 * a test looks for on the others.
 */
export async function openCopies(driver: 'embedded' | 'Redis') {
  const options = { ...(await testAppOptionsFor(driver)), secret: randomBytes(32).toString('hex') };
  const first = await createTestApp(options);
  const copies = driver === 'Redis' ? [first, await createTestApp({ ...options, database: first.database })] : [first];
  return {
    first,
    copies,
    async close() {
      for (const copy of copies.slice(1)) await copy.close();
      await first.close();
      await closeTestRedis();
    },
  };
}

export async function closeTestRedis() {
  await (await privateRedis)?.close();
  privateRedis = undefined;
}

export async function startStoppableRedis(): Promise<StoppableRedis> {
  if (REDIS_SERVER) return startPrivateRedis(REDIS_SERVER);
  return startCuttableProxy(new URL(process.env.REDIS_URL as string));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, isOpen: boolean) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answers = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (answers === isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`port ${port} did not ${isOpen ? 'open' : 'close'}`);
}

/** redis-server on a free loopback port, without persistence: a restart starts empty, as after a crash. */
async function startPrivateRedis(binary: string): Promise<StoppableRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nfc-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await waitForPort(port, true);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    await waitForPort(port, false);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A loopback passage to the shared Redis that can be cut (its counts survive; a private server's do not). */
async function startCuttableProxy(shared: URL): Promise<StoppableRedis> {
  const [host, targetPort] = [shared.hostname, Number(shared.port || 6379)];
  const port = await freePort();
  // The same credentials and database, through the passage.
  const url = new URL(shared);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const start = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closed = new Promise((resolve) => running.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await start();
  return { url: url.toString(), start, stop, close: stop };
}
