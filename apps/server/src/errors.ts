import { type ErrorCode, errorCodes } from '@nfc/contract/errors';
import type { NounKey } from '@nfc/contract/server-messages';
import { english, type Message, type MessageKey, type MessageParams, msg } from './i18n/messages.ts';

type FieldMessages = Readonly<Record<string, MessageKey | Message>>;

const toMessage = (message: MessageKey | Message, params?: MessageParams): Message =>
  typeof message === 'string' ? msg(message, params) : message;

/**
 * The one error the domain throws, with its message by catalogue key; the error handler turns it into
 * `{ message, code, errors }`. `.message` is the English text, for logs and tests.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** The answer's message by key, answered in the client's language. */
  readonly localized: Message;
  readonly fields: Readonly<Record<string, Message>> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: MessageKey | Message,
    options: { params?: MessageParams; fields?: FieldMessages; extra?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    const localized = toMessage(message, options.params);
    super(english(localized), { cause: options.cause });
    this.code = code;
    this.statusCode = errorCodes[code];
    this.localized = localized;
    this.fields =
      options.fields &&
      Object.fromEntries(Object.entries(options.fields).map(([field, text]) => [field, toMessage(text)]));
    this.extra = options.extra;
  }
}

export const notFound = (what: NounKey) =>
  new AppError('NOT_FOUND', 'common.whatNotFound', { params: { what: msg(what) } });

/** A 400 with field messages, its message naming the first field, as route schemas answer. */
export function validationError(fields: Readonly<Record<string, Message>>): AppError {
  const [first] = Object.entries(fields);
  if (!first) return new AppError('VALIDATION', 'common.invalidInput', { fields });
  const [field, message] = first;
  return new AppError('VALIDATION', field === '_' ? message : msg('common.invalidField', { field, message }), {
    fields,
  });
}
