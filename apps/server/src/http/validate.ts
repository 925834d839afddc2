import { describeValidationMessage } from '@nfc/contract/messages';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Validates input read by hand (multipart, JSON-or-multipart) with the same answer as route schemas. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= describeValidationMessage(issue.message);
  }
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['_', 'Invalid input.'];
  throw new AppError(
    'VALIDATION',
    firstField === '_' ? firstMessage : `Invalid input: ${firstField}: ${firstMessage}`,
    {
      fields,
    },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are not validated as UUIDs up front: a malformed id is simply not found (404). */
export const isUuid = (value: string) => UUID.test(value);
