import { z } from 'zod';

/**
 * Only absolute http(s) URLs: never javascript:, data:, relative or other schemes. Written out in full
 * (`http:/x` and `http:\\x` are refused, though a browser would guess), with no space, control character or
 * backslash inside: such a URL could break out of a Location header or a .vcf line.
 */
export const httpUrlSchema = z
  .string({ error: 'validation.url' })
  .trim()
  .max(2048, { error: 'validation.tooLong' })
  .regex(/^https?:\/\/[^\s\\\p{Cc}]+$/iu, { error: 'validation.url' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { error: 'validation.url' },
  );
