import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { retiredLinks } from '../db/schema.ts';

export type RetiredLinkKind = (typeof retiredLinks.$inferSelect)['kind'];

/**
 * Whether a tag code or card token belonged to an erased organisation: its scan link and card page answer 410
 * with the friendly page rather than 404 (issue 27), and the code is never handed out again.
 */
export async function isRetiredLink(db: Executor, { kind, value }: { kind: RetiredLinkKind; value: string }) {
  const [found] = await db
    .select({ value: retiredLinks.value })
    .from(retiredLinks)
    .where(and(eq(retiredLinks.kind, kind), eq(retiredLinks.value, value)))
    .limit(1);
  return found !== undefined;
}

/** Notes every tag code and card token of an organisation about to be erased; those noted already stay. */
export async function retireLinks(
  db: Executor,
  { tagCodes, cardTokens }: { tagCodes: string[]; cardTokens: string[] },
) {
  const rows = [
    ...tagCodes.map((value) => ({ kind: 'tag' as const, value })),
    ...cardTokens.map((value) => ({ kind: 'card' as const, value })),
  ];
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insert(retiredLinks)
      .values(rows.slice(start, start + 1_000))
      .onConflictDoNothing();
  }
}
