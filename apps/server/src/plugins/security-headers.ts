import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start and set on every reply. (@fastify/helmet rebuilds the
 * policy on every request, which cost the scan link a third of its throughput.)
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { skip, ...options }: HelmetOptions & { skip?: (url: string) => boolean }) => {
    const headers = computeSecurityHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      if (!skip?.(request.url)) reply.headers(headers);
      done();
    });
  },
);
