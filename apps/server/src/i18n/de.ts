import type { ValidationMessageKey } from '@nfc/contract/messages';
import type { ServerMessageKey } from '@nfc/contract/server-messages';

/** German for the contract's validation keys (`packages/contract/src/messages.ts`). */
export const validationMessagesDe: Record<ValidationMessageKey, string> = {
  'validation.required': 'Dieses Feld ist erforderlich.',
  'validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.passwordMin': 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  'validation.passwordMax': 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  'validation.passwordCommon': 'Dieses Passwort ist zu verbreitet. Wählen Sie ein schwerer zu erratendes.',
  'validation.passwordsMatch': 'Die Passwörter stimmen nicht überein.',
  'validation.postalCode': 'Die Postleitzahl muss 4 oder 5 Ziffern haben.',
  'validation.country': 'Wählen Sie Deutschland, Österreich oder die Schweiz.',
  'validation.tooLong': 'Dieser Wert ist zu lang.',
  'validation.invalid': 'Dieser Wert ist ungültig.',
  'validation.nonNegative': 'Der Wert darf nicht negativ sein.',
  'validation.integer': 'Der Wert muss eine ganze Zahl sein.',
  'validation.url': 'Geben Sie eine gültige http(s)-URL ein.',
  'validation.phone': 'Geben Sie eine gültige Telefonnummer ein.',
  'validation.vcardRequired': 'Wählen Sie eine Ihrer vCards.',
  'validation.productType': 'Wählen Sie ein bekanntes Produkt.',
  'validation.quantity': 'Die Menge muss eine ganze Zahl von 1 bis 1000 sein.',
  'validation.shippingCountry': 'Wählen Sie DE, AT, CH, NL oder BE.',
  'validation.trackingRequired': 'Für versandte Bestellungen ist eine Sendungsnummer erforderlich.',
  'validation.urlCredentials': 'Die URL darf keinen Benutzernamen und kein Passwort enthalten.',
  'validation.httpsRequired': 'Verwenden Sie eine https://-URL.',
  'validation.privateUrl': 'Diese URL zeigt in ein lokales oder privates Netz. Verwenden Sie eine öffentliche Adresse.',
  'validation.webhookEvents': 'Wählen Sie mindestens ein Ereignis.',
  'validation.hexColour': 'Geben Sie eine Farbe als #rrggbb ein.',
  'validation.qrContrast':
    'Die Farben liegen zu nah beieinander: Der Kontrast muss mindestens 4,5:1 betragen, damit der Code lesbar bleibt.',
  'validation.qrInverted':
    'Die Codefarbe muss dunkler als der Hintergrund sein: Helle Codes auf dunklem Grund scheitern an vielen Scannern.',
  'validation.qrSize': 'Die Größe muss eine ganze Zahl von 128 bis 2048 sein.',
  'validation.consent': 'Bitte stimmen Sie der Weitergabe Ihrer Angaben zu.',
  'validation.emailOrPhone': 'Geben Sie eine E-Mail-Adresse oder eine Telefonnummer ein.',
  'validation.forbiddenCharacter': 'Dieser Wert enthält ein unzulässiges Zeichen.',
  'validation.cardContrast':
    'Die Farben liegen zu nah beieinander: Text in der Hauptfarbe braucht auf dem Hintergrund einen Kontrast von mindestens 4,5:1 (WCAG AA).',
  'validation.tooManyLinks': 'Eine Karte kann höchstens 10 Links haben.',
  'validation.tooManyRules': 'Ein Tag kann höchstens 10 Regeln haben.',
  'validation.ruleCondition': 'Geben Sie der Regel mindestens eine Bedingung: System, Sprache oder Zeitraum.',
  'validation.untilAfterFrom': 'Das Ende muss nach dem Beginn liegen.',
  'validation.languageCode': 'Geben Sie einen zweibuchstabigen Sprachcode wie en oder de ein.',
  'validation.dateTime': 'Geben Sie Datum und Uhrzeit ein.',
  'validation.maxScans': 'Das Scan-Limit muss eine ganze Zahl von 1 bis 1.000.000.000 sein.',
  'validation.chipUid': 'Geben Sie die Chip-UID als 14 Hexadezimalziffern ein, etwa 04DE5F1EACC040.',
  'validation.teamRole': 'Wählen Sie Administrator oder Mitglied.',
  'validation.boolean': 'Wählen Sie Ja oder Nein.',
  'validation.nothingToChange': 'Ändern Sie die Rolle oder den Status.',
  'validation.seatLimit': 'Die Zahl der Plätze muss eine ganze Zahl ab 1 sein.',
  'validation.leadRetention':
    'Wählen Sie eine ganze Zahl von Monaten von 1 bis 120 oder behalten Sie Leads, bis sie gelöscht werden.',
  'validation.scanRetention':
    'Geben Sie eine ganze Zahl von Monaten von 1 bis 600 ein oder lassen Sie das Feld für unbegrenzt leer.',
  'validation.consentVersion':
    'Dieser Einwilligungstext ist veraltet. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'validation.postalCode4': 'Die Postleitzahl muss 4 Ziffern haben.',
  'validation.postalCode5': 'Die Postleitzahl muss 5 Ziffern haben.',
  'validation.postalCodeNL': 'Geben Sie die Postleitzahl als 4 Ziffern und 2 Buchstaben ein, etwa 1234 AB.',
  'validation.deliveryCountry': 'Das Lieferland muss das Versandland sein.',
  'validation.apiKeyScopes': 'Wählen Sie mindestens einen Bereich.',
  'validation.duplicateScope': 'Nennen Sie jeden Bereich nur einmal.',
  'validation.expiryInFuture': 'Das Ablaufdatum muss in der Zukunft liegen.',
  'validation.expiryTooFar': 'Das Ablaufdatum darf höchstens zwei Jahre in der Zukunft liegen.',
  'validation.leadLabel': "Verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und - _ . & + # / '.",
  'validation.tooManyLabels': 'Ein Kontakt kann höchstens 10 Labels haben.',
  'validation.leadNothingToChange': 'Ändern Sie den Status, die Zuständigkeit oder die Labels.',
  'validation.domain': 'Geben Sie einen Domainnamen wie example.com ein, ohne http:// und ohne Pfad.',
  'validation.hostname': 'Geben Sie einen Hostnamen wie go.beispiel.de ein, ohne Pfad, Port oder IP-Adresse.',
  'validation.tooMany': 'Das sind zu viele Einträge.',
  'validation.duplicateGroup': 'Nennen Sie jede Gruppe nur einmal.',
  'validation.ssoType': 'Wählen Sie OIDC oder SAML.',
  'validation.linkDomain': 'Wählen Sie eine bestätigte Link-Domain Ihrer Organisation oder die Voreinstellung.',
};

