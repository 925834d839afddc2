import { z } from 'zod';

/**
 * A host typed without a scheme (`example.de`, `www.example.de:8080/path`): dotted labels of letters, digits and
 * hyphens, an optional port, then a path, query, fragment or nothing. The classes exclude the separators, so the
 * pattern never backtracks more than linearly.
 */
const bareHostPattern = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]|$)/u;

/**
 * Trims a URL as typed and puts `https://` before a bare host, as a browser's address bar would; anything else
 * (another scheme, an e-mail address, a non-string) is left for the schema to judge.
 */
export function withHttpsScheme<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return bareHostPattern.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/**
 * Only absolute http(s) URLs: never javascript:, data:, relative or other schemes. Written out in full
 * (`http:/x` and `http:\\x` are refused, though a browser would guess), with no space, control character or
 * backslash inside: such a URL could break out of a Location header or a .vcf line. A bare host gains `https://`.
 */
export const httpUrlSchema = z.preprocess(
  withHttpsScheme,
  z
    .string({ error: 'validation.url' })
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
    ),
);
