import { z } from 'zod';

/** The web app manifest of a public card, so a visitor can install the card on the home screen. */
export const cardManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.enum(['any', 'maskable']) }),
  ),
});
export type CardManifest = z.infer<typeof cardManifestSchema>;
