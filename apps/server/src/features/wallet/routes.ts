import { walletAvailabilitySchema, walletInvitationResultSchema, walletLinksSchema } from '@nfc/contract/wallet';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { buildApplePass } from './apple-pass.ts';
import { ensureWalletPass, ensureWalletPassOf, markGoogleSaved, type WalletPass } from './content.ts';
import { googleSaveUrl } from './google-wallet.ts';
import { sendWalletInvitations, walletLinkUrl, walletsOf } from './invitations.ts';
import { cardOfWalletLink } from './links.ts';

/** How long the links behind the portal's buttons work: long enough to open on a phone, short enough to be moot. */
const BUTTON_LINK_SECONDS = 3600;
/** Wallet link opens per address and minute: a person adds a card or two; a scraper of leaked links is slowed. */
const WALLET_LINKS_PER_MINUTE = 30;
/** Invitation rounds per organisation and hour: each one mails every member. */
const INVITATIONS_PER_HOUR = 3;

const idParams = z.object({ id: z.string().max(100) });

/** The .pkpass answer: Safari on an iPhone hands it straight to Wallet. */
export const sendPkpass = (reply: FastifyReply, pass: Buffer) =>
  reply
    .header('content-type', 'application/vnd.apple.pkpass')
    .header('content-disposition', 'attachment; filename="card.pkpass"')
    .header('cache-control', 'no-store')
    .send(pass);

/** 404 (not 409) for a wallet this server has no keys for: to a caller it does not exist here. */
export function requireWallet(deps: Pick<AppDeps, 'config'>, wallet: 'apple' | 'google') {
  if (!walletsOf(deps.config)[wallet]) throw new AppError('NOT_FOUND', 'wallet.notConfigured');
}

export const walletRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/wallet - which wallets the buttons may offer
    app.get(
      '/',
      {
        onRequest: app.requireUser,
        config: { scope: 'cards:read' },
        schema: {
          summary: 'Which wallets are set up',
          operationId: 'getWalletAvailability',
          response: { 200: walletAvailabilitySchema },
        },
      },
      async () => walletsOf(deps.config),
    );

    const linkLimit = async (ip: string, reply: FastifyReply) => {
      const hit = await deps.rateLimiter.hit(`wallet-link:ip:${networkOf(ip)}`, WALLET_LINKS_PER_MINUTE, 60_000);
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
      }
    };
    /** The pass a signed link names: an expired, forged or deleted card's link is 404 alike. */
    const passOfLink = async (token: string): Promise<WalletPass> => {
      const cardId = cardOfWalletLink(deps.keys.walletLinks, token);
      if (!cardId || !isUuid(cardId)) throw notFound('noun.vcard');
      const [card] = await deps.db
        .select({ id: vcfConfigs.id, organisationId: vcfConfigs.organisationId })
        .from(vcfConfigs)
        .where(eq(vcfConfigs.id, cardId));
      if (!card) throw notFound('noun.vcard');
      return ensureWalletPassOf(deps, card);
    };
    const linkParams = z.object({ token: z.string().max(200) });

    // GET /api/wallet/links/:token/apple - a signed link's card as a .pkpass (no session: opened on the phone)
    app.get(
      '/links/:token/apple',
      {
        config: { public: true },
        schema: {
          summary: "Open a wallet link's Apple Wallet pass",
          description: 'A signed link from the portal or an invitation mail; answers the .pkpass file.',
          operationId: 'openAppleWalletLink',
          params: linkParams,
        },
      },
      async (request, reply) => {
        await linkLimit(request.ip, reply);
        requireWallet(deps, 'apple');
        return sendPkpass(reply, await buildApplePass(deps, await passOfLink(request.params.token)));
      },
    );

    // GET /api/wallet/links/:token/google - a signed link's card: redirected to Google Wallet's save page
    app.get(
      '/links/:token/google',
      {
        config: { public: true },
        schema: {
          summary: "Open a wallet link's Google Wallet pass",
          description: "A signed link from the portal or an invitation mail; redirects to Google Wallet's save page.",
          operationId: 'openGoogleWalletLink',
          params: linkParams,
        },
      },
      async (request, reply) => {
        await linkLimit(request.ip, reply);
        requireWallet(deps, 'google');
        const pass = await passOfLink(request.params.token);
        const saveUrl = await googleSaveUrl(deps, pass);
        await markGoogleSaved(deps.db, pass.content.cardId);
        reply.header('cache-control', 'no-store');
        return reply.redirect(saveUrl, 302);
      },
    );
  };

/** Under /vcf-configs: the links behind a card's wallet buttons. */
export const cardWalletLinkRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/vcf-configs/:id/wallet/links - signed links (an hour) that open the card's pass on a phone
    app.get(
      '/:id/wallet/links',
      {
        onRequest: app.requireUser,
        config: { scope: 'cards:read' },
        schema: {
          summary: "Get links to a card's wallet passes",
          description:
            "Signed links, valid for an hour, that open the card's Apple Wallet pass or Google Wallet save page without a session (for a phone); null for a wallet that is not set up.",
          operationId: 'getCardWalletLinks',
          params: idParams,
          response: { 200: walletLinksSchema },
        },
      },
      async (request, reply) => {
        const { content } = await ensureWalletPass(deps, request.user!, request.params.id);
        const wallets = walletsOf(deps.config);
        reply.header('cache-control', 'no-store');
        return {
          apple: wallets.apple ? walletLinkUrl(deps, content.cardId, 'apple', BUTTON_LINK_SECONDS) : null,
          google: wallets.google ? walletLinkUrl(deps, content.cardId, 'google', BUTTON_LINK_SECONDS) : null,
        };
      },
    );
  };

/** Under /team: a manager mails every member their wallet links. */
export const walletInvitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /api/team/wallet-invitations - mail each member with a card their wallet links
    app.post(
      '/wallet-invitations',
      {
        onRequest: app.requireTeamManager,
        schema: {
          summary: 'Mail every member their wallet links',
          description: `Each active member with a card gets one mail with an "Add to Apple Wallet" and an "Add to Google Wallet" link per card (the wallets set up here), valid for 30 days. 409 when no wallet is set up.`,
          operationId: 'sendWalletInvitations',
          errors: [409, 429],
          response: { 200: walletInvitationResultSchema },
        },
      },
      async (request, reply) => {
        const actor = request.user!;
        const hit = await deps.rateLimiter.hit(
          `wallet-invitations:${actor.organisationId}`,
          INVITATIONS_PER_HOUR,
          3_600_000,
        );
        if (!hit.allowed) {
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
        }
        // An organisation without a name yet is introduced by the manager who sends the links, as team invitations do.
        const inviter = [actor.contactFirstName, actor.contactLastName].filter(Boolean).join(' ') || actor.email;
        return sendWalletInvitations(deps, { actor, organisationName: actor.organisationName || inviter });
      },
    );
  };
