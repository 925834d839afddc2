import { adminMessages } from '@nfc/contract/admin';
import { validationMessages } from '@nfc/contract/messages';
import { pricingMessages } from '@nfc/contract/pricing';
import { WEBHOOK_ENDPOINT_LIMIT, webhookMessages } from '@nfc/contract/webhooks';

/**
 * German for every message the API answers in English, keyed by the English text; the API speaks
 * German to a client that asks for it (Accept-Language), English otherwise.
 */
const german: Record<string, string> = {
  // Validation (contract keys, see packages/contract/src/messages.ts)
  [validationMessages['validation.required']]: 'Dieses Feld ist erforderlich.',
  [validationMessages['validation.email']]: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  [validationMessages['validation.passwordMin']]: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  [validationMessages['validation.passwordMax']]: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  [validationMessages['validation.passwordCommon']]:
    'Dieses Passwort ist zu verbreitet. Wählen Sie ein schwerer zu erratendes.',
  [validationMessages['validation.passwordsMatch']]: 'Die Passwörter stimmen nicht überein.',
  [validationMessages['validation.postalCode']]: 'Die Postleitzahl muss 4 oder 5 Ziffern haben.',
  [validationMessages['validation.country']]: 'Wählen Sie Deutschland, Österreich oder die Schweiz.',
  [validationMessages['validation.tooLong']]: 'Dieser Wert ist zu lang.',
  [validationMessages['validation.invalid']]: 'Dieser Wert ist ungültig.',
  [validationMessages['validation.nonNegative']]: 'Der Wert darf nicht negativ sein.',
  [validationMessages['validation.integer']]: 'Der Wert muss eine ganze Zahl sein.',
  [validationMessages['validation.url']]: 'Geben Sie eine gültige http(s)-URL ein.',
  [validationMessages['validation.phone']]: 'Geben Sie eine gültige Telefonnummer ein.',
  [validationMessages['validation.vcardRequired']]: 'Wählen Sie eine Ihrer vCards.',
  [validationMessages['validation.productType']]: 'Wählen Sie ein bekanntes Produkt.',
  [validationMessages['validation.quantity']]: 'Die Menge muss eine ganze Zahl von 1 bis 1000 sein.',
  [validationMessages['validation.shippingCountry']]: 'Wählen Sie DE, AT, CH, NL oder BE.',
  [validationMessages['validation.trackingRequired']]:
    'Für versandte Bestellungen ist eine Sendungsnummer erforderlich.',
  [validationMessages['validation.urlCredentials']]: 'Die URL darf keinen Benutzernamen und kein Passwort enthalten.',
  [validationMessages['validation.httpsRequired']]: 'Verwenden Sie eine https://-URL.',
  [validationMessages['validation.privateUrl']]:
    'Diese URL zeigt in ein lokales oder privates Netz. Verwenden Sie eine öffentliche Adresse.',
  [validationMessages['validation.webhookEvents']]: 'Wählen Sie mindestens ein Ereignis.',
  [validationMessages['validation.consent']]: 'Bitte stimmen Sie der Weitergabe Ihrer Angaben zu.',
  [validationMessages['validation.emailOrPhone']]: 'Geben Sie eine E-Mail-Adresse oder eine Telefonnummer ein.',
  [validationMessages['validation.forbiddenCharacter']]: 'Dieser Wert enthält ein unzulässiges Zeichen.',
  // Accounts
  'Registration successful. Please check your e-mail to verify your account.':
    'Registrierung erfolgreich. Bitte prüfen Sie Ihre E-Mails, um Ihr Konto zu bestätigen.',
  'Invalid e-mail or password.': 'E-Mail-Adresse oder Passwort ist falsch.',
  'Please verify your e-mail address before signing in.':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  'Signed in successfully.': 'Erfolgreich angemeldet.',
  'Your e-mail address is verified. You can sign in now.':
    'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  'This verification link is invalid or has expired.': 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'If an unverified account exists for this address, a new verification e-mail is on its way.':
    'Falls es zu dieser Adresse ein unbestätigtes Konto gibt, ist eine neue Bestätigungs-E-Mail unterwegs.',
  'If an account exists for this address, an e-mail with a reset link is on its way.':
    'Falls es zu dieser Adresse ein Konto gibt, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs.',
  'This password reset link is invalid or has expired.': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'Your password has been reset. You can sign in with the new password now.':
    'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  'Your password has been changed.': 'Ihr Passwort wurde geändert.',
  'You have been signed out on every device.': 'Sie wurden auf allen Geräten abgemeldet.',
  'The current password is not correct.': 'Das aktuelle Passwort ist nicht korrekt.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'Please sign in to continue.': 'Bitte melden Sie sich an, um fortzufahren.',
  'Please sign in again.': 'Bitte melden Sie sich erneut an.',
  'Your session is invalid or has expired. Please sign in again.':
    'Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  'Your session is no longer valid. Please sign in again.':
    'Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  'Please verify your e-mail address first.': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  'This area is for administrators only.': 'Dieser Bereich ist nur für Administratoren.',
  // Tags, vCards, scans
  'Creating tags needs the Pro plan. Upgrade your plan to create tags.':
    'Zum Anlegen von Tags brauchen Sie den Pro-Tarif. Wechseln Sie Ihren Tarif, um Tags anzulegen.',
  'You have reached the tag limit of your plan. Upgrade your plan or contact support to create more.':
    'Sie haben das Tag-Limit Ihres Tarifs erreicht. Wechseln Sie den Tarif oder wenden Sie sich an den Support, um weitere anzulegen.',
  'Upload a PDF, PNG or JPG document for a document tag.':
    'Laden Sie für einen Dokument-Tag ein PDF-, PNG- oder JPG-Dokument hoch.',
  'You have reached the vCard limit of your plan. Upgrade your plan or contact support to create more.':
    'Sie haben das vCard-Limit Ihres Tarifs erreicht. Wechseln Sie den Tarif oder wenden Sie sich an den Support, um weitere anzulegen.',
  'Analytics need the Core or Pro plan. Upgrade your plan to see them.':
    'Für Auswertungen brauchen Sie den Core- oder Pro-Tarif. Wechseln Sie Ihren Tarif, um sie zu sehen.',
  'This business card is currently unavailable.': 'Diese Visitenkarte ist derzeit nicht verfügbar.',
  'Invalid date.': 'Ungültiges Datum.',
  'The start date must not be after the end date.': 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  'The file is empty.': 'Die Datei ist leer.',
  'The upload could not be read.': 'Der Upload konnte nicht gelesen werden.',
  'Only one file may be uploaded.': 'Es darf nur eine Datei hochgeladen werden.',
  'Too many fields.': 'Zu viele Felder.',
  'The picture could not be read. Use a PNG, JPEG or GIF image.':
    'Das Bild konnte nicht gelesen werden. Verwenden Sie ein PNG-, JPEG- oder GIF-Bild.',
  'Scan recorded.': 'Scan erfasst.',
  // QR codes and tag alerts
  [validationMessages['validation.hexColour']]: 'Geben Sie eine Farbe als #rrggbb ein.',
  [validationMessages['validation.qrContrast']]:
    'Die Farben liegen zu nah beieinander: Der Kontrast muss mindestens 4,5:1 betragen, damit der Code lesbar bleibt.',
  [validationMessages['validation.qrInverted']]:
    'Die Codefarbe muss dunkler als der Hintergrund sein: Helle Codes auf dunklem Grund scheitern an vielen Scannern.',
  [validationMessages['validation.qrSize']]: 'Die Größe muss eine ganze Zahl von 128 bis 2048 sein.',
  'Choose a PNG, JPEG or WebP image for the logo.': 'Wählen Sie ein PNG-, JPEG- oder WebP-Bild für das Logo.',
  'The logo must be a PNG, JPEG or WebP image.': 'Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein.',
  'The logo could not be read. Use a PNG, JPEG or WebP image.':
    'Das Logo konnte nicht gelesen werden. Verwenden Sie ein PNG-, JPEG- oder WebP-Bild.',
  'Choose one of your orders.': 'Wählen Sie eine Ihrer Bestellungen.',
  // Orders and pricing
  'A logo can only be added to individual and premium products.':
    'Ein Logo ist nur bei Individual- und Premium-Produkten möglich.',
  'The logo file is empty.': 'Die Logodatei ist leer.',
  'The logo must be a JPEG, PNG, GIF, SVG or WebP image.':
    'Das Logo muss ein JPEG-, PNG-, GIF-, SVG- oder WebP-Bild sein.',
  'The logo could not be read as an image.': 'Das Logo konnte nicht als Bild gelesen werden.',
  'The SVG logo is too large (at most 2 MB). Send a larger logo as PNG or JPEG.':
    'Das SVG-Logo ist zu groß (höchstens 2 MB). Senden Sie ein größeres Logo als PNG oder JPEG.',
  'The SVG logo is too complex to convert. Send it as PNG or JPEG.':
    'Das SVG-Logo ist zu aufwendig für die Umwandlung. Senden Sie es als PNG oder JPEG.',
  'Too many logos are being converted right now. Please try again in a minute.':
    'Gerade werden zu viele Logos umgewandelt. Bitte versuchen Sie es in einer Minute erneut.',
  'Thank you! Your order has been received and is being reviewed.':
    'Vielen Dank! Ihre Bestellung ist eingegangen und wird geprüft.',
  'The Idempotency-Key header must be 8-100 letters, digits, dashes or underscores.':
    'Der Idempotency-Key-Header muss aus 8-100 Buchstaben, Ziffern, Binde- oder Unterstrichen bestehen.',
  [pricingMessages.nameRequired]: 'Name ist erforderlich',
  [pricingMessages.pricePositive]: 'Der Preis darf nicht negativ sein',
  [pricingMessages.minQuantity]: 'Die Mindestmenge muss mindestens 1 sein',
  [pricingMessages.maxQuantity]: 'Die Höchstmenge muss größer als die Mindestmenge sein',
  [pricingMessages.discount]: 'Der Rabatt muss zwischen 0 und 100 liegen',
  [pricingMessages.regionRequired]: 'Region ist erforderlich',
  [pricingMessages.countryRequired]: 'Land ist erforderlich',
  [pricingMessages.baseRate]: 'Der Grundpreis darf nicht negativ sein',
  [pricingMessages.perItemRate]: 'Der Preis pro Stück darf nicht negativ sein',
  [pricingMessages.freeShipping]: 'Die Grenze für kostenlosen Versand darf nicht negativ sein',
  // Billing and admin
  'You already have a plan. Change it from the billing page instead.':
    'Sie haben bereits einen Tarif. Wechseln Sie ihn stattdessen auf der Abrechnungsseite.',
  'You have no subscription to manage yet.': 'Sie haben noch kein Abonnement, das Sie verwalten könnten.',
  'This plan cannot be bought online yet. Please contact us.':
    'Dieser Tarif kann noch nicht online gebucht werden. Bitte kontaktieren Sie uns.',
  'This plan is not available.': 'Dieser Tarif ist nicht verfügbar.',
  'This is already your plan.': 'Das ist bereits Ihr Tarif.',
  'Your subscription is active.': 'Ihr Abonnement ist aktiv.',
  'The payment is not complete yet.': 'Die Zahlung ist noch nicht abgeschlossen.',
  [adminMessages.planNotActive]: 'Wählen Sie einen aktiven Tarif.',
  [adminMessages.duplicatePlanName]: 'Es gibt bereits einen Tarif mit diesem Namen.',
  [adminMessages.adminNotEditable]: 'Admin-Konten können hier nicht bearbeitet werden.',
  'The tag quota must be a non-negative whole number.': 'Das Tag-Kontingent muss eine nicht negative ganze Zahl sein.',
  'name and limit required': 'Name und Limit sind erforderlich',
  // Webhooks
  [webhookMessages.limitReached]: `Sie können höchstens ${WEBHOOK_ENDPOINT_LIMIT} Webhook-Endpunkte haben. Löschen Sie einen, um einen weiteren anzulegen.`,
  // Contact and general
  'Thank you! Your details have been sent.': 'Vielen Dank! Ihre Angaben wurden gesendet.',
  'Thank you for your message. We will reply within 24 hours.':
    'Vielen Dank für Ihre Nachricht. Wir antworten innerhalb von 24 Stunden.',
  'Too many messages. Please try again in a few minutes.':
    'Zu viele Nachrichten. Bitte versuchen Sie es in einigen Minuten erneut.',
  'Too many requests. Please try again later.': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'This entry already exists.': 'Dieser Eintrag existiert bereits.',
  'Not found.': 'Nicht gefunden.',
  'Bad request.': 'Ungültige Anfrage.',
  'Invalid input.': 'Ungültige Eingabe.',
  'Something went wrong on our side.': 'Bei uns ist etwas schiefgelaufen.',
  'Service temporarily unavailable.': 'Der Dienst ist vorübergehend nicht verfügbar.',
};

