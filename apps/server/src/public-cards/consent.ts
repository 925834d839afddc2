import type { Language } from '@nfc/contract/constants';

/**
 * The consent texts a visitor agrees to when sharing their details from a card page, by version. The server
 * decides the text: the card page shows the current version's text in its language (from the card's data, not
 * bundled), sends back version and language, and the lead stores the text it names. A change of wording is a new
 * version; old versions stay so stored leads can be read against them.
 */
const consentTexts = {
  '2026-11': {
    en: 'I agree that my details are sent to {{name}} and kept so that {{name}} can get in touch with me.',
    de: 'Ich bin einverstanden, dass meine Angaben an {{name}} gesendet und gespeichert werden, damit {{name}} mich kontaktieren kann.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ConsentVersion = keyof typeof consentTexts;
export const CURRENT_CONSENT_VERSION: ConsentVersion = '2026-11';

/** What the card page calls a card without a name, as its own translations do. */
const unnamedCard: Record<Language, string> = { en: 'Business card', de: 'Visitenkarte' };

type NamedCard = { name: string | null; surname: string | null; organisationName: string | null };

/** Whom the details go to, as the card page names them: the person, else the organisation, else 'Business card'. */
function recipientOf(card: NamedCard, language: Language): string {
  const fullName = [card.name, card.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || card.organisationName?.trim() || unnamedCard[language];
}

/** The text of a consent version in a language for a card, or null for a version that does not exist. */
export function consentTextOf(version: string, language: Language, card: NamedCard): string | null {
  if (!Object.hasOwn(consentTexts, version)) return null;
  const template: string = consentTexts[version as ConsentVersion][language];
  return template.replaceAll('{{name}}', recipientOf(card, language));
}

/** The current consent version with its text in every language, for the card page's data. */
export function currentConsent(card: NamedCard): { version: string; texts: Record<Language, string> } {
  return {
    version: CURRENT_CONSENT_VERSION,
    texts: {
      en: consentTextOf(CURRENT_CONSENT_VERSION, 'en', card)!,
      de: consentTextOf(CURRENT_CONSENT_VERSION, 'de', card)!,
    },
  };
}
