import type { CardAppearance, CardLayout, CardLink } from '@nfc/contract/vcards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_COVER_SIZE, CARD_LOGO_SIZE } from './card-design';
import { type CardTone, getCardStyle, getCardTone } from './card-tone';
import { focusRing } from './styles';

/** What a digital business card shows: the public page and the editor's live preview render the same card. */
export type ContactCardData = {
  name: string | null;
  surname: string | null;
  position: string | null;
  organisationName: string | null;
  phoneNumber: string | null;
  contactEmail: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  instagramUrl: string | null;
  organisationStreet: string | null;
  organisationNumber: string | null;
  organisationPlz: string | null;
  organisationCity: string | null;
  organisationCountry: string | null;
  pictureUrl: string | null;
  bio: string | null;
  links: CardLink[];
  appearance: CardAppearance;
  coverImageUrl: string | null;
  logoImageUrl: string | null;
};

export function getFullName(card: Pick<ContactCardData, 'name' | 'surname'>): string {
  return [card.name, card.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Up to two upper-case initials for the picture placeholder. */
export function getInitials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The URL when it is an absolute http(s) URL, else null: no other scheme ever becomes a link. */
export function toHttpHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A tel: link of the digits (and a leading plus) of a phone number, or null when none are left. */
export function toTelHref(phone: string | null | undefined): string | null {
  const digits = phone?.trim().replace(/(?!^\+)[^\d]/g, '') ?? '';
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

export function toMailHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}

/** A URL as people read it: no scheme, no 'www.', no trailing slash. */
export function displayUrl(href: string): string {
  return href
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** The address as lines: street and number, postal code and city, country. */
export function getAddressLines(card: ContactCardData, countryName: (country: string) => string): string[] {
  const street = [card.organisationStreet, card.organisationNumber].map((part) => part?.trim()).filter(Boolean);
  const city = [card.organisationPlz, card.organisationCity].map((part) => part?.trim()).filter(Boolean);
  const country = card.organisationCountry?.trim();
  return [street.join(' '), city.join(' '), country ? countryName(country) : ''].filter(Boolean);
}

/** The links that can be shown: a label and an http(s) address (the editor's preview skips half-typed rows). */
export function getShownLinks(links: CardLink[]): { label: string; href: string }[] {
  return links.flatMap(({ label, url }) => {
    const href = toHttpHref(url);
    return label.trim() && href ? [{ label: label.trim(), href }] : [];
  });
}

export function getMapUrl(addressLines: string[]): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLines.join(', '))}`;
}

const iconPaths = {
  phone:
    'M3 5.5A2.5 2.5 0 0 1 5.5 3h1.38a1 1 0 0 1 .97.76l.9 3.6a1 1 0 0 1-.5 1.12l-1.5.8a11 11 0 0 0 5.97 5.97l.8-1.5a1 1 0 0 1 1.12-.5l3.6.9a1 1 0 0 1 .76.97v1.38A2.5 2.5 0 0 1 16.5 21h-1C8.6 21 3 15.4 3 8.5v-3Z',
  mail: 'M3 6.75A1.75 1.75 0 0 1 4.75 5h14.5A1.75 1.75 0 0 1 21 6.75v10.5A1.75 1.75 0 0 1 19.25 19H4.75A1.75 1.75 0 0 1 3 17.25V6.75Zm1 .25 8 6 8-6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.2-2.4 3.3-5.4 3.3-9S14.2 5.4 12 3m0 18c-2.2-2.4-3.3-5.4-3.3-9S9.8 5.4 12 3M3.5 9h17M3.5 15h17',
  linkedin: 'M4 4h16v16H4V4Zm4 6v6m0-8.5v.01M12 16v-3.5a2 2 0 0 1 4 0V16m-4-6v6',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5-9.5v.01',
  pin: 'M12 21s7-6.1 7-11.5A7 7 0 0 0 5 9.5C5 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  external: 'M14 4h6v6m0-6-8 8m-2-6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4',
} as const;

export function ContactIcon({ name, className = 'size-5' }: { name: keyof typeof iconPaths; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

type DetailRowProps = {
  icon: keyof typeof iconPaths;
  label: string;
  value: ReactNode;
  href: string;
  tone: CardTone;
  isExternal?: boolean;
};

const externalLink = { target: '_blank', rel: 'noopener noreferrer' } as const;

function DetailRow({ icon, label, value, href, tone, isExternal = false }: DetailRowProps) {
  return (
    <li>
      <a
        href={href}
        {...(isExternal ? externalLink : {})}
        className={`flex min-h-14 items-center gap-4 rounded-xl px-3 py-2.5 ${tone.hover} ${focusRing}`}
      >
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone.soft}`}>
          <ContactIcon name={icon} />
        </span>
        <span className="min-w-0 flex-1">
          <span className={`block text-xs font-medium ${tone.muted}`}>{label}</span>
          <span className={`block text-[0.95rem] wrap-anywhere ${tone.strong}`}>{value}</span>
        </span>
        {isExternal && <ContactIcon name="external" className={`size-4 ${tone.muted}`} />}
      </a>
    </li>
  );
}

