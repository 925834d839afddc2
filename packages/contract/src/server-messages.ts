/**
 * Every sentence the server answers, by stable key; `{{name}}` marks a value filled in per answer. The server's
 * German (apps/server/src/i18n/de.ts) and the web's translations are keyed by these keys, never by the English.
 */
export const serverMessages = {
  'common.notFound': 'Not found.',
  'common.whatNotFound': '{{what}} not found.',
  'common.badRequest': 'Bad request.',
  'common.invalidInput': 'Invalid input.',
  'common.invalidField': 'Invalid input: {{field}}: {{message}}',
  'common.conflict': 'This entry already exists.',
  'common.tooManyRequests': 'Too many requests. Please try again later.',
  'common.tooManyMessages': 'Too many messages. Please try again in a few minutes.',
  'common.internal': 'Something went wrong on our side.',
  'common.unavailable': 'Service temporarily unavailable.',

  // What `common.whatNotFound` names
  'noun.tag': 'Tag',
  'noun.vcard': 'vCard',
  'noun.businessCard': 'Business card',
  'noun.user': 'User',
  'noun.account': 'Account',
  'noun.plan': 'Plan',
  'noun.order': 'Order',
  'noun.logo': 'Logo',
  'noun.profilePicture': 'Profile picture',
  'noun.coverImage': 'Cover image',
  'noun.lead': 'Lead',
  'noun.checkoutSession': 'Checkout session',
  'noun.webhookEndpoint': 'Webhook endpoint',
  'noun.pricingTier': 'pricing_tier',
  'noun.customization': 'customization',
  'noun.shippingRate': 'shipping_rate',

  'auth.registered': 'Registration successful. Please check your e-mail to verify your account.',
  'auth.invalidCredentials': 'Invalid e-mail or password.',
  'auth.needsVerification': 'Please verify your e-mail address before signing in.',
  'auth.loggedIn': 'Signed in successfully.',
  'auth.signedOutEverywhere': 'You have been signed out on every device.',
  'auth.verified': 'Your e-mail address is verified. You can sign in now.',
  'auth.invalidVerification': 'This verification link is invalid or has expired.',
  'auth.resent': 'If an unverified account exists for this address, a new verification e-mail is on its way.',
  'auth.resetRequested': 'If an account exists for this address, an e-mail with a reset link is on its way.',
  'auth.invalidReset': 'This password reset link is invalid or has expired.',
  'auth.passwordReset': 'Your password has been reset. You can sign in with the new password now.',
  'auth.passwordChanged': 'Your password has been changed.',
  'auth.wrongCurrentPassword': 'The current password is not correct.',
  'auth.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  'auth.signInRequired': 'Please sign in to continue.',
  'auth.signInAgain': 'Please sign in again.',
  'auth.sessionInvalid': 'Your session is invalid or has expired. Please sign in again.',
  'auth.sessionEnded': 'Your session is no longer valid. Please sign in again.',
  'auth.verifyEmailFirst': 'Please verify your e-mail address first.',
  'auth.adminsOnly': 'This area is for administrators only.',

  'tags.needsPro': 'Creating tags needs the Pro plan. Upgrade your plan to create tags.',
  'tags.limitReached':
    'You have reached the tag limit of your plan. Upgrade your plan or contact support to create more.',
  'tags.documentRequired': 'Upload a PDF, PNG or JPG document for a document tag.',
  'tags.chooseOrder': 'Choose one of your orders.',
  'tags.analyticsNeedPlan': 'Analytics need the Core or Pro plan. Upgrade your plan to see them.',

  'vcards.limitReached':
    'You have reached the vCard limit of your plan. Upgrade your plan or contact support to create more.',
  'vcards.inactive': 'This business card is currently unavailable.',
  'vcards.pictureUnreadable': 'The picture could not be read. Use a PNG, JPEG or GIF image.',
  'vcards.signatureCardLink': 'My digital business card',
  'vcards.signatureQrAlt': 'QR code of my digital business card',

  'scans.invalidDate': 'Invalid date.',
  'scans.startAfterEnd': 'The start date must not be after the end date.',
  'scans.rangeTooLong': 'The range may span at most {{days}} days.',
  'scans.recorded': 'Scan recorded.',

  'uploads.empty': 'The file is empty.',
  'uploads.unreadable': 'The upload could not be read.',
  'uploads.oneFile': 'Only one file may be uploaded.',
  'uploads.tooManyFields': 'Too many fields.',
  'uploads.unexpectedField': 'Unexpected file field: {{field}}.',
  'uploads.duplicateFile': 'Only one file may be uploaded as {{field}}.',
  'uploads.fileTooLarge': 'The file is too large (at most {{size}} MB).',
  'uploads.documentTooLarge': 'The document is too large (at most {{size}} MB).',
  'uploads.pictureTooLarge': 'The picture is too large (at most {{size}} MB).',
  'uploads.logoTooLarge': 'The logo is too large (at most {{size}} MB).',
  'uploads.documentType': 'The document must be one of: {{types}}.',
  'uploads.pictureType': 'The picture must be one of: {{types}}.',
  'uploads.logoEmpty': 'The logo file is empty.',

  'qr.logoMissing': 'Choose a PNG, JPEG or WebP image for the logo.',
  'qr.logoType': 'The logo must be a PNG, JPEG or WebP image.',
  'qr.logoUnreadable': 'The logo could not be read. Use a PNG, JPEG or WebP image.',

  'orders.placed': 'Thank you! Your order has been received and is being reviewed.',
  'orders.idempotencyKey': 'The Idempotency-Key header must be 8-100 letters, digits, dashes or underscores.',
  'orders.logoNotAllowed': 'A logo can only be added to individual and premium products.',
  'orders.logoType': 'The logo must be a JPEG, PNG, GIF, SVG or WebP image.',
  'orders.logoUnreadable': 'The logo could not be read as an image.',
  'orders.svgTooLarge': 'The SVG logo is too large (at most 2 MB). Send a larger logo as PNG or JPEG.',
  'orders.svgTooComplex': 'The SVG logo is too complex to convert. Send it as PNG or JPEG.',
  'orders.logoBusy': 'Too many logos are being converted right now. Please try again in a minute.',
  'orders.quantityInvalid': 'The quantity must be a positive whole number.',
  'orders.noPriceForQuantity': 'No price is set for {{units}} units of this product. Please contact us for a quote.',
  'orders.noShipping': 'We do not ship to {{country}} at the moment.',

  // The spec's validation messages of the admin pricing forms, word for word (billing-and-admin section 5)
  'pricing.nameRequired': 'Name is required',
  'pricing.pricePositive': 'Price must be positive',
  'pricing.minQuantity': 'Minimum quantity must be at least 1',
  'pricing.maxQuantity': 'Maximum quantity must be greater than minimum',
  'pricing.discount': 'Discount must be between 0 and 100',
  'pricing.regionRequired': 'Region is required',
  'pricing.countryRequired': 'Country is required',
  'pricing.baseRate': 'Base rate must be positive',
  'pricing.perItemRate': 'Per item rate must be positive',
  'pricing.freeShipping': 'Free shipping threshold must be positive',

  'subscriptions.hasPlan': 'You already have a plan. Change it from the billing page instead.',
  'subscriptions.noSubscription': 'You have no subscription to manage yet.',
  'subscriptions.notPurchasable': 'This plan cannot be bought online yet. Please contact us.',
  'subscriptions.planUnavailable': 'This plan is not available.',
  'subscriptions.samePlan': 'This is already your plan.',
  'subscriptions.verified': 'Your subscription is active.',
  'subscriptions.pending': 'The payment is not complete yet.',
  'subscriptions.invalidSignature': 'Invalid webhook signature.',

  'admin.planNotActive': 'Choose an active plan.',
  'admin.duplicatePlanName': 'A plan with this name already exists.',
  'admin.adminNotEditable': 'Admin accounts cannot be edited here.',
  'admin.quota': 'The tag quota must be a non-negative whole number.',
  'admin.planRequired': 'name and limit required',

  'webhooks.limitReached': 'You can have at most {{limit}} webhook endpoints. Delete one to add another.',

  'contact.sent': 'Thank you for your message. We will reply within 24 hours.',
  'leads.submitted': 'Thank you! Your details have been sent.',
  'files.linkInvalid': 'This link is invalid or has expired.',
  'metrics.tokenRequired': 'A valid metrics token is required.',
  'health.databaseUnavailable': 'Database unavailable.',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;
export type NounKey = Extract<ServerMessageKey, `noun.${string}`>;

export const isServerMessageKey = (text: string): text is ServerMessageKey => Object.hasOwn(serverMessages, text);
