import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError, validationError } from '../errors.ts';
import {
  english,
  keyAnswer,
  type Message,
  type MessageKey,
  msg,
  schemaMessage,
  withMessage,
} from '../i18n/messages.ts';

type ErrorBody = { message: string; code: string; errors?: Record<string, string> } & Record<string, unknown>;

function sendAppError(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = { message: error.message, code: error.code, ...error.extra };
  if (error.fields) {
    body.errors = Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, english(text)]));
  }
  return reply.status(error.statusCode).send(keyAnswer(body, { message: error.localized, errors: error.fields }));
}

const sendMessage = (reply: FastifyReply, status: number, key: MessageKey | Message, code: string) =>
  reply.status(status).send(withMessage(typeof key === 'string' ? msg(key) : key, { code }));

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
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, Message> = {};
      for (const issue of error.validation) {
        const zodPath = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.map(String).join('.');
        errors[field || '_'] ??= schemaMessage(issue.message ?? 'validation.invalid');
      }
      return sendAppError(reply, validationError(errors));
    }
    if (isUniqueViolation(error)) return sendMessage(reply, 409, 'common.conflict', 'CONFLICT');
    const status = error.statusCode ?? 500;
    if (status === 429) return sendMessage(reply, 429, 'common.tooManyRequests', 'RATE_LIMITED');
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      return sendMessage(reply, status, error.message ? { text: error.message } : 'common.badRequest', code);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendMessage(reply, 503, 'common.unavailable', 'UNAVAILABLE');
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return sendMessage(
      reply,
      status >= 500 ? status : 500,
      status === 503 ? 'common.unavailable' : 'common.internal',
      code,
    );
  });
});
