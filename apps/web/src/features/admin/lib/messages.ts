import { type ServerMessageKey, serverMessages } from '@nfc/contract/server-messages';

type Translate = (key: string) => string;

/** The server messages the admin screens translate, by catalogue key, each with its key in admin.json. */
const adminKeys: Partial<Record<ServerMessageKey, string>> = {
  'admin.quota': 'messages.quota',
  'admin.planRequired': 'messages.planRequired',
  'admin.planNotActive': 'messages.activePlan',
  'admin.duplicatePlanName': 'messages.duplicatePlan',
  'admin.adminNotEditable': 'messages.adminNotEditable',
  'pricing.nameRequired': 'messages.pricing.nameRequired',
  'pricing.pricePositive': 'messages.pricing.pricePositive',
  'pricing.minQuantity': 'messages.pricing.minQuantity',
  'pricing.maxQuantity': 'messages.pricing.maxQuantity',
  'pricing.discount': 'messages.pricing.discount',
  'pricing.regionRequired': 'messages.pricing.regionRequired',
  'pricing.countryRequired': 'messages.pricing.countryRequired',
  'pricing.baseRate': 'messages.pricing.baseRate',
  'pricing.perItemRate': 'messages.pricing.perItemRate',
  'pricing.freeShipping': 'messages.pricing.freeShipping',
};

/**
 * Both ways a message reaches a screen: a form's schema gives the key, a server answer gives the key's English
 * text from the contract's catalogue; either finds the admin.json key.
 */
const messageKeys = new Map<string, string>(
  Object.entries(adminKeys).flatMap(([key, adminKey]) => [
    [key, adminKey],
    [serverMessages[key as ServerMessageKey], adminKey],
  ]),
);

/**
 * A validation or server message in the reader's language: `validation.*` keys come from the shared file,
 * catalogue messages of the admin area from admin.json, anything else is shown as the server wrote it.
 */
export function translateAdminMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.')) return t(`translation:${message}`);
  const key = messageKeys.get(message);
  return key ? t(key) : message;
}

/** The message keys this file maps to, for the translation-file test. */
export const adminMessageKeys = Object.values(adminKeys);
