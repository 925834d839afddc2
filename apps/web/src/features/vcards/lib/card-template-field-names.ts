import type { TemplateField } from '@nfc/contract/card-templates';
import type { TFunction } from 'i18next';

/** How the templates page names each shared field (literal keys, so the locale test finds every one). */
export function getTemplateFieldNames(t: TFunction): Record<TemplateField, string> {
  return {
    websiteUrl: t('team:templates.fields.websiteUrl'),
    linkedinUrl: t('team:templates.fields.linkedinUrl'),
    instagramUrl: t('team:templates.fields.instagramUrl'),
    bio: t('team:templates.fields.bio'),
    links: t('team:templates.fields.links'),
    appearance: t('team:templates.fields.appearance'),
    logoImage: t('team:templates.fields.logoImage'),
    coverImage: t('team:templates.fields.coverImage'),
  };
}

/** The label of each field's lock toggle: 'Lock the website'. */
export function getLockLabels(t: TFunction): Record<TemplateField, string> {
  return {
    websiteUrl: t('team:templates.form.lock.websiteUrl'),
    linkedinUrl: t('team:templates.form.lock.linkedinUrl'),
    instagramUrl: t('team:templates.form.lock.instagramUrl'),
    bio: t('team:templates.form.lock.bio'),
    links: t('team:templates.form.lock.links'),
    appearance: t('team:templates.form.lock.appearance'),
    logoImage: t('team:templates.form.lock.logoImage'),
    coverImage: t('team:templates.form.lock.coverImage'),
  };
}
