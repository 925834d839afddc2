import { describeValidationMessage } from '@nfc/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

type ErrorBody = { message: string; code: string; errors?: Record<string, string> } & Record<string, unknown>;

/** Unique violations from either driver (pg error or PGlite error) carry code 23505. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Socket errors, PostgreSQL's connection-class codes (08xxx, 57P0x) and Redis giving up on a command: a backing
 * service is away, not the request wrong.
 */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE.has(code) || /^(08|57P0)/.test(code))) return true;
    if ((current as { name?: unknown }).name === 'MaxRetriesPerRequestError') return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is closed/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code, ...error.extra };
      if (error.fields) body.errors = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const zodPath = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.map(String).join('.');
        errors[field || '_'] ??= describeValidationMessage(issue.message ?? 'validation.invalid');
      }
      const [firstField, firstMessage] = Object.entries(errors)[0] ?? ['_', 'Invalid input.'];
      const message = firstField === '_' ? firstMessage : `Invalid input: ${firstField}: ${firstMessage}`;
      return reply.status(400).send({ message, code: 'VALIDATION', errors });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ message: 'This entry already exists.', code: 'CONFLICT' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      return reply.status(status).send({ message: error.message || 'Bad request.', code });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'Service temporarily unavailable.', code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return reply.status(status >= 500 ? status : 500).send({
      message: status === 503 ? 'Service temporarily unavailable.' : 'Something went wrong on our side.',
      code,
    });
  });
});
