import { isServerMessageKey, serverMessages } from './server-messages.ts';

/**
 * Validation messages are i18n keys (`validation.*`) so the web can translate them;
 * the server answers the English text of the same key.
 */
export const validationMessages = {
  'validation.required': 'This field is required.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.passwordMin': 'The password must be at least 6 characters long.',
  'validation.passwordMax': 'The password must be at most 128 characters long.',
  'validation.passwordCommon': 'This password is too common. Choose a less guessable one.',
  'validation.passwordsMatch': 'The passwords do not match.',
  'validation.postalCode': 'The postal code must have 4 or 5 digits.',
  'validation.country': 'Choose Germany, Austria or Switzerland.',
  'validation.tooLong': 'This value is too long.',
  'validation.invalid': 'This value is not valid.',
  'validation.nonNegative': 'The value must not be negative.',
  'validation.integer': 'The value must be a whole number.',
  'validation.url': 'Enter a valid http(s) URL.',
  'validation.phone': 'Enter a valid phone number.',
  'validation.vcardRequired': 'Choose one of your vCards.',
  'validation.productType': 'Choose a known product.',
  'validation.quantity': 'The quantity must be a whole number from 1 to 1000.',
  'validation.shippingCountry': 'Choose DE, AT, CH, NL or BE.',
  'validation.trackingRequired': 'A tracking number is required for shipped orders.',
  'validation.urlCredentials': 'The URL must not contain a user name or password.',
  'validation.httpsRequired': 'Use an https:// URL.',
  'validation.privateUrl': 'This URL points to a local or private network. Use a public address.',
  'validation.webhookEvents': 'Choose at least one event.',
  'validation.hexColour': 'Enter a colour as #rrggbb.',
  'validation.qrContrast': 'The colours are too close: the contrast must be at least 4.5:1 for the code to scan.',
  'validation.qrInverted':
    'The code colour must be darker than the background: light-on-dark codes fail on many scanners.',
  'validation.qrSize': 'The size must be a whole number from 128 to 2048.',
  'validation.consent': 'Please agree to share your details.',
  'validation.emailOrPhone': 'Enter an e-mail address or a phone number.',
  'validation.forbiddenCharacter': 'This value contains a character that is not allowed.',
  'validation.cardContrast':
    'The colours are too close: text in the primary colour needs a contrast of at least 4.5:1 (WCAG AA) on the background.',
  'validation.tooManyLinks': 'A card can have at most 10 links.',
  'validation.tooManyRules': 'A tag can have at most 10 rules.',
  'validation.ruleCondition': 'Give the rule at least one condition: system, language or dates.',
  'validation.untilAfterFrom': 'The end must be after the start.',
  'validation.languageCode': 'Enter a two-letter language code such as en or de.',
  'validation.dateTime': 'Enter a date and time.',
  'validation.maxScans': 'The scan limit must be a whole number from 1 to 1,000,000,000.',
  'validation.chipUid': 'Enter the chip UID as 14 hexadecimal digits, such as 04DE5F1EACC040.',
  'validation.teamRole': 'Choose admin or member.',
  'validation.boolean': 'Choose yes or no.',
  'validation.nothingToChange': 'Change the role or the status.',
  'validation.seatLimit': 'The number of seats must be a whole number of at least 1.',
  'validation.leadRetention': 'Choose a whole number of months from 1 to 120, or keep leads until deleted.',
  'validation.scanRetention': 'Enter a whole number of months from 1 to 600, or leave it empty for unlimited.',
  'validation.consentVersion': 'This consent text is out of date. Reload the page and try again.',
  'validation.postalCode4': 'The postal code must have 4 digits.',
  'validation.postalCode5': 'The postal code must have 5 digits.',
  'validation.postalCodeNL': 'Enter the postal code as 4 digits and 2 letters, such as 1234 AB.',
  'validation.deliveryCountry': 'The delivery country must be the shipping country.',
  'validation.apiKeyScopes': 'Choose at least one scope.',
  'validation.duplicateScope': 'Name each scope only once.',
  'validation.expiryInFuture': 'The expiry must be in the future.',
  'validation.expiryTooFar': 'The expiry can be at most two years ahead.',
  'validation.leadLabel': "Use letters, digits, spaces and - _ . & + # / ' only.",
  'validation.tooManyLabels': 'A lead can have at most 10 labels.',
  'validation.leadNothingToChange': 'Change the status, the assignee or the labels.',
  'validation.domain': 'Enter a domain name such as example.com, without http:// or a path.',
  'validation.hostname': 'Enter a host name such as go.example.com, without a path, port or IP address.',
  'validation.tooMany': 'There are too many entries.',
  'validation.duplicateGroup': 'Name each group only once.',
  'validation.ssoType': 'Choose OIDC or SAML.',
  'validation.linkDomain': "Choose one of your organisation's verified link domains, or the default.",
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export const isValidationMessageKey = (text: string): text is ValidationMessageKey =>
  Object.hasOwn(validationMessages, text);

/** The English text of a schema's message key (`validation.*` or a server message key); other text as it is. */
export function describeValidationMessage(message: string): string {
  if (isValidationMessageKey(message)) return validationMessages[message];
  return isServerMessageKey(message) ? serverMessages[message] : message;
}
