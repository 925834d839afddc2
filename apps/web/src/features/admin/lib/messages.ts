import { PLAN_REQUIRED_MESSAGE, QUOTA_MESSAGE } from '@nfc/contract/admin';
import { pricingMessages } from '@nfc/contract/pricing';

type Translate = (key: string) => string;

/** English messages of the spec and the server, each with its key in admin.json for the German text. */
const messageKeys: Record<string, string> = {
  [QUOTA_MESSAGE]: 'messages.quota',
  [PLAN_REQUIRED_MESSAGE]: 'messages.planRequired',
  'Choose an active plan.': 'messages.activePlan',
  'A plan with this name already exists.': 'messages.duplicatePlan',
  'Admin accounts cannot be edited here.': 'messages.adminNotEditable',
  ...Object.fromEntries(
    Object.entries(pricingMessages).map(([name, message]) => [message, `messages.pricing.${name}`]),
  ),
};

/**
 * A validation or server message in the reader's language: `validation.*` keys come from the shared file,
 * known English messages from admin.json, anything else is shown as the server wrote it.
 */
export function translateAdminMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.')) return t(`translation:${message}`);
  const key = messageKeys[message];
  return key ? t(key) : message;
}

/** The message keys this file maps to, for the translation-file test. */
export const adminMessageKeys = Object.values(messageKeys);
