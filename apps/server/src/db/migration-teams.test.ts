import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../test/paths.ts';
import { getUserRecord } from '../accounts/user-records.ts';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

/** The first migration of teams (drizzle/0007): everything before it is "the previous schema". */
const FIRST_TEAMS_MIGRATION = 7;

/** The migrations folder as it was before teams: the same files, the journal cut before 0007. */
async function previousMigrations(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'nfc-before-teams-'));
  await cp(migrationsDir, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < FIRST_TEAMS_MIGRATION);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const ids = {
  pro: '10000000-0000-4000-8000-000000000001',
  custom: '10000000-0000-4000-8000-000000000002',
  anna: '20000000-0000-4000-8000-000000000001',
  ben: '20000000-0000-4000-8000-000000000002',
  card: '30000000-0000-4000-8000-000000000001',
  tag: '40000000-0000-4000-8000-000000000001',
  order: '50000000-0000-4000-8000-000000000001',
  endpoint: '60000000-0000-4000-8000-000000000001',
  delivery: '60000000-0000-4000-8000-000000000002',
  lead: '70000000-0000-4000-8000-000000000001',
};

/** Two accounts as the previous schema held them: Anna on Pro with a subscription and data of every kind, Ben bare. */
const previousData = `
  insert into plans (id, name, tag_limit, price_monthly_cents) values
    ('${ids.pro}', 'Pro', 100, 2990), ('${ids.custom}', 'Agency', 50, 4990);
  insert into users (id, email, password_hash, is_account_active, is_email_verified, organisation_name,
    organisation_street, organisation_number, organisation_plz, organisation_city, organisation_country,
    contact_first_name, contact_last_name, language, plan_id, tag_quota, token_version, subscription_status,
    plan_expires_at, current_period_end, provider_customer_id, provider_subscription_id)
  values
    ('${ids.anna}', 'anna@example.com', 'hash-a', true, true, 'Anna GmbH', 'Hauptstraße', '1', '10115', 'Berlin',
     'DE', 'Anna', 'Schmidt', 'de', '${ids.pro}', 25, 3, 'active_cancel_pending', '2027-01-31T00:00:00Z',
     '2027-01-31T00:00:00Z', 'cus_anna', 'sub_anna'),
    ('${ids.ben}', 'ben@example.com', 'hash-b', false, false, 'Ben AG', null, null, null, 'Wien', 'AT',
     'Ben', 'Huber', 'en', null, null, 0, null, null, null, null, null);
  insert into vcf_configs (id, user_id, config_name, name, download_token)
    values ('${ids.card}', '${ids.anna}', 'Sales', 'Anna', 'token-anna');
  insert into tags (id, user_id, user_facing_id, name, action_type, target_url)
    values ('${ids.tag}', '${ids.anna}', 'AB12CD', 'Door', 'WEBSITE_LINK', 'https://example.com');
  insert into scans (owner_id, tag_id, kind, source, occurred_at, visitor_hash)
    select '${ids.anna}', '${ids.tag}', 'link', 'nfc', now() - (n || ' minutes')::interval, 'v' || n
    from generate_series(1, 5) as n;
  insert into orders (id, order_number, user_id, product_type, quantity, unit_price_cents, tag_writing_preference,
    shipping_country, base_price_cents, customization_total_cents, discount_amount_cents, subtotal_cents,
    vat_amount_cents, shipping_cost_cents, total_price_cents, quote)
    values ('${ids.order}', 'ORD-1', '${ids.anna}', 'nfc_card', 10, 590, 'by_us', 'DE', 5900, 0, 0, 5900, 1121, 490,
      7511, '{}');
  insert into leads (id, owner_id, vcf_config_id, name, consent_at)
    values ('${ids.lead}', '${ids.anna}', '${ids.card}', 'Clara', now());
  insert into webhook_endpoints (id, user_id, url, secret, events)
    values ('${ids.endpoint}', '${ids.anna}', 'https://hooks.example.com', 'whsec', '["scan.created"]');
  insert into webhook_deliveries (id, endpoint_id, user_id, event, payload)
    values ('${ids.delivery}', '${ids.endpoint}', '${ids.anna}', 'scan.created', '{}');
  insert into qr_styles (user_id, foreground, background) values ('${ids.anna}', '#112233', '#ffffff');
  insert into billing_sessions (id, user_id, kind, provider, plan_id)
    values ('cs_1', '${ids.anna}', 'checkout', 'simulated', '${ids.pro}');
`;

