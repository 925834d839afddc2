import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: string;
};
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

/**
 * A real HTTP server on 127.0.0.1 and a random port, for a fake of another company's service. A request the fake
 * does not recognise (or that breaks the service's rules) answers 400 and is kept in `violations`, which tests expect
 * empty. `isDown` closes every connection unanswered, as an unreachable service would.
 */
export async function startHttpFake(name: string, handle: FakeHandler, port = 0) {
  const violations: string[] = [];
  const sockets = new Set<Socket>();
  let isDown = false;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (isDown) {
      request.socket.destroy();
      return;
    }
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.test');
      let answer: FakeAnswer;
      try {
        answer = handle({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          raw,
        });
      } catch (error) {
        const violation = `${request.method} ${url.pathname}: ${(error as Error).message}`;
        violations.push(violation);
        answer = { status: 400, body: { status: 'error', message: `${name} fake refused: ${violation}` } };
      }
      const headers = {
        ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...answer.headers,
      };
      response.writeHead(answer.status, headers);
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    violations,
    setDown(down: boolean) {
      isDown = down;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Throws (a violation) unless `condition` holds. */
export function expectThat(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error('the body is not JSON');
  }
}