function QuickAction({ href, icon, label, tone, isExternal = false }: Omit<DetailRowProps, 'value'>) {
  return (
    <a
      href={href}
      {...(isExternal ? externalLink : {})}
      className={`flex flex-col items-center gap-1.5 rounded-xl px-2 py-2 text-xs font-semibold ${tone.accent} ${tone.quickHover} ${focusRing}`}
    >
      <span className={`flex size-12 items-center justify-center rounded-full shadow-sm ${tone.solid}`}>
        <ContactIcon name={icon} className="size-5" />
      </span>
      {label}
    </a>
  );
}

/** How each layout places the header: cover or band, photo, and the alignment of the text under it. */
const layoutStyles: Record<CardLayout, { cover: string; band: string | null; body: string; photo: string }> = {
  // Today's look: a colour band (or the cover), the photo overlapping it, everything centred.
  classic: {
    cover: 'h-28 w-full object-cover',
    band: 'h-28',
    body: '-mt-14 items-center text-center',
    photo: 'size-28',
  },
  // No band: the photo centred above the name, under the cover when there is one.
  centered: {
    cover: 'aspect-3/1 w-full object-cover',
    band: null,
    body: 'pt-8 items-center text-center',
    photo: 'size-32',
  },
  // The cover across the top at its own 3:1, the photo overlapping its lower edge, the text aligned to the start.
  banner: {
    cover: 'aspect-3/1 w-full object-cover',
    band: 'aspect-3/1',
    body: '-mt-12 items-start text-start',
    photo: 'size-24',
  },
};

type ContactCardProps = {
  card: ContactCardData;
  /** 1 on the public page, where the person's name is the page title; 2 inside the editor. */
  headingLevel?: 1 | 2;
  /** The main action under the name (the public page's 'Save contact'). */
  action?: ReactNode;
  /** Shown when the picture URL fails to load. */
  onPictureError?: () => void;
};

/**
 * A business card laid out for a phone first, in one of three layouts and the owner's colours: cover, logo, photo,
 * name, bio, quick actions, the main action, the owner's links as buttons, then every detail as a link.
 */
