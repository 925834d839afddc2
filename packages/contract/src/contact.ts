import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { multilineText, plainText } from './text.ts';

const requiredText = (max: number) =>
  plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** The contact forms of /contact and /home; `website` is a honeypot that people leave empty. */
export const contactBodySchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  subject: requiredText(200),
  message: multilineText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(5000, { error: 'validation.tooLong' }),
  website: z.string().max(200).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
