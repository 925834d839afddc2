type BilingualTexts = {
  name: string;
  description: string;
  features: string[];
  nameDe?: string | null;
  descriptionDe?: string | null;
  featuresDe?: string[] | null;
};

/** A plan's or tier's texts in the interface's language: the German ones where written, else the English. */
export function localizeTexts(item: BilingualTexts, language: string | undefined) {
  if (!language?.startsWith('de')) return { name: item.name, description: item.description, features: item.features };
  return {
    name: item.nameDe || item.name,
    description: item.descriptionDe || item.description,
    features: item.featuresDe?.length ? item.featuresDe : item.features,
  };
}