export function ContactCard({ card, headingLevel = 1, action, onPictureError }: ContactCardProps) {
  const { t } = useTranslation(['vcards', 'translation']);
  const fullName = getFullName(card);
  const shownName = fullName || card.organisationName || '';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const tone = getCardTone(card.appearance);
  const layout = layoutStyles[card.appearance.layout] ?? layoutStyles.classic;
  const tel = toTelHref(card.phoneNumber);
  const mail = toMailHref(card.contactEmail);
  const website = toHttpHref(card.websiteUrl);
  const linkedin = toHttpHref(card.linkedinUrl);
  const instagram = toHttpHref(card.instagramUrl);
  const links = getShownLinks(card.links);
  const address = getAddressLines(card, (country) => t(`translation:countries.${country}`, { defaultValue: country }));
  const hasQuickActions = Boolean(tel || mail || website);

  return (
    <article
      style={getCardStyle(card.appearance)}
      className={`relative overflow-hidden rounded-3xl shadow-xl ring-1 ${tone.surface}`}
    >
      {card.coverImageUrl ? (
        <img
          src={card.coverImageUrl}
          alt={shownName ? t('vcards:card.coverAlt', { name: shownName }) : t('vcards:card.coverAltUnnamed')}
          width={CARD_COVER_SIZE.width}
          height={CARD_COVER_SIZE.height}
          // The first thing on the page: fetched at once rather than after layout.
          fetchPriority="high"
          decoding="async"
          className={`block bg-slate-200 dark:bg-slate-700 ${layout.cover}`}
        />
      ) : (
        layout.band && <div aria-hidden="true" className={`${layout.band} ${tone.band}`} />
      )}
      {card.logoImageUrl && (
        <img
          src={card.logoImageUrl}
          alt={
            card.organisationName
              ? t('vcards:card.logoAlt', { name: card.organisationName })
              : t('vcards:card.logoAltUnnamed')
          }
          width={CARD_LOGO_SIZE}
          height={CARD_LOGO_SIZE}
          loading="lazy"
          decoding="async"
          className="absolute top-3 right-3 size-14 rounded-xl bg-white object-contain p-1.5 shadow-sm ring-1 ring-slate-900/10"
        />
      )}
      <div className={`flex flex-col px-5 sm:px-8 ${layout.body}`}>
        {card.pictureUrl ? (
          <img
            src={card.pictureUrl}
            alt={fullName ? t('vcards:card.pictureAlt', { name: fullName }) : t('vcards:card.pictureAltUnnamed')}
            width={224}
            height={224}
            // Not lazy: at the top of the card, and the page's largest image when there is no cover.
            decoding="async"
            onError={onPictureError}
            className={`${layout.photo} rounded-full bg-slate-200 object-cover ring-4 dark:bg-slate-700 ${tone.ring}`}
          />
        ) : (
          <span
            aria-hidden="true"
            className={`flex ${layout.photo} items-center justify-center rounded-full text-3xl font-bold ring-4 ${tone.ring} ${tone.initials}`}
          >
            {getInitials(shownName) || '?'}
          </span>
        )}
        <Heading className={`mt-4 text-2xl font-bold tracking-tight wrap-anywhere ${tone.heading}`}>
          {shownName || t('vcards:card.unnamed')}
        </Heading>
        {card.position && <p className={`mt-1 text-base wrap-anywhere ${tone.text}`}>{card.position}</p>}
        {card.organisationName && fullName && (
          <p className={`mt-0.5 text-base font-semibold wrap-anywhere ${tone.accent}`}>{card.organisationName}</p>
        )}
        {card.bio && (
          <p className={`mt-4 text-[0.95rem] leading-relaxed whitespace-pre-line wrap-anywhere ${tone.text}`}>
            {card.bio}
          </p>
        )}
        {hasQuickActions && (
          <nav aria-label={t('vcards:card.quickActions')} className="mt-5 flex w-full justify-center gap-2">
            {tel && <QuickAction href={tel} icon="phone" label={t('vcards:card.call')} tone={tone} />}
            {mail && <QuickAction href={mail} icon="mail" label={t('vcards:card.email')} tone={tone} />}
            {website && (
              <QuickAction href={website} icon="globe" label={t('vcards:card.website')} tone={tone} isExternal />
            )}
          </nav>
        )}
        {action && <div className="mt-5 w-full text-center">{action}</div>}
        {links.length > 0 && (
          <ul aria-label={t('vcards:card.links')} className="mt-5 w-full space-y-2">
            {links.map((link, index) => (
              // Two links may share a label and an address; their place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole, never reordered in place.
              <li key={index}>
                <a
                  href={link.href}
                  {...externalLink}
                  className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl border-2 px-4 py-2.5 text-center font-semibold wrap-anywhere ${tone.linkButton} ${focusRing}`}
                >
                  {link.label}
                  <ContactIcon name="external" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ul aria-label={t('vcards:card.details')} className="mt-4 space-y-1 px-3 pb-5 sm:px-5">
        {tel && card.phoneNumber && (
          <DetailRow icon="phone" label={t('vcards:card.phone')} value={card.phoneNumber} href={tel} tone={tone} />
        )}
        {mail && card.contactEmail && (
          <DetailRow
            icon="mail"
            label={t('vcards:card.emailLabel')}
            value={card.contactEmail}
            href={mail}
            tone={tone}
          />
        )}
        {website && (
          <DetailRow
            icon="globe"
            label={t('vcards:card.website')}
            value={displayUrl(website)}
            href={website}
            tone={tone}
            isExternal
          />
        )}
        {linkedin && (
          <DetailRow
            icon="linkedin"
            label={t('vcards:card.linkedin')}
            value={displayUrl(linkedin)}
            href={linkedin}
            tone={tone}
            isExternal
          />
        )}
        {instagram && (
          <DetailRow
            icon="instagram"
            label={t('vcards:card.instagram')}
            value={displayUrl(instagram)}
            href={instagram}
            tone={tone}
            isExternal
          />
        )}
        {address.length > 0 && (
          <DetailRow
            icon="pin"
            label={t('vcards:card.addressOnMap')}
            value={address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            href={getMapUrl(address)}
            tone={tone}
            isExternal
          />
        )}
      </ul>
    </article>
  );
}
