import { googleWalletLinkSchema } from '@nfc/contract/wallet';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organisations, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import { ensureWalletPass, markGoogleSaved } from './content.ts';
import { googleSaveUrl } from './google-wallet.ts';
import { requireWallet } from './routes.ts';

const idParams = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ downloadToken: z.string().min(1).max(100) });

/** Google shows the logo in a circle; it asks for 660 px square. */
const LOGO_SIZE = 660;
/** Its address changes with the picture (?v), so Google and caches between may keep it a day. */
const LOGO_MAX_AGE_SECONDS = 86_400;
/** Rendered logos kept in memory (about 100 KB each). */
const RENDERED_LOGOS_KEPT = 64;

/** GET /api/vcf-configs/:id/wallet/google (registered under /vcf-configs). */
export const googleWalletRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);
    // GET /api/vcf-configs/:id/wallet/google - the link that saves the card's pass to Google Wallet
    app.get(
      '/:id/wallet/google',
      {
        config: { scope: 'cards:read' },
        schema: {
          summary: "Get a card's Google Wallet save link",
          description:
            "A https://pay.google.com/gp/v/save/ link carrying the card's pass, signed by this server's Google service account; from then on changes to the card reach the saved pass. 404 when Google Wallet is not set up.",
          operationId: 'getGoogleWalletLink',
          params: idParams,
          response: { 200: googleWalletLinkSchema },
        },
      },
      async (request, reply) => {
        requireWallet(deps, 'google');
        const pass = await ensureWalletPass(deps, request.user!, request.params.id);
        const saveUrl = await googleSaveUrl(deps, pass);
        await markGoogleSaved(deps.db, pass.content.cardId);
        reply.header('cache-control', 'no-store');
        return { saveUrl };
      },
    );
  };

/** The pass's logo that Google Wallet fetches (registered under /vcf): public by the card's token, like its page. */
export const googleWalletImageRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Rendered logos by storage key (a stored file never changes under its key): a public address that resizes on
    // every request would let anyone with a card's link keep the image library busy.
    const rendered = new Map<string, Promise<Buffer | null>>();
    const render = (key: string) => {
      let png = rendered.get(key);
      if (!png) {
        png = (async () => {
          const data = await deps.storage.get(key);
          if (!data) return null;
          const sharp = await loadSharp();
          return sharp(data)
            .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
            .png()
            .toBuffer();
        })();
        const forget = () => rendered.delete(key);
        png.then((result) => result ?? forget(), forget);
        rendered.set(key, png);
        if (rendered.size > RENDERED_LOGOS_KEPT) rendered.delete(rendered.keys().next().value!);
      }
      return png;
    };
    // GET /api/vcf/share/:downloadToken/wallet-logo.png?v - the card's logo (else its photo) as a square PNG
    app.get(
      '/share/:downloadToken/wallet-logo.png',
      {
        config: { public: true },
        schema: {
          summary: "Get a public card's Google Wallet logo",
          description:
            "The card's logo, else its organisation's brand logo, else its photo, as a 660 px square PNG for its Google Wallet pass. 404 when Google Wallet is not set up or the card has no picture.",
          operationId: 'getSharedCardWalletLogo',
          params: tokenParams,
          querystring: z.object({ v: z.string().max(40).optional() }),
        },
      },
      async (request, reply) => {
        requireWallet(deps, 'google');
        const [card] = await deps.db
          .select({
            logo: vcfConfigs.logoImagePath,
            photo: vcfConfigs.profilePicturePath,
            brandLogo: organisations.brandLogoPath,
            isActive: organisations.isActive,
          })
          .from(vcfConfigs)
          .innerJoin(organisations, eq(organisations.id, vcfConfigs.organisationId))
          .where(eq(vcfConfigs.downloadToken, request.params.downloadToken));
        // The same choice as the pass's content (logo, brand logo, photo): walletImageUrl names it by that key.
        const key = card?.isActive ? (card.logo ?? card.brandLogo ?? card.photo) : null;
        const png = key ? await render(key) : null;
        if (!png) throw notFound('noun.logo');
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', `public, max-age=${LOGO_MAX_AGE_SECONDS}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(png);
      },
    );
  };
