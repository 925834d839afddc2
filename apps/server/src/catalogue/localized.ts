import type { Language } from '@nfc/contract/constants';

/** A catalogue row's texts in English with their optional German versions (plans and pricing tiers). */
export type BilingualTexts = {
  name: string;
  description: string;
  features: string[];
  nameDe?: string | null;
  descriptionDe?: string | null;
  featuresDe?: string[] | null;
};

/** The name, description and features in the request's language; German falls back to English text by text. */
export function localizeTexts(row: BilingualTexts, language: Language) {
  if (language !== 'de') return { name: row.name, description: row.description, features: row.features };
  return {
    name: row.nameDe || row.name,
    description: row.descriptionDe || row.description,
    features: row.featuresDe?.length ? row.featuresDe : row.features,
  };
}

/** What an admin form sends for a German text: empty means none, left out means unchanged. */
export function germanText(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

export function germanList(value: string[] | null | undefined): string[] | null | undefined {
  return value === undefined ? undefined : value?.length ? value : null;
}
