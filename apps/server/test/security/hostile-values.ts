import fc from 'fast-check';

/** Markup that runs script wherever it is put into a page unescaped. */
export const scriptPayloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** Strings that break a query built by concatenation. */
export const sqlPayloads = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  "admin'--",
  '" OR ""="',
  '$1',
] as const;

/** Unicode that trips naive code: lone surrogates, bidi override, zero width, emoji sequences, NUL, combining marks. */
export const unicodeEdgeCases = [
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  'a\u200Bb\u200D',
  '\uFEFF',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'a\u0000b',
  '\u0000',
  'e\u0301\u0301\u0301',
  '\u0007\u001b[31m',
  'ﷺ'.repeat(10),
] as const;

export const HUGE_LENGTH = 100_000;

/** 100,000 characters of one kind: ASCII, multi-byte, emoji or markup. */
export const hugeString = fc
  .constantFrom('a', 'ß', '😀', '<', '0')
  .map((unit) => unit.repeat(Math.ceil(HUGE_LENGTH / unit.length)).slice(0, HUGE_LENGTH));

/** A value of any JSON type, for a field that expects another. */
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({}, [], [[]], { $gt: '' }, { url: 1 }),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** A hostile string, alone or appended to a plausible one (so it may pass a free-text field and reach storage). */
export const hostileString = fc.oneof(
  fc.constantFrom(...scriptPayloads, ...sqlPayloads, ...unicodeEdgeCases, '', '   ', '\n\t'),
  fc
    .tuple(
      fc.constantFrom('Erika', 'https://example.com/', 'x@example.com', '10115', '2024-01-01'),
      fc.constantFrom(...scriptPayloads, ...sqlPayloads, ...unicodeEdgeCases),
    )
    .map(([plausible, payload]) => `${plausible}${payload}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Keys a client might add to set what only the server may: ownership, role, plan, quota, ids, prototypes. */
export const extraKeys = [
  'role',
  'isAdmin',
  'userId',
  'ownerId',
  'id',
  'planId',
  'tagQuota',
  'isAccountActive',
  'isEmailVerified',
  'passwordHash',
  'tokenVersion',
  'downloadToken',
  'userFacingId',
  'totalPrice',
  'status',
  '__proto__',
  'constructor',
] as const;

export const extraValue = fc.oneof(
  fc.constantFrom('admin', true, 0, 999_999, 'ffffffff-ffff-4fff-bfff-ffffffffffff'),
  fc.constant({ isAdmin: true, polluted: true }),
);

/** The string as UTF-8 carries it: a lone surrogate becomes U+FFFD (String#toWellFormed, before ES2024 typings). */
export const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, '\uFFFD');
