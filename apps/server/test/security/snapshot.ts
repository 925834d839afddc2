import { type SQL, sql } from 'drizzle-orm';
import type { TestContext } from '../helpers.ts';

/** What a snapshot covers: some accounts' rows, rows naming some addresses, and some catalogue rows by id. */
export type SnapshotScope = { userIds: string[]; emails?: string[]; rowIds?: string[] };

const list = (values: string[]) =>
  values.length
    ? sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )
    : sql`null`;

/**
 * Everything stored for each scope, as one comparable string per scope (read in one query): whole rows where a
 * write must show (accounts, tags, cards, orders ...), counts where background work updates rows (mails, scans,
 * deliveries). Only rows a scope names are read, so tests running beside it on one PostgreSQL database do not
 * disturb it.
 */
export async function snapshots(ctx: TestContext, scopes: SnapshotScope[]): Promise<string[]> {
  await ctx.app.appDeps.scanRecorder.flush().catch(() => {});
  const result = await ctx.database.db.execute(
    sql`select json_build_array(${sql.join(scopes.map(scopeQuery), sql`, `)}) as snapshots`,
  );
  const [row] = (result as unknown as { rows: Array<{ snapshots: unknown[] }> }).rows;
  return (row?.snapshots ?? []).map((value) => JSON.stringify(value));
}

export async function snapshot(ctx: TestContext, scope: SnapshotScope): Promise<string> {
  const [one] = await snapshots(ctx, [scope]);
  return one!;
}

function scopeQuery(scope: SnapshotScope): SQL {
  const users = list(scope.userIds);
  const emails = list(scope.emails ?? []);
  const rowIds = list(scope.rowIds ?? []);
  const rows = (table: string, where: SQL) =>
    sql`(select coalesce(json_agg(t order by t::text), '[]'::json) from ${sql.raw(table)} t where ${where})`;
  const counted = (table: string, where: SQL) => sql`(select count(*) from ${sql.raw(table)} t where ${where})`;
  // What a scope's accounts hold belongs to their organisations (decision 017): all of it is covered.
  const organisations = sql`(select organisation_id from users where id in (${users}))`;
  const owned = sql`t.organisation_id in ${organisations}`;
  return sql`json_build_array(
    ${rows('users', sql`t.id in (${users}) or t.email in (${emails}) or t.organisation_id in ${organisations}`)},
    ${rows('organisations', sql`t.id in ${organisations}`)},
    ${rows('team_invitations', sql`${owned} or t.email in (${emails})`)},
    ${rows('tags', owned)},
    ${rows('vcf_configs', owned)},
    ${rows('orders', owned)},
    ${rows('billing_sessions', owned)},
    ${rows('webhook_endpoints', owned)},
    ${rows('qr_styles', owned)},
    ${rows('plans', sql`t.id::text in (${rowIds})`)},
    ${rows('pricing_tiers', sql`t.id::text in (${rowIds})`)},
    ${rows('customizations', sql`t.id::text in (${rowIds})`)},
    ${rows('shipping_rates', sql`t.id::text in (${rowIds})`)},
    ${counted('leads', sql`t.owner_id in ${organisations}`)},
    ${counted('scans', sql`t.owner_id in ${organisations}`)},
    ${counted('webhook_deliveries', owned)},
    ${counted('email_tokens', sql`t.user_id in (${users}) or t.user_id in (select id from users where email in (${emails}))`)},
    ${counted('audit_log', sql`t.actor_id in (${users})`)},
    ${counted('outbox', sql`t."to" in (${emails}) or t."to" in (select email from users where id in (${users}))`)},
    ${counted('contact_messages', sql`t.email in (${emails})`)}
  )`;
}
