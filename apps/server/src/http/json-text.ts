import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * JSON text written to the route's response schema elsewhere (the database writes the tag list), with its compressed
 * forms made once, on first request: an answer kept in memory (deps.organisationReads) is compressed once, not on
 * every request (brotli of the 95 KB list of 200 tags through a stream cost 1.7 ms a request, measured).
 */
export type JsonAnswer = { readonly text: string; readonly encoded: Map<Encoding, Buffer> };

export const jsonAnswer = (text: string): JsonAnswer => ({ text, encoded: new Map() });

/** Below this many bytes an answer goes out as it is, as the compression plugin's threshold (app.ts) has it. */
const COMPRESS_FROM_BYTES = 1024;

/** What the client accepts, brotli first: each token with a q-value above 0 (RFC 9110, section 12.5.3). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends the answer as it is, or compressed as the client accepts: Fastify sends a string or Buffer of a JSON content
 * type without running the route's serializer, and the compression plugin leaves an encoded answer alone.
 */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    answer.text.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.text);
  let body = answer.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(answer.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(answer.text);
    answer.encoded.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}
