import { z } from 'zod';

/**
 * Control characters (C0, DEL, C1 such as U+0085), the Unicode line and paragraph separators and bidirectional
 * overrides: they break a .vcf or a mail header line, or disguise text in a mail or a spreadsheet.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
/** Every way to break a line: CR LF, CR, LF, U+2028, U+2029 (and the C1 next-line U+0085). */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * Text as it is kept: in a single-line field every line break or tab becomes a space; in a multi-line field line
 * breaks become \n and tabs spaces; any other control, separator or override character is dropped.
 */
export function cleanText(value: string, { isMultiline = false } = {}): string {
  const spaced = value.replace(LINE_BREAK, isMultiline ? '\n' : ' ').replace(/\t/g, ' ');
  return spaced.replace(UNSAFE_CHARACTERS, (char) => (isMultiline && char === '\n' ? char : ''));
}

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text field: z.string() that first cleans its value (cleanText); chain .trim(), .max() as usual. */
export const plainText = (params?: StringParams) => z.string(params).overwrite((value) => cleanText(value));

/** A text field that may keep line breaks (as \n), cleaned the same way otherwise. */
export const multilineText = (params?: StringParams) =>
  z.string(params).overwrite((value) => cleanText(value, { isMultiline: true }));
