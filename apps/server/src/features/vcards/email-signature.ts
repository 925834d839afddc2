import type { Language } from '@nfc/contract/constants';
import { contrastRatio } from '@nfc/contract/qr';
import { cleanText } from '@nfc/contract/text';
import {
  CARD_MIN_CONTRAST,
  type CardAppearance,
  DEFAULT_CARD_APPEARANCE,
  type EmailSignature,
} from '@nfc/contract/vcards';
import { escapeHtml } from '../../http/html.ts';
import { msg, renderMessage } from '../../i18n/messages.ts';
import { SIGNATURE_ICON_SIZE } from './signature-icons.ts';

export type SignatureCard = {
  name: string | null;
  surname: string | null;
  position: string | null;
  organisationName: string | null;
  phoneNumber: string | null;
  contactEmail: string | null;
  websiteUrl: string | null;
  appearance: CardAppearance;
  /** The public card page. */
  cardUrl: string;
  /** A lasting, public address of the card's QR code; null leaves the code out. */
  qrImageUrl: string | null;
  /** A lasting, public address of the card's photo (else its logo), shown beside the name; null shows none. */
  image: { url: string; kind: 'photo' | 'logo' } | null;
  /** Social profiles shown as a row of icons: a hosted PNG each, with the network's name as its alt text. */
  socials: ReadonlyArray<{ name: string; url: string; iconUrl: string }>;
};

const QR_SIZE = 96;
const IMAGE_SIZE = 80;
const FONT = 'Arial,Helvetica,sans-serif';
const TEXT_COLOUR = '#374151';
const MUTED_COLOUR = '#6b7280';
/** Mail is read on white: a light card colour (chosen for a dark card) would vanish there. */
const MAIL_BACKGROUND = '#ffffff';
/** Colours go into style attributes: only `#rrggbb` ever does. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Inline CSS only: mail clients drop style blocks and classes. Values here are constants or checked colours. */
type Style = Record<string, string>;
const css = (style: Style) =>
  Object.entries(style)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
const ROW_STYLE: Style = {
  padding: '0',
  'font-family': FONT,
  'font-size': '14px',
  'line-height': '20px',
  color: TEXT_COLOUR,
};

/** One line of text: runs of white space become one space; control characters (in older rows) go (text.ts). */
const oneLine = (value: string | null) => (value ? cleanText(value).replace(/\s+/g, ' ').trim() || null : null);

/** An href only for the schemes a signature needs; anything else is shown as text, never linked. */
export function safeHref(url: string): string | null {
  if (/^(mailto|tel):[^\s"'<>\\]+$/i.test(url)) return url;
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname && !/[\s\\]/.test(url))
      return url;
  } catch {
    // not a URL at all
  }
  return null;
}

/** The card's primary colour where it reads on white, else its background colour, else the default. */
export function signatureColour(appearance: CardAppearance): string {
  const readable = (colour: string) =>
    HEX_COLOUR.test(colour) && contrastRatio(colour, MAIL_BACKGROUND) >= CARD_MIN_CONTRAST;
  if (readable(appearance.primaryColor)) return appearance.primaryColor;
  if (readable(appearance.backgroundColor)) return appearance.backgroundColor;
  return DEFAULT_CARD_APPEARANCE.primaryColor;
}

/** `+49 (30) 123-45` -> `tel:+493012345`: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** What a website link shows: host and path, without scheme or a lone trailing slash. */
const displayUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * A signature for Gmail, Outlook and Apple Mail: one table, inline styles only, no script, class, style block,
 * web font or event handler. Every value is HTML-escaped and every link is http(s), tel or mailto.
 */
