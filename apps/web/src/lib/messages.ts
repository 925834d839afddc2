import type { TFunction } from 'i18next';

/** Contract validation messages are i18n keys (`validation.*`); server texts pass through unchanged. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message) : message;
}