describe('migrating a database of the previous schema to teams (drizzle/0007, 0008)', () => {
  let client: PGlite;
  let db: Database;
  let before: string;

  beforeAll(async () => {
    before = await previousMigrations();
    client = new PGlite();
    const previous = drizzle({ client });
    await migrate(previous, { migrationsFolder: before });
    await client.exec(previousData);
    db = drizzle({ client, schema }) as unknown as Database;
    await migrate(db as never, { migrationsFolder: migrationsDir });
  }, 60_000);
  afterAll(async () => {
    await client.close();
    await rm(before, { recursive: true, force: true });
  });

  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;

  it('makes every account an organisation of its own, with the user as its owner and its id', async () => {
    expect(
      await rows('select id, name, city, country, plan_id, tag_quota, is_active from organisations order by id'),
    ).toEqual([
      {
        id: ids.anna,
        name: 'Anna GmbH',
        city: 'Berlin',
        country: 'DE',
        plan_id: ids.pro,
        tag_quota: 25,
        is_active: true,
      },
      { id: ids.ben, name: 'Ben AG', city: 'Wien', country: 'AT', plan_id: null, tag_quota: null, is_active: false },
    ]);
    expect(
      await rows('select id, organisation_id, team_role, is_active, token_version from users order by id'),
    ).toEqual([
      { id: ids.anna, organisation_id: ids.anna, team_role: 'owner', is_active: true, token_version: 3 },
      { id: ids.ben, organisation_id: ids.ben, team_role: 'owner', is_active: true, token_version: 0 },
    ]);
  });

  it('keeps the profile exactly as the spec shows it, now read from the organisation', async () => {
    const record = await getUserRecord({ db, userId: ids.anna });
    expect(record?.user).toMatchObject({
      email: 'anna@example.com',
      isAccountActive: true,
      isEmailVerified: true,
      organisationName: 'Anna GmbH',
      organisationStreet: 'Hauptstraße',
      organisationNumber: '1',
      organisationPlz: '10115',
      organisationCity: 'Berlin',
      organisationCountry: 'DE',
      contactFirstName: 'Anna',
      contactLastName: 'Schmidt',
      language: 'de',
      plan: { id: ids.pro, name: 'Pro', tagLimit: 100 },
      tagQuota: 25,
      subscriptionStatus: 'active_cancel_pending',
      planExpiresAt: '2027-01-31T00:00:00.000Z',
      organisationId: ids.anna,
      teamRole: 'owner',
    });
    expect(record?.organisation).toMatchObject({ providerCustomerId: 'cus_anna', providerSubscriptionId: 'sub_anna' });
    expect((await getUserRecord({ db, userId: ids.ben }))?.user).toMatchObject({ isAccountActive: false, plan: null });
  });

  it('gives every resource its organisation and keeps who made it', async () => {
    for (const table of ['vcf_configs', 'tags', 'orders', 'webhook_endpoints', 'billing_sessions']) {
      expect(await rows(`select user_id, organisation_id from ${table}`), table).toEqual([
        { user_id: ids.anna, organisation_id: ids.anna },
      ]);
    }
    expect(await rows('select organisation_id from webhook_deliveries')).toEqual([{ organisation_id: ids.anna }]);
    expect(await rows('select organisation_id, foreground from qr_styles')).toEqual([
      { organisation_id: ids.anna, foreground: '#112233' },
    ]);
  });

  it('leaves scans and leads as they were, now naming the organisation', async () => {
    expect(await rows('select owner_id, count(*)::int as n from scans group by owner_id')).toEqual([
      { owner_id: ids.anna, n: 5 },
    ]);
    expect(await rows('select scan_count from tags')).toEqual([{ scan_count: 5 }]);
    expect(await rows('select owner_id, name from leads')).toEqual([{ owner_id: ids.anna, name: 'Clara' }]);
    // The owner is now an organisation: a scan naming a user id that is no organisation is refused.
    await expect(
      client.query(
        `insert into scans (owner_id, kind, occurred_at, visitor_hash) values ('${ids.card}', 'page', now(), 'x')`,
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('gives the plans their seats by name, unknown plans none (unlimited until an admin sets them)', async () => {
    expect(await rows('select name, seat_limit from plans order by name')).toEqual([
      { name: 'Agency', seat_limit: null },
      { name: 'Pro', seat_limit: 25 },
    ]);
  });

  it('drops what moved off users, and a second owner in one organisation is refused', async () => {
    const columns = await rows(
      "select column_name from information_schema.columns where table_name = 'users' order by column_name",
    );
    const names = columns.map((column) => column.column_name);
    expect(names).toEqual(expect.arrayContaining(['organisation_id', 'team_role', 'is_active']));
    for (const moved of ['organisation_name', 'plan_id', 'provider_customer_id', 'is_account_active']) {
      expect(names).not.toContain(moved);
    }
    await expect(
      client.query(`update users set organisation_id = '${ids.anna}' where id = '${ids.ben}'`),
    ).rejects.toThrow(/users_one_owner_per_organisation/);
  });
});