const nouns: Record<string, string> = {
  Tag: 'Tag',
  vCard: 'vCard',
  'Business card': 'Visitenkarte',
  User: 'Benutzer',
  Plan: 'Tarif',
  Order: 'Bestellung',
  Logo: 'Logo',
  'Profile picture': 'Profilbild',
  Lead: 'Kontakt',
  'Checkout session': 'Bezahlvorgang',
  'Webhook endpoint': 'Webhook-Endpunkt',
  Resource: 'Eintrag',
};

/** Messages with values in them. */
const patterns: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^Invalid input: ([\w.]+): (.+)$/, (field, message) => `Ungültige Eingabe: ${field}: ${toGerman(message)}`],
  [/^(.+) not found\.$/, (what) => `${nouns[what] ?? what} nicht gefunden.`],
  [
    /^The (file|document|picture|logo) is too large \(at most (\d+) MB\)\.$/,
    (_, size) => `Die Datei ist zu groß (höchstens ${size} MB).`,
  ],
  [/^(The document|The picture) must be one of: (.+)\.$/, (_, types) => `Erlaubt sind nur diese Dateitypen: ${types}.`],
  [/^The range may span at most (\d+) days\.$/, (days) => `Der Zeitraum darf höchstens ${days} Tage umfassen.`],
  [
    /^No price is set for (\d+) units of this product\. Please contact us for a quote\.$/,
    (units) => `Für ${units} Stück dieses Produkts ist kein Preis hinterlegt. Bitte fragen Sie ein Angebot bei uns an.`,
  ],
  [/^We do not ship to (\w+) at the moment\.$/, (country) => `Wir liefern derzeit nicht nach ${country}.`],
  [/^Unexpected file field: (.+)\.$/, (field) => `Unerwartetes Dateifeld: ${field}.`],
];

export function toGerman(message: string): string {
  const direct = german[message];
  if (direct) return direct;
  for (const [pattern, build] of patterns) {
    const match = message.match(pattern);
    if (match) return build(...match.slice(1));
  }
  return message;
}
