import type { Language } from '@nfc/contract/constants';
import { isValidationMessageKey, type ValidationMessageKey, validationMessages } from '@nfc/contract/messages';
import { isServerMessageKey, type ServerMessageKey, serverMessages } from '@nfc/contract/server-messages';
import { serverMessagesDe, validationMessagesDe } from './de.ts';

export type MessageKey = ServerMessageKey | ValidationMessageKey;
export type MessageParams = Readonly<Record<string, string | number | Message>>;
/** A sentence of an answer: a catalogue key with its values, or text passed on as it is (zod's or a library's own). */
export type Message = { readonly key: MessageKey; readonly params?: MessageParams } | { readonly text: string };

export const msg = (key: MessageKey, params?: MessageParams): Message => (params ? { key, params } : { key });

/** A schema's message: a contract key when it is one, else zod's own English, answered as it is. */
export const schemaMessage = (text: string): Message =>
  isValidationMessageKey(text) || isServerMessageKey(text) ? { key: text } : { text };

const templates: Record<Language, Record<MessageKey, string>> = {
  en: { ...validationMessages, ...serverMessages },
  de: { ...validationMessagesDe, ...serverMessagesDe },
};

/** The message in a language; a value that is itself a message is rendered in the same language. */
export function renderMessage(message: Message, language: Language): string {
  if ('text' in message) return message.text;
  return templates[language][message.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = message.params?.[name];
    return typeof value === 'object' ? renderMessage(value, language) : String(value ?? '');
  });
}

export const english = (message: Message) => renderMessage(message, 'en');

/** The keyed messages behind an answer's `message` and field `errors`, for the localize plugin. */
export type AnswerMessages = { message?: Message; errors?: Readonly<Record<string, Message>> };
const answerMessages = new WeakMap<object, AnswerMessages>();

/** Records which keys an answer's English texts came from; the answer itself stays as it is on the wire. */
export function keyAnswer<T extends object>(answer: T, messages: AnswerMessages): T {
  answerMessages.set(answer, messages);
  return answer;
}

export const getAnswerMessages = (answer: object): AnswerMessages | undefined => answerMessages.get(answer);

/** An answer `{ ...fields, message }` with the message in English, answered in German to a client that asks. */
export function withMessage<T extends object = Record<never, never>>(
  message: Message,
  fields?: T,
): T & { message: string } {
  return keyAnswer({ ...(fields as T), message: english(message) }, { message });
}