export function buildEmailSignature(card: SignatureCard, language: Language): EmailSignature {
  const colour = signatureColour(card.appearance);
  const cardLinkText = renderMessage(msg('vcards.signatureCardLink'), language);
  const fullName = oneLine([card.name, card.surname].filter(Boolean).join(' '));
  const position = oneLine(card.position);
  const organisation = oneLine(card.organisationName);
  const phone = oneLine(card.phoneNumber);
  const email = oneLine(card.contactEmail);
  const website = card.websiteUrl && safeHref(card.websiteUrl) ? card.websiteUrl : null;
  const cardUrl = safeHref(card.cardUrl);
  const qrImageUrl = card.qrImageUrl && safeHref(card.qrImageUrl);

  const link = (href: string | null, text: string, style: Style = {}) => {
    const safe = href && safeHref(href);
    const content = escapeHtml(text);
    if (!safe) return content;
    return `<a href="${escapeHtml(safe)}" style="${css({ color: colour, 'text-decoration': 'none', ...style })}">${content}</a>`;
  };
  const row = (content: string, style: Style = {}) =>
    `<tr><td style="${css({ ...ROW_STYLE, ...style })}">${content}</td></tr>`;
  const spaced = { 'padding-top': '6px' };

  const rows: string[] = [];
  if (fullName)
    rows.push(
      row(escapeHtml(fullName), { 'font-size': '16px', 'line-height': '22px', 'font-weight': 'bold', color: colour }),
    );
  if (position) rows.push(row(escapeHtml(position), { color: MUTED_COLOUR }));
  if (organisation) rows.push(row(escapeHtml(organisation), { color: MUTED_COLOUR }));
  const contacts = [
    phone ? link(telHref(phone), phone) : null,
    email ? link(`mailto:${email}`, email) : null,
    website ? link(website, displayUrl(website)) : null,
  ].filter((line): line is string => line !== null);
  contacts.forEach((line, index) => {
    rows.push(row(line, index === 0 ? spaced : {}));
  });

  const socials = card.socials
    .map((social) => ({ ...social, href: safeHref(social.url), src: safeHref(social.iconUrl) }))
    .filter((social) => social.href && social.src)
    .map(
      (social) =>
        `<a href="${escapeHtml(social.href!)}" style="text-decoration:none;display:inline-block;margin-right:6px;">` +
        `<img src="${escapeHtml(social.src!)}" width="${SIGNATURE_ICON_SIZE}" height="${SIGNATURE_ICON_SIZE}" alt="${escapeHtml(
          social.name,
        )}" style="display:block;width:${SIGNATURE_ICON_SIZE}px;height:${SIGNATURE_ICON_SIZE}px;border:0;"></a>`,
    );
  if (socials.length) rows.push(row(socials.join(''), { ...spaced, 'font-size': '0', 'line-height': '0' }));
  rows.push(row(link(cardUrl, cardLinkText, { 'font-weight': 'bold' }), spaced));

  const details = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${rows.join('')}</table>`;
  const qrCell = qrImageUrl
    ? `<td style="padding:0 0 0 16px;vertical-align:top;border-left:2px solid ${colour};">${
        cardUrl ? `<a href="${escapeHtml(cardUrl)}" style="text-decoration:none;">` : ''
      }<img src="${escapeHtml(qrImageUrl)}" width="${QR_SIZE}" height="${QR_SIZE}" alt="${escapeHtml(
        renderMessage(msg('vcards.signatureQrAlt'), language),
      )}" style="display:block;width:${QR_SIZE}px;height:${QR_SIZE}px;border:0;">${cardUrl ? '</a>' : ''}</td>`
    : '';
  const imageUrl = card.image && safeHref(card.image.url);
  const imageAlt = renderMessage(
    card.image?.kind === 'photo'
      ? msg('vcards.signaturePhotoAlt', { name: fullName ?? organisation ?? '' })
      : organisation
        ? msg('vcards.signatureLogoAlt', { name: organisation })
        : msg('vcards.signatureLogoAltPlain'),
    language,
  );
  // A photo is cropped square by the upload and shown round; a logo keeps its shape inside the box.
  const imageCell = imageUrl
    ? `<td style="padding:0 16px 0 0;vertical-align:top;"><img src="${escapeHtml(imageUrl)}" width="${IMAGE_SIZE}" ${
        card.image?.kind === 'photo' ? `height="${IMAGE_SIZE}" ` : ''
      }alt="${escapeHtml(imageAlt)}" style="${css({
        display: 'block',
        width: `${IMAGE_SIZE}px`,
        ...(card.image?.kind === 'photo'
          ? { height: `${IMAGE_SIZE}px`, 'border-radius': `${IMAGE_SIZE / 2}px` }
          : { height: 'auto', 'max-height': `${IMAGE_SIZE}px` }),
        border: '0',
      })};"></td>`
    : '';
  const html =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-family:${FONT};">` +
    `<tr>${imageCell}<td style="padding:0 16px 0 0;vertical-align:top;">${details}</td>${qrCell}</tr></table>`;

  const socialLines = card.socials
    .filter((social) => safeHref(social.url))
    .map((social) => `${social.name}: ${social.url}`);
  const text = [
    fullName,
    position,
    organisation,
    phone,
    email,
    website,
    ...socialLines,
    cardUrl ? `${cardLinkText}: ${cardUrl}` : null,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
  return { html, text };
}
