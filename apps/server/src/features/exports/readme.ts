/** The columns of each CSV file of an organisation export, in order: the header row and README.txt both list them. */
export const exportColumns = {
  'members.csv': [
    'id',
    'email',
    'first_name',
    'last_name',
    'team_role',
    'is_active',
    'is_email_verified',
    'language',
    'created_at',
  ],
  'tags.csv': [
    'id',
    'code',
    'name',
    'status',
    'action_type',
    'target_url',
    'card_id',
    'document_file',
    'campaign_id',
    'campaign_name',
    'group_id',
    'order_id',
    'scan_count',
    'link_rules',
    'expires_at',
    'max_scans',
    'created_by',
    'created_at',
    'updated_at',
    'verification',
    'verification_fallback_url',
    'chip_uid',
    'chip_last_counter',
  ],
  'leads.csv': [
    'id',
    'created_at',
    'name',
    'email',
    'phone',
    'company',
    'note',
    'source',
    'card_id',
    'card_name',
    'via_tag_id',
    'language',
    'consent_at',
    'consent_text',
    'consent_version',
    'consent_language',
  ],
  'scans.csv': [
    'id',
    'occurred_at',
    'kind',
    'source',
    'tag_id',
    'card_id',
    'via_tag_id',
    'matched_rule',
    'is_bot',
    'platform',
    'browser',
    'language',
    'country',
    'referrer',
    'user_agent',
    'screen_resolution',
    'timezone',
    'latitude',
    'longitude',
    'verification',
    'chip_uid',
    'chip_counter',
  ],
  'orders.csv': [
    'id',
    'order_number',
    'status',
    'product_type',
    'quantity',
    'currency',
    'unit_price',
    'base_price',
    'customization_total',
    'discount_amount',
    'subtotal',
    'vat_amount',
    'shipping_cost',
    'total_price',
    'tag_writing_preference',
    'shipping_country',
    'delivery_address',
    'tracking_number',
    'logo_file',
    'placed_by',
    'created_at',
    'completed_at',
  ],
  'audit.csv': ['id', 'created_at', 'actor_email', 'action', 'target_type', 'target_id', 'target_label', 'changes'],
} as const;

const notes: Record<keyof typeof exportColumns, string> = {
  'members.csv': 'The organisation’s members and their team roles. Passwords are never exported.',
  'tags.csv':
    'Every tag with its scan link code, target, link rules (JSON, first match wins), expiry and scan cap, and ' +
    'its verified taps: the mode (off, record, require), the NTAG 424 DNA chip it is bound to and its last tap ' +
    'counter. Documents of document tags are in tags/<id>/.',
  'leads.csv':
    'Contact details visitors shared from a card page, with the consent they gave: when, the text shown, its ' +
    'version and language.',
  'scans.csv':
    'Every stored scan of the organisation’s tags and card pages, oldest first. kind: link (a tag’s scan link), ' +
    'page (a card page view), save (its .vcf saved), refused (an expired or used-up tag, or one requiring a ' +
    'verified tap). verification: verified, replayed, invalid or plain for tags that check taps, with the ' +
    'chip UID and tap counter of a genuine message. No IP address is stored, and the daily visitor hash is left out.',
  'orders.csv':
    'Orders of tags and cards, amounts in the order’s currency with two decimals. Uploaded logos are in orders/.',
  'audit.csv':
    'Changes recorded about the organisation, its members and its orders. changes is JSON {field: {from, to}}.',
};

/** README.txt of the zip: what each file holds and, for the CSV files, their columns. */
export function exportReadme(): string {
  const csvFiles = (Object.keys(exportColumns) as Array<keyof typeof exportColumns>).map(
    (name) => `${name}\n  ${notes[name]}\n  Columns: ${exportColumns[name].join(', ')}`,
  );
  return [
    'Organisation export',
    '===================',
    '',
    'All data your organisation keeps with us. CSV files are UTF-8 with a byte order mark, comma separated, with',
    'CRLF line ends; times are ISO 8601 in UTC; empty cells mean no value. Cells that a spreadsheet would run as a',
    'formula start with an apostrophe.',
    '',
    'organisation.json',
    '  The organisation: name, address, plan, brand kit (its images in organisation/), QR style, card templates and link domains.',
    '',
    ...csvFiles.flatMap((entry) => [entry, '']),
    'cards/<id>/',
    '  Each card as card.json (every field, its public address and image files) and card.vcf (vCard 3.0, as',
    '  the card page offers it), with its images: profile-picture, cover and logo.',
    '',
    'webhooks.json',
    '  The webhook endpoints: URL, description, events, whether active. Signing secrets are not exported.',
    '',
  ].join('\r\n');
}
