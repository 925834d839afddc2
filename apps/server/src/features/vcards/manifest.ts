import { type CardManifest, cardManifestSchema } from '@nfc/contract/card-manifest';
import type { Language } from '@nfc/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';

/** Home-screen names should stay short; launchers cut longer ones anyway. */
const SHORT_NAME_MAX = 12;
const texts = {
  en: { fallbackName: 'Business card', description: (name: string) => `Business card of ${name}` },
  de: { fallbackName: 'Visitenkarte', description: (name: string) => `Visitenkarte von ${name}` },
};

type PublicCard = NonNullable<Awaited<ReturnType<typeof unsafeGetPublicVcard>>>;

/** The manifest of one public card: installed, it opens that card (and only that card) like an app. */
export function buildCardManifest({ card, owner }: PublicCard, language: Language): CardManifest {
  const text = texts[language];
  const name = [card.name, card.surname].filter(Boolean).join(' ') || owner.organisationName || text.fallbackName;
  const shortName = card.name || name;
  const path = `/vcard/${encodeURIComponent(card.downloadToken)}`;
  return {
    id: path,
    name,
    short_name: shortName.length > SHORT_NAME_MAX ? `${shortName.slice(0, SHORT_NAME_MAX - 1)}…` : shortName,
    description: text.description(name),
    lang: language,
    start_url: path,
    scope: path,
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/card-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/card-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/card-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const tokenParams = z.object({ downloadToken: z.string().min(1).max(100) });

export const cardManifestRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/vcf/share/:downloadToken/manifest.webmanifest - makes the public card installable
    app.get(
      '/share/:downloadToken/manifest.webmanifest',
      {
        config: { public: true },
        schema: {
          summary: "Get a public card's web app manifest",
          operationId: 'getSharedCardManifest',
          params: tokenParams,
          response: { 200: cardManifestSchema },
        },
      },
      async (request, reply) => {
        const found = await unsafeGetPublicVcard(deps, request.params.downloadToken);
        if (!found?.owner.isAccountActive) throw notFound('noun.businessCard');
        reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
        return buildCardManifest(found, preferredLanguage(request.headers['accept-language']));
      },
    );
  };
