export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

export const currencies = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof currencies)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const registrationCountries = ['Germany', 'Austria', 'Switzerland'] as const;
export type RegistrationCountry = (typeof registrationCountries)[number];
export const defaultRegistrationCountry: RegistrationCountry = 'Germany';

export const shippingCountries = ['DE', 'AT', 'CH', 'NL', 'BE'] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

export const productLines = ['nfc_card', 'pet_tag', 'food_counter'] as const;
export type ProductLine = (typeof productLines)[number];
export const productEditions = ['core', 'individual', 'premium'] as const;
export type ProductEdition = (typeof productEditions)[number];

export const VAT_RATE_PERCENT = 19;

/** Browser storage keys named by the spec. */
export const storageKeys = {
  token: 'vcf_platform_token',
  user: 'vcf_platform_user',
  theme: 'theme',
  platformAccess: 'platformAccess',
} as const;

/** Toast durations in milliseconds (spec: customer portal section 4, billing section 9). */
export const toastDurations = { error: 4000, success: 2000, admin: 5000 } as const;
export const MAX_TOASTS = 20;
