import type { Language } from '@nfc/contract/constants';
import { WALLET_LINK_DAYS } from '@nfc/contract/wallet';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { users, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../http/html.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';
import { walletLinkToken } from './links.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys' | 'mailer'>;

/** The wallets this server can make passes for. */
export const walletsOf = (config: AppDeps['config']) => ({
  apple: config.appleWallet !== null,
  google: config.googleWallet !== null,
});

/** A signed link to one card's pass in one wallet (links.ts), valid for `seconds`. */
export const walletLinkUrl = (
  deps: Pick<Deps, 'config' | 'keys'>,
  cardId: string,
  wallet: 'apple' | 'google',
  seconds: number,
) => `${deps.config.appUrl}/api/wallet/links/${walletLinkToken(deps.keys.walletLinks, cardId, seconds)}/${wallet}`;

const texts = {
  en: {
    subject: 'Add your card to your wallet',
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (organisation: string) =>
      `${organisation} invites you to keep your digital business card in your phone's wallet: open a link on your phone and show the card's QR code at your next meeting. The pass updates itself when your card changes.`,
    apple: 'Add to Apple Wallet',
    google: 'Add to Google Wallet',
    validity: `The links are valid for ${WALLET_LINK_DAYS} days.`,
    footer: 'Anyone with these links can add your card, which is public anyway; nothing else of your account.',
  },
  de: {
    subject: 'Ihre Karte in Ihrer Wallet',
    greeting: (name: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (organisation: string) =>
      `${organisation} lädt Sie ein, Ihre digitale Visitenkarte in der Wallet Ihres Telefons zu speichern: Öffnen Sie einen Link auf Ihrem Telefon und zeigen Sie beim nächsten Treffen den QR-Code der Karte. Der Pass aktualisiert sich, wenn sich Ihre Karte ändert.`,
    apple: 'Zu Apple Wallet hinzufügen',
    google: 'Zu Google Wallet hinzufügen',
    validity: `Die Links sind ${WALLET_LINK_DAYS} Tage gültig.`,
    footer: 'Wer diese Links hat, kann Ihre ohnehin öffentliche Karte hinzufügen; sonst nichts von Ihrem Konto.',
  },
} as const;

type CardLinks = { cardName: string; apple: string | null; google: string | null };

/** One mail per member: a pair of wallet links for each of their cards, in the member's language. */
export function walletInvitationMail(options: {
  to: string;
  name: string | null;
  organisationName: string;
  language: Language;
  cards: CardLinks[];
}): MailMessage {
  const t = texts[options.language];
  const linesOf = (card: CardLinks) =>
    [card.apple && `${t.apple}: ${card.apple}`, card.google && `${t.google}: ${card.google}`].filter(Boolean);
  const text = [
    t.greeting(options.name),
    '',
    t.intro(options.organisationName),
    '',
    ...options.cards.flatMap((card) => [card.cardName, ...linesOf(card), '']),
    t.validity,
    '',
    t.footer,
  ].join('\n');
  const button = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;background:#111827;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(t.greeting(options.name))}</p>
<p>${escapeHtml(t.intro(options.organisationName))}</p>
${options.cards
  .map(
    (card) =>
      `<p><strong>${escapeHtml(card.cardName)}</strong><br>${[
        card.apple && button(card.apple, t.apple),
        card.google && button(card.google, t.google),
      ]
        .filter(Boolean)
        .join('')}</p>`,
  )
  .join('\n')}
<p style="font-size:12px;color:#6b7280">${escapeHtml(t.validity)} ${escapeHtml(t.footer)}</p>
</body></html>`;
  return { to: options.to, subject: t.subject, text, html };
}

/**
 * A manager mails every active member who has a card their wallet links (POST /api/team/wallet-invitations).
 * 409 when the server has no wallet set up.
 */
export async function sendWalletInvitations(
  deps: Deps,
  { actor, organisationName }: { actor: Actor; organisationName: string },
) {
  const wallets = walletsOf(deps.config);
  if (!wallets.apple && !wallets.google) throw new AppError('CONFLICT', 'wallet.notConfigured');
  const rows = await deps.db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.contactFirstName,
      language: users.language,
      cardId: vcfConfigs.id,
      cardName: vcfConfigs.configName,
    })
    .from(vcfConfigs)
    .innerJoin(users, eq(users.id, vcfConfigs.userId))
    .where(and(eq(vcfConfigs.organisationId, actor.organisationId), eq(users.isActive, true)))
    .orderBy(asc(users.email), asc(vcfConfigs.createdAt));
  const seconds = 86_400 * WALLET_LINK_DAYS;
  const byMember = new Map<string, { email: string; name: string | null; language: Language; cards: CardLinks[] }>();
  for (const row of rows) {
    const member = byMember.get(row.userId) ?? {
      email: row.email,
      name: row.firstName,
      language: row.language,
      cards: [],
    };
    member.cards.push({
      cardName: row.cardName,
      apple: wallets.apple ? walletLinkUrl(deps, row.cardId, 'apple', seconds) : null,
      google: wallets.google ? walletLinkUrl(deps, row.cardId, 'google', seconds) : null,
    });
    byMember.set(row.userId, member);
  }
  for (const member of byMember.values()) {
    await deps.mailer.send(
      walletInvitationMail({
        to: member.email,
        name: member.name,
        organisationName,
        language: member.language,
        cards: member.cards,
      }),
    );
  }
  return { sent: byMember.size, cards: rows.length };
}