/**
 * German for every server message (`packages/contract/src/server-messages.ts`), with the same `{{name}}`
 * placeholders; a key without German does not compile. The few still answered in English are listed in de.test.ts.
 */
export const serverMessagesDe: Record<ServerMessageKey, string> = {
  'common.notFound': 'Nicht gefunden.',
  'common.whatNotFound': '{{what}} nicht gefunden.',
  'common.badRequest': 'Ungültige Anfrage.',
  'common.invalidInput': 'Ungültige Eingabe.',
  'common.invalidField': 'Ungültige Eingabe: {{field}}: {{message}}',
  'common.conflict': 'Dieser Eintrag existiert bereits.',
  'common.tooManyRequests': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'common.tooManyMessages': 'Zu viele Nachrichten. Bitte versuchen Sie es in einigen Minuten erneut.',
  'common.internal': 'Bei uns ist etwas schiefgelaufen.',
  'common.unavailable': 'Der Dienst ist vorübergehend nicht verfügbar.',

  'noun.tag': 'Tag',
  'noun.vcard': 'vCard',
  'noun.walletPass': 'Wallet-Pass',
  'noun.businessCard': 'Visitenkarte',
  'noun.user': 'Benutzer',
  'noun.account': 'Account',
  'noun.plan': 'Tarif',
  'noun.order': 'Bestellung',
  'noun.logo': 'Logo',
  'noun.profilePicture': 'Profilbild',
  'noun.coverImage': 'Titelbild',
  'noun.lead': 'Kontakt',
  'noun.checkoutSession': 'Bezahlvorgang',
  'noun.webhookEndpoint': 'Webhook-Endpunkt',
  'noun.pricingTier': 'pricing_tier',
  'noun.customization': 'customization',
  'noun.shippingRate': 'shipping_rate',

  'auth.registered': 'Registrierung erfolgreich. Bitte prüfen Sie Ihre E-Mails, um Ihr Konto zu bestätigen.',
  'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth.needsVerification': 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  'auth.loggedIn': 'Erfolgreich angemeldet.',
  'auth.signedOutEverywhere': 'Sie wurden auf allen Geräten abgemeldet.',
  'auth.verified': 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  'auth.invalidVerification': 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'auth.resent':
    'Falls es zu dieser Adresse ein unbestätigtes Konto gibt, ist eine neue Bestätigungs-E-Mail unterwegs.',
  'auth.resetRequested':
    'Falls es zu dieser Adresse ein Konto gibt, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs.',
  'auth.invalidReset': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'auth.passwordReset': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  'auth.passwordChanged': 'Ihr Passwort wurde geändert.',
  'auth.wrongCurrentPassword': 'Das aktuelle Passwort ist nicht korrekt.',
  'auth.tooManyAttempts': 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'auth.signInRequired': 'Bitte melden Sie sich an, um fortzufahren.',
  'auth.signInAgain': 'Bitte melden Sie sich erneut an.',
  'auth.sessionInvalid': 'Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  'auth.sessionEnded': 'Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  'auth.verifyEmailFirst': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  'auth.adminsOnly': 'Dieser Bereich ist nur für Administratoren.',

  'tags.needsPro': 'Zum Anlegen von Tags brauchen Sie den Pro-Tarif. Wechseln Sie Ihren Tarif, um Tags anzulegen.',
  'tags.chipAlreadyBound':
    'Dieser Tag ist an den Chip {{uid}} gebunden. Lösen Sie ihn zuerst, um einen anderen Chip zu binden.',
  'tags.chipBoundElsewhere': 'Der Chip {{uid}} ist an einen anderen Ihrer Tags gebunden. Lösen Sie ihn zuerst dort.',
  'tags.limitReached':
    'Sie haben das Tag-Limit Ihres Tarifs erreicht. Wechseln Sie den Tarif oder wenden Sie sich an den Support, um weitere anzulegen.',
  'tags.documentRequired': 'Laden Sie für einen Dokument-Tag ein PDF-, PNG- oder JPG-Dokument hoch.',
  'tags.chooseOrder': 'Wählen Sie eine Ihrer Bestellungen.',
  'tags.analyticsNeedPlan':
    'Für Auswertungen brauchen Sie den Core- oder Pro-Tarif. Wechseln Sie Ihren Tarif, um sie zu sehen.',

  'vcards.limitReached':
    'Sie haben das vCard-Limit Ihres Tarifs erreicht. Wechseln Sie den Tarif oder wenden Sie sich an den Support, um weitere anzulegen.',
  'vcards.inactive': 'Diese Visitenkarte ist derzeit nicht verfügbar.',
  'wallet.notConfigured': 'Wallet-Pässe sind auf diesem Server nicht eingerichtet.',
  'wallet.passTokenInvalid': 'Das Authentifizierungs-Token des Passes fehlt oder ist falsch.',
  'vcards.pictureUnreadable': 'Das Bild konnte nicht gelesen werden. Verwenden Sie ein PNG-, JPEG- oder GIF-Bild.',
  'vcards.signatureCardLink': 'Meine digitale Visitenkarte',
  'vcards.signatureQrAlt': 'QR-Code meiner digitalen Visitenkarte',
  'vcards.signaturePhotoAlt': 'Foto von {{name}}',
  'vcards.signatureLogoAlt': 'Logo von {{name}}',
  'vcards.signatureLogoAltPlain': 'Logo',

  'scans.invalidDate': 'Ungültiges Datum.',
  'scans.startAfterEnd': 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  'scans.rangeTooLong': 'Der Zeitraum darf höchstens {{days}} Tage umfassen.',
  'scans.recorded': 'Scan erfasst.',

  'uploads.empty': 'Die Datei ist leer.',
  'uploads.unreadable': 'Der Upload konnte nicht gelesen werden.',
  'uploads.oneFile': 'Es darf nur eine Datei hochgeladen werden.',
  'uploads.tooManyFields': 'Zu viele Felder.',
  'uploads.unexpectedField': 'Unerwartetes Dateifeld: {{field}}.',
  'uploads.duplicateFile': 'Als {{field}} darf nur eine Datei hochgeladen werden.',
  'uploads.fileTooLarge': 'Die Datei ist zu groß (höchstens {{size}} MB).',
  'uploads.documentTooLarge': 'Die Datei ist zu groß (höchstens {{size}} MB).',
  'uploads.pictureTooLarge': 'Die Datei ist zu groß (höchstens {{size}} MB).',
  'uploads.logoTooLarge': 'Die Datei ist zu groß (höchstens {{size}} MB).',
  'uploads.documentType': 'Erlaubt sind nur diese Dateitypen: {{types}}.',
  'uploads.pictureType': 'Erlaubt sind nur diese Dateitypen: {{types}}.',
  'uploads.logoEmpty': 'Die Logodatei ist leer.',

  'qr.logoMissing': 'Wählen Sie ein PNG-, JPEG- oder WebP-Bild für das Logo.',
  'qr.logoType': 'Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein.',
  'qr.logoUnreadable': 'Das Logo konnte nicht gelesen werden. Verwenden Sie ein PNG-, JPEG- oder WebP-Bild.',
  'brand.noLogo':
    'Ihr Markenauftritt hat noch kein Logo. Laden Sie eines unter Einstellungen, Marke hoch, oder laden Sie hier ein Logo hoch.',

  'orders.placed': 'Vielen Dank! Ihre Bestellung ist eingegangen und wird geprüft.',
  'orders.idempotencyKey':
    'Der Idempotency-Key-Header muss aus 8-100 Buchstaben, Ziffern, Binde- oder Unterstrichen bestehen.',
  'orders.logoNotAllowed': 'Ein Logo ist nur bei Individual- und Premium-Produkten möglich.',
  'orders.logoType': 'Das Logo muss ein JPEG-, PNG-, GIF-, SVG- oder WebP-Bild sein.',
  'orders.logoUnreadable': 'Das Logo konnte nicht als Bild gelesen werden.',
  'orders.svgTooLarge': 'Das SVG-Logo ist zu groß (höchstens 2 MB). Senden Sie ein größeres Logo als PNG oder JPEG.',
  'orders.svgTooComplex': 'Das SVG-Logo ist zu aufwendig für die Umwandlung. Senden Sie es als PNG oder JPEG.',
  'orders.logoBusy': 'Gerade werden zu viele Logos umgewandelt. Bitte versuchen Sie es in einer Minute erneut.',
  'orders.quantityInvalid': 'The quantity must be a positive whole number.',
  'orders.noPriceForQuantity':
    'Für {{units}} Stück dieses Produkts ist kein Preis hinterlegt. Bitte fragen Sie ein Angebot bei uns an.',
  'orders.noShipping': 'Wir liefern derzeit nicht nach {{country}}.',
  'orders.noVerifiedTaps':
    'Diese Bestellung ist nicht für NTAG-424-DNA-Chips mit verifizierten Taps, daher gibt es kein Codierblatt.',

  'pricing.nameRequired': 'Name ist erforderlich',
  'pricing.pricePositive': 'Der Preis darf nicht negativ sein',
  'pricing.minQuantity': 'Die Mindestmenge muss mindestens 1 sein',
  'pricing.maxQuantity': 'Die Höchstmenge muss größer als die Mindestmenge sein',
  'pricing.discount': 'Der Rabatt muss zwischen 0 und 100 liegen',
  'pricing.regionRequired': 'Region ist erforderlich',
  'pricing.countryRequired': 'Land ist erforderlich',
  'pricing.baseRate': 'Der Grundpreis darf nicht negativ sein',
  'pricing.perItemRate': 'Der Preis pro Stück darf nicht negativ sein',
  'pricing.freeShipping': 'Die Grenze für kostenlosen Versand darf nicht negativ sein',

  'subscriptions.hasPlan': 'Sie haben bereits einen Tarif. Wechseln Sie ihn stattdessen auf der Abrechnungsseite.',
  'subscriptions.noSubscription': 'Sie haben noch kein Abonnement, das Sie verwalten könnten.',
  'subscriptions.notPurchasable': 'Dieser Tarif kann noch nicht online gebucht werden. Bitte kontaktieren Sie uns.',
  'subscriptions.planUnavailable': 'Dieser Tarif ist nicht verfügbar.',
  'subscriptions.samePlan': 'Das ist bereits Ihr Tarif.',
  'subscriptions.planTooSmall':
    'Ihr Team belegt {{used}} Plätze (Mitglieder und offene Einladungen), dieser Tarif hat aber {{limit}}. Ziehen Sie zuerst Einladungen zurück oder entfernen Sie Mitglieder.',
  'subscriptions.verified': 'Ihr Abonnement ist aktiv.',
  'subscriptions.pending': 'Die Zahlung ist noch nicht abgeschlossen.',
  'subscriptions.invalidSignature': 'Invalid webhook signature.',

  'admin.planNotActive': 'Wählen Sie einen aktiven Tarif.',
  'admin.planSeatsInUse':
    'Organisationen mit diesem Tarif, die mehr als {{limit}} Plätze belegen (Mitglieder und offene Einladungen): {{count}}. Ihre Inhaber müssen zuerst Plätze freimachen.',
  'admin.planTooSmall':
    'Diese Organisation belegt {{used}} Plätze (Mitglieder und offene Einladungen), der Tarif hat aber {{limit}}. Ihr Inhaber muss zuerst Plätze freimachen.',
  'admin.duplicatePlanName': 'Es gibt bereits einen Tarif mit diesem Namen.',
  'admin.adminNotEditable': 'Admin-Konten können hier nicht bearbeitet werden.',
  'admin.quota': 'Das Tag-Kontingent muss eine nicht negative ganze Zahl sein.',
  'admin.planRequired': 'Name und Limit sind erforderlich',

  'webhooks.limitReached':
    'Sie können höchstens {{limit}} Webhook-Endpunkte haben. Löschen Sie einen, um einen weiteren anzulegen.',
  'webhooks.unknownEvent': 'Es gibt kein Webhook-Ereignis „{{event}}“. Ereignisse: {{events}}.',

  'contact.sent': 'Vielen Dank für Ihre Nachricht. Wir antworten innerhalb von 24 Stunden.',
  'leads.submitted': 'Vielen Dank! Ihre Angaben wurden gesendet.',
  'noun.leadNote': 'Notiz',
  'leads.assigneeNotMember': 'Wählen Sie ein aktives Mitglied Ihrer Organisation.',
  'leads.assignSelfOnly': 'Sie können einen Kontakt nur sich selbst zuweisen.',
  'leads.noteAuthorOnly':
    'Nur die Verfasserin oder der Verfasser, die Inhaberin oder der Inhaber und die Admins können diese Notiz löschen.',
  'leads.noCrmSync': 'Dieser Kontakt wurde an kein CRM gesendet.',
  'leads.crmNothingFailed': 'Keine CRM-Synchronisierung dieses Kontakts ist fehlgeschlagen.',
  'files.linkInvalid': 'This link is invalid or has expired.',
  'metrics.tokenRequired': 'A valid metrics token is required.',
  'health.databaseUnavailable': 'Database unavailable.',
  'noun.member': 'Mitglied',
  'noun.invitation': 'Einladung',
  'noun.template': 'Vorlage',
  'team.managersOnly': 'Das können nur der Inhaber und die Administratoren Ihrer Organisation.',
  'team.ownerOnly': 'Das kann nur der Inhaber Ihrer Organisation.',
  'erasure.wrongPassword': 'Das Passwort ist nicht korrekt.',
  'erasure.deletionPending':
    'Ihre Organisation ist zur Löschung vorgemerkt. Bis dahin sind nur der Hinweis, der Export, die Abmeldung und das Abbrechen der Löschung möglich.',
  'erasure.deletionCancelled': 'Die Löschung Ihrer Organisation wurde abgebrochen.',
  'erasure.notScheduled': 'Ihre Organisation ist nicht zur Löschung vorgemerkt.',
  'erasure.transferOwnershipFirst':
    'Ihnen gehört diese Organisation: Übertragen Sie sie zuerst an ein anderes Mitglied (Ihr Team) und löschen Sie dann Ihr Konto.',
  'erasure.deleteOrganisationInstead':
    'Sie sind das einzige Mitglied dieser Organisation: Löschen Sie stattdessen die Organisation (Ihre Daten).',
  'erasure.accountDeleted': 'Ihr Konto wurde gelöscht.',
  'team.profileManagersOnly': 'Nur der Inhaber und die Administratoren können die Angaben der Organisation ändern.',
  'team.seatLimit':
    'Alle {{limit}} Plätze Ihres Tarifs sind belegt (Mitglieder und offene Einladungen). Wechseln Sie den Tarif oder entfernen Sie zuerst jemanden.',
  'team.addressTaken':
    'Zu dieser Adresse gibt es schon ein Konto. Eine Adresse kann nur zu einer Organisation gehören.',
  'team.alreadyInvited': 'An diese Adresse ist schon eine offene Einladung gegangen.',
  'team.alreadyMember': 'Diese Adresse gehört schon zu einem Mitglied Ihrer Organisation.',
  'team.noSeatToJoin':
    'Die Organisation hat gerade keinen freien Platz für Sie. Bitten Sie die einladende Person, einen Platz freizumachen, und verwenden Sie den Link dann erneut.',
  'team.invitationInvalid': 'Diese Einladung ist nicht mehr gültig. Bitten Sie um eine neue.',
  'team.ownerUntouchable':
    'Der Inhaber kann nicht geändert oder entfernt werden. Übertragen Sie zuerst die Inhaberschaft.',
  'team.adminsByOwner': 'Nur der Inhaber kann einen Administrator ändern oder entfernen.',
  'team.notYourself': 'Sich selbst können Sie hier nicht ändern oder entfernen.',
  'team.transferToActive': 'Die Inhaberschaft kann nur an ein aktives Mitglied Ihrer Organisation gehen.',
  'team.invited': 'Einladung gesendet.',
  'team.transferred': 'Inhaberschaft übertragen. Sie sind jetzt Administrator.',
  'team.bulkInvited': '{{count}} Einladungen gesendet.',
  'team.bulkRowsInvalid':
    'Einige Zeilen enthalten Fehler. Niemand wurde eingeladen: Korrigieren Sie die Zeilen und laden Sie die Datei erneut hoch.',
  'team.bulkSeats':
    'Die Datei enthält {{count}} Personen, aber nur {{free}} Plätze sind frei. Niemand wurde eingeladen.',
  'team.bulkFile': 'Laden Sie eine CSV-Datei mit den Spalten email, role und name hoch.',
  'team.bulkTooManyRows': 'Eine Datei darf höchstens {{limit}} Zeilen enthalten.',
  'team.bulkEmpty': 'Die Datei enthält unter der Kopfzeile keine Zeilen.',
  'team.bulkDuplicate': 'Diese Adresse kommt in der Datei mehrfach vor.',
  'auth.deactivated':
    'Ihr Zugang zu dieser Organisation wurde deaktiviert. Wenden Sie sich an den Inhaber oder einen Administrator.',
  'templates.unknown': 'Wählen Sie eine Vorlage Ihrer Organisation.',
  'templates.required':
    'Ihre Organisation schreibt ihre Standardvorlage für jede Karte vor: Sie kann hier nicht geändert werden.',
  'templates.requireNeedsDefault': 'Wählen Sie eine Standardvorlage, bevor Sie sie vorschreiben.',
  'templates.detachManagers': 'Nur der Inhaber und die Administratoren können eine Karte von ihrer Vorlage lösen.',
  'templates.limitReached':
    'Eine Organisation kann höchstens {{limit}} Vorlagen haben. Löschen Sie eine, um eine neue anzulegen.',
  'templates.locked': 'Von der Vorlage Ihrer Organisation festgelegt: Hier nicht änderbar.',
  'templates.lockedField': 'Von der Vorlage Ihrer Organisation festgelegt und hier nicht änderbar: {{field}}.',
  'templates.lockedFieldsMore':
    'Von der Vorlage Ihrer Organisation festgelegt und hier nicht änderbar: {{field}} und {{count}} weitere.',
  'templates.field.websiteUrl': 'die Website',
  'templates.field.linkedinUrl': 'das LinkedIn-Profil',
  'templates.field.instagramUrl': 'das Instagram-Profil',
  'templates.field.bio': 'die Kurzbeschreibung',
  'templates.field.links': 'die Links',
  'templates.field.appearance': 'das Design',
  'templates.field.logoImage': 'das Logo',
  'templates.field.coverImage': 'das Titelbild',
  'noun.organisationExport': 'Datenexport',
  'exports.tooMany': 'Ihre Organisation kann {{limit}} Exporte am Tag starten. Bitte versuchen Sie es später erneut.',
  'exports.linkExpired':
    'Dieser Download-Link ist abgelaufen. Starten Sie einen neuen Export auf der Seite „Ihre Daten“.',
  'noun.apiKey': 'API-Schlüssel',
  'apiKeys.invalid': 'Dieser API-Schlüssel ist ungültig: unbekannt, abgelaufen oder widerrufen.',
  'apiKeys.creatorNotAllowed':
    'Dieser API-Schlüssel funktioniert nicht mehr: Wer ihn angelegt hat, ist nicht mehr aktiver Inhaber oder Administrator der Organisation.',
  'apiKeys.routeNotAllowed':
    'Mit einem API-Schlüssel ist diese Route nicht erreichbar. Abrechnung, Team, API-Schlüssel, Profil und Verwaltung brauchen eine Anmeldung.',
  'apiKeys.missingScope': 'Diesem API-Schlüssel fehlt der Bereich {{scope}}, den diese Route braucht.',
  'apiKeys.limitReached':
    'Eine Organisation kann höchstens {{limit}} API-Schlüssel haben. Widerrufen Sie einen, um einen neuen anzulegen.',
  'noun.crmConnection': 'CRM-Verbindung',
  'integrations.hubspotTokenRefused':
    'HubSpot hat dieses Zugriffstoken nicht angenommen. Kopieren Sie das ganze Token einer privaten App mit den Berechtigungen für CRM-Kontakte.',
  'integrations.providerUnreachable':
    '{{provider}} ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'integrations.salesforceNotConfigured': 'Salesforce ist auf diesem Server nicht eingerichtet.',
  'identity.planRequired': 'Verifizierte Domains, Single Sign-on und SCIM gibt es mit den Tarifen Pro und Enterprise.',
  'noun.domain': 'Domain',
  'domains.alreadyAdded': 'Diese Domain steht schon auf der Liste Ihrer Organisation.',
  'domains.verifiedElsewhere':
    'Eine andere Organisation hat diese Domain verifiziert. Eine Domain kann nur von einer Organisation verifiziert werden.',
  'domains.limitReached':
    'Eine Organisation kann höchstens {{limit}} Domains haben. Löschen Sie eine, um eine neue hinzuzufügen.',
  'domains.recordNotFound':
    'Der TXT-Eintrag wurde nicht gefunden. Veröffentlichen Sie einen TXT-Eintrag namens {{name}} mit dem Wert {{value}} und versuchen Sie es erneut; ein neuer Eintrag kann eine Weile brauchen, bis er sichtbar ist.',
  'domains.dnsUnavailable':
    'Die Nameserver dieser Domain waren gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'linkDomains.planRequired': 'Links auf Ihrer eigenen Domain gibt es mit den Tarifen Pro und Enterprise.',
  'linkDomains.alreadyAdded': 'Dieser Hostname steht schon auf der Liste Ihrer Organisation.',
  'linkDomains.servedElsewhere':
    'Eine andere Organisation stellt ihre Links unter diesem Hostnamen bereit. Ein Hostname kann nur einer Organisation dienen.',
  'linkDomains.limitReached':
    'Eine Organisation kann höchstens {{limit}} Link-Domains haben. Löschen Sie eine, um eine neue hinzuzufügen.',
  'linkDomains.notServing': 'Nur eine verifizierte Domain kann die Standard-Domain sein. Verifizieren Sie sie zuerst.',
  'linkDomains.inUse':
    'Diese Domain wird noch von {{tags}} Tags und {{cards}} Karten verwendet. Verschieben Sie sie beim Löschen auf eine andere Domain oder auf die Standard-Domain.',
  'auth.ssoRequired':
    'Ihre Organisation meldet sich per Single Sign-on an. Nutzen Sie „Mit SSO anmelden“ mit Ihrer geschäftlichen E-Mail-Adresse.',
  'noun.ssoConnection': 'Single-Sign-on-Verbindung',
  'identity.ssoNotConnected': 'Richten Sie zuerst eine Single-Sign-on-Verbindung ein.',
  'identity.oidcDiscoveryFailed':
    'Das Discovery-Dokument des Ausstellers (/.well-known/openid-configuration) konnte nicht gelesen werden. Prüfen Sie die Aussteller-URL und ob der Identitätsanbieter erreichbar ist.',
  'identity.samlMetadataOneOf':
    'Geben Sie die Metadaten des Identitätsanbieters entweder als XML oder als URL an: genau eines von beiden.',
  'identity.idpUnreachable':
    'Der Identitätsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'auth.ssoNoConnection':
    'Für diese E-Mail-Adresse ist kein Single Sign-on eingerichtet. Melden Sie sich mit Ihrem Passwort an oder fragen Sie Ihre Administration.',
  'auth.ssoCodeInvalid': 'Dieser Anmeldelink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  'identity.samlMetadataNotXml':
    'Diese SAML-Metadaten sind nicht lesbar: Sie müssen wohlgeformtes XML ohne Dokumenttyp-Deklaration (DTD) sein.',
  'identity.samlMetadataTooLarge': 'Die Metadaten sind größer als 256 KB.',
  'identity.samlMetadataUnreachable':
    'Die Metadaten konnten von dieser URL nicht geladen werden. Sie muss öffentlich über https innerhalb von 5 Sekunden antworten.',
  'identity.samlNoIdpDescriptor':
    'Die Metadaten beschreiben keinen Identitätsanbieter (kein Element IDPSSODescriptor).',
  'identity.samlManyIdps':
    'Die Metadaten beschreiben mehr als einen Identitätsanbieter. Geben Sie die Metadaten eines einzigen an.',
  'identity.samlNoEntityId': 'Die Metadaten nennen keine entityID des Identitätsanbieters.',
  'identity.samlNoSsoUrl':
    'Die Metadaten enthalten keine Anmelde-URL (einen SingleSignOnService mit dem Binding HTTP-Redirect oder HTTP-POST).',
  'identity.samlSsoUrlInsecure': 'Die Anmelde-URL in den Metadaten muss eine https://-URL sein.',
  'identity.samlNoCertificate':
    'Die Metadaten enthalten kein Signaturzertifikat (einen KeyDescriptor mit einem X509Certificate).',
  'identity.samlBadCertificate': 'Ein Signaturzertifikat in den Metadaten ist kein gültiges X.509-Zertifikat.',
  'identity.samlCertificatesExpired': 'Alle Signaturzertifikate in den Metadaten sind abgelaufen.',
};
