/**
 * Longest accepted text per field of the contact-exchange form. Kept free of zod so the public card
 * page, whose every kilobyte counts, can mirror them in its inputs without loading the schema library.
 */
export const leadFieldLimits = { name: 100, email: 254, phone: 40, company: 100, note: 1000 } as const;
