/**
 * Build-time settings of the public site (Vite `VITE_*` variables, read once here).
 * Every value has a real default so a build without any .env file still shows a complete site.
 */

function readText(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readDate(value: unknown, fallback: string): Date {
  const date = new Date(readText(value, fallback));
  return Number.isNaN(date.getTime()) ? new Date(fallback) : date;
}

function readList(value: unknown, fallback: string): string[] {
  return readText(value, fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const env = import.meta.env;

/** The launch countdown (spec: 1 September 2025) and the day its progress bar starts from. */
export const launchConfig = {
  launchAt: readDate(env.VITE_LAUNCH_DATE, '2025-09-01T00:00:00+02:00'),
  countdownStartAt: readDate(env.VITE_LAUNCH_COUNTDOWN_START, '2025-06-01T00:00:00+02:00'),
} as const;

/** The preview password of /password-gate; it only hides unfinished pages and is no security boundary. */
export const platformPassword = readText(env.VITE_PLATFORM_PASSWORD, 'nfc-preview');

/** The operator named in the imprint, the privacy policy and on /contact. */
export const companyConfig = {
  name: readText(env.VITE_IMPRINT_COMPANY, 'NFC Platform GmbH'),
  street: readText(env.VITE_IMPRINT_STREET, 'Friedrichstraße 68'),
  postalCode: readText(env.VITE_IMPRINT_POSTAL_CODE, '10117'),
  city: readText(env.VITE_IMPRINT_CITY, 'Berlin'),
  /** ISO 3166 code, shown as a country name in the reader's language. */
  countryCode: readText(env.VITE_IMPRINT_COUNTRY, 'DE'),
  email: readText(env.VITE_IMPRINT_EMAIL, 'hello@nfc-platform.de'),
  privacyEmail: readText(env.VITE_IMPRINT_PRIVACY_EMAIL, 'privacy@nfc-platform.de'),
  phone: readText(env.VITE_IMPRINT_PHONE, '+49 30 5557 2140'),
  representatives: readList(env.VITE_IMPRINT_REPRESENTATIVES, 'Jonas Weber, Lea Hoffmann'),
  registerCourt: readText(env.VITE_IMPRINT_REGISTER_COURT, 'Amtsgericht Charlottenburg (Berlin)'),
  registerNumber: readText(env.VITE_IMPRINT_REGISTER_NUMBER, 'HRB 245817 B'),
  vatId: readText(env.VITE_IMPRINT_VAT_ID, 'DE 347 281 965'),
} as const;

/** `tel:` form of a phone number as people write it. */
export function getPhoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The country of an ISO code in the reader's language, falling back to the code itself. */
export function getCountryName(countryCode: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([language ?? 'en'], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
