import { validationMessages } from '@nfc/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, joinTeam, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import { apiKeys, auditLog } from '../../db/schema.ts';
import { usageNetworkOf } from './authenticate.ts';
import { hashApiKey, toBase62 } from './key-format.ts';

type Account = { token: string; user: { id: string; organisationId: string } };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('API keys', () => {
  let ctx: TestContext;
  let owner: Account;

  const call = (account: Account | null, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: account ? auth(account.token) : {}, ...(payload && { payload }) });
  const withKey = (
    key: string,
    method: Method,
    url: string,
    extra: { remoteAddress?: string; payload?: object } = {},
  ) => ctx.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...extra });
  const create = async (account: Account, body: object = {}) => {
    const response = await call(account, 'POST', '/api/api-keys', { name: 'Zapier', scopes: ['tags:read'], ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; key: string; prefix: string; name: string; scopes: string[] };
  };
  const auditOf = (keyId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'api_key'), eq(auditLog.targetId, keyId)));

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    // Seats for the admins and members the tests invite.
    await givePlan(ctx, owner.user.id, 'Enterprise');
  });
  afterAll(() => ctx.close());

  it('shows a new key once, keeps only its hash and lists keys without any secret', async () => {
    const expiresAt = inAMonth();
    const response = await call(owner, 'POST', '/api/api-keys', {
      name: '  CRM import ',
      scopes: ['tags:read', 'leads:read'],
      expiresAt,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'CRM import',
      scopes: ['tags:read', 'leads:read'],
      prefix: created.key.slice(0, 12),
      key: expect.stringMatching(/^nfc_[0-9A-Za-z]{43}$/),
      createdAt: expect.any(String),
      expiresAt,
    });
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await call(owner, 'GET', '/api/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json()).toContainEqual({
      id: created.id,
      name: 'CRM import',
      scopes: ['tags:read', 'leads:read'],
      prefix: created.prefix,
      createdBy: { id: owner.user.id, name: expect.any(String), email: expect.any(String) },
      createdAt: created.createdAt,
      lastUsedAt: null,
      expiresAt,
    });
    // Each key is new: 256 random bits.
    const other = await create(owner);
    expect(other.key).not.toBe(created.key);
  });

  it('encodes 32 bytes as 43 base62 characters', () => {
    expect(toBase62(new Uint8Array(32))).toBe('0'.repeat(43));
    expect(toBase62(new Uint8Array(32).fill(255))).toHaveLength(43);
    expect(toBase62(Uint8Array.of(61), 1)).toBe('z');
    expect(toBase62(Uint8Array.of(62), 2)).toBe('10');
  });

  it('acts as its creator on a route of its scope, and records the last use', async () => {
    const { id, key } = await create(owner);
    const tags = await withKey(key, 'GET', '/api/tags');
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json()).toEqual((await call(owner, 'GET', '/api/tags')).json());
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    // A second use within the minute does not write again.
    await withKey(key, 'GET', '/api/tags');
    const [again] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(again!.lastUsedAt).toEqual(row!.lastUsedAt);
    const listed = (await call(owner, 'GET', '/api/api-keys')).json() as Array<{ id: string; lastUsedAt: string }>;
    expect(listed.find((key) => key.id === id)!.lastUsedAt).toBe(row!.lastUsedAt!.toISOString());
  });

  it('refuses an unknown or malformed key, and leaves sessions as they were', async () => {
    for (const key of ['nfc_', `nfc_${'A'.repeat(43)}`, 'not-a-key', '']) {
      const response = await withKey(key, 'GET', '/api/tags');
      expect(response.statusCode, key).toBe(401);
      expect(response.json().message).toMatch(/API key/);
      expect(response.headers.ratelimit).toBeUndefined();
    }
    const session = await call(owner, 'GET', '/api/tags');
    expect(session.statusCode).toBe(200);
    expect(session.headers['ratelimit-policy']).toBeUndefined();
    // A session token wins over a key, as it always did.
    const { key } = await create(owner);
    const both = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { ...auth(owner.token), authorization: `Bearer ${key}` },
    });
    expect(both.statusCode).toBe(200);
  });

  it('revokes a key at once, on every copy of the server', async () => {
    const copy = await createTestApp({ database: ctx.database });
    try {
      const { id, key } = await create(owner);
      const viaCopy = () =>
        copy.app.inject({ method: 'GET', url: '/api/tags', headers: { authorization: `Bearer ${key}` } });
      expect((await viaCopy()).statusCode).toBe(200);
      expect((await call(owner, 'DELETE', `/api/api-keys/${id}`)).statusCode).toBe(204);
      const refused = await viaCopy();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('This API key is not valid: it is unknown, expired or revoked.');
      expect((await withKey(key, 'GET', '/api/tags')).statusCode).toBe(401);
      expect((await call(owner, 'DELETE', `/api/api-keys/${id}`)).statusCode).toBe(404);
      const listed = (await call(owner, 'GET', '/api/api-keys')).json() as Array<{ id: string }>;
      expect(listed.map((key) => key.id)).not.toContain(id);
    } finally {
      await copy.close();
    }
  });

  it('refuses an expired key', async () => {
    const { id, key } = await create(owner, { expiresAt: inAMonth() });
    expect((await withKey(key, 'GET', '/api/tags')).statusCode).toBe(200);
    await ctx.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, id));
    const refused = await withKey(key, 'GET', '/api/tags');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/expired/);
  });

  it('stops working when its creator is deactivated or no longer an admin', async () => {
    const deactivated = await joinTeam(ctx, owner, 'admin');
    const demoted = await joinTeam(ctx, owner, 'admin');
    const deactivatedKey = (await create(deactivated)).key;
    const demotedKey = (await create(demoted)).key;
    expect((await withKey(deactivatedKey, 'GET', '/api/tags')).statusCode).toBe(200);
    expect((await withKey(demotedKey, 'GET', '/api/tags')).statusCode).toBe(200);

    const off = await call(owner, 'PUT', `/api/team/members/${deactivated.user.id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const down = await call(owner, 'PUT', `/api/team/members/${demoted.user.id}`, { role: 'member' });
    expect(down.statusCode, down.body).toBe(200);
    for (const key of [deactivatedKey, demotedKey]) {
      const refused = await withKey(key, 'GET', '/api/tags');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/no longer an active owner or admin/);
    }
    // Reactivated as an admin, the key works again: it was never deleted.
    await call(owner, 'PUT', `/api/team/members/${deactivated.user.id}`, { isActive: true });
    expect((await withKey(deactivatedKey, 'GET', '/api/tags')).statusCode).toBe(200);
  });

  it('is for owners and admins only, and each organisation sees only its own keys', async () => {
    const member = await joinTeam(ctx, owner, 'member');
    expect((await call(member, 'GET', '/api/api-keys')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/api/api-keys', { name: 'Mine', scopes: ['tags:read'] })).statusCode).toBe(403);
    const { id } = await create(owner);
    expect((await call(member, 'DELETE', `/api/api-keys/${id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/api-keys')).statusCode).toBe(401);

    const stranger = await signUp(ctx);
    expect((await call(stranger, 'GET', '/api/api-keys')).json()).toEqual([]);
    expect((await call(stranger, 'DELETE', `/api/api-keys/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', '/api/api-keys/not-a-uuid')).statusCode).toBe(404);
    const admin = await joinTeam(ctx, owner, 'admin');
    expect((await call(admin, 'GET', '/api/api-keys')).json()).toContainEqual(expect.objectContaining({ id }));
  });

  it('refuses bad input field by field', async () => {
    const valid = { name: 'Sync', scopes: ['tags:read'] };
    const cases: Array<[object, string, keyof typeof validationMessages]> = [
      [{ ...valid, name: '' }, 'name', 'validation.required'],
      [{ ...valid, name: '   ' }, 'name', 'validation.required'],
      [{ ...valid, name: 'x'.repeat(101) }, 'name', 'validation.tooLong'],
      [{ scopes: ['tags:read'] }, 'name', 'validation.required'],
      [{ ...valid, scopes: [] }, 'scopes', 'validation.apiKeyScopes'],
      [{ ...valid, scopes: 'tags:read' }, 'scopes', 'validation.apiKeyScopes'],
      [{ ...valid, scopes: ['tags:read', 'billing:write'] }, 'scopes', 'validation.invalid'],
      [{ ...valid, scopes: ['tags:read', 'tags:read'] }, 'scopes', 'validation.duplicateScope'],
      [{ name: 'Sync' }, 'scopes', 'validation.apiKeyScopes'],
      [{ ...valid, expiresAt: 'tomorrow' }, 'expiresAt', 'validation.dateTime'],
      [{ ...valid, expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt', 'validation.expiryInFuture'],
      [
        { ...valid, expiresAt: new Date(Date.now() + 800 * 86_400_000).toISOString() },
        'expiresAt',
        'validation.expiryTooFar',
      ],
    ];
    for (const [payload, field, key] of cases) {
      const response = await call(owner, 'POST', '/api/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toBe(validationMessages[key]);
    }
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...auth(owner.token), 'accept-language': 'de' },
      payload: { ...valid, scopes: [] },
    });
    expect(german.json().message).toMatch(/Bereich/);
    // A key without expiry never expires.
    expect((await create(owner, { expiresAt: null })).key).toMatch(/^nfc_/);
  });

  it('holds at most 50 keys per organisation', async () => {
    const busy = await signUp(ctx);
    const rows = Array.from({ length: 50 }, (_, index) => ({
      organisationId: busy.user.organisationId,
      createdBy: busy.user.id,
      name: `Key ${index}`,
      prefix: `nfc_${index}`,
      keyHash: hashApiKey(`busy-${busy.user.id}-${index}`),
      scopes: ['tags:read'],
    }));
    await ctx.database.db.insert(apiKeys).values(rows);
    const refused = await call(busy, 'POST', '/api/api-keys', { name: 'One more', scopes: ['tags:read'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ limitReached: true, message: expect.stringMatching(/at most 50/) });
  });

  it('audits creation, use from a new network (once per network) and revocation', async () => {
    const { id, key } = await create(owner, { name: 'Audited' });
    await withKey(key, 'GET', '/api/tags', { remoteAddress: '203.0.113.7' });
    await withKey(key, 'GET', '/api/tags', { remoteAddress: '203.0.113.99' });
    await withKey(key, 'GET', '/api/tags', { remoteAddress: '198.51.100.1' });
    await withKey(key, 'GET', '/api/tags', { remoteAddress: '2001:db8:aa:1::1' });
    await withKey(key, 'GET', '/api/tags', { remoteAddress: '2001:db8:aa:2::1' });
    expect((await call(owner, 'DELETE', `/api/api-keys/${id}`)).statusCode).toBe(204);
    const entries = await auditOf(id);
    const actions = entries.map((entry) => entry.action).sort();
    expect(actions).toEqual([
      'api_key.created',
      'api_key.deleted',
      'api_key.used_from_new_network',
      'api_key.used_from_new_network',
      'api_key.used_from_new_network',
    ]);
    const networks = entries
      .filter((entry) => entry.action === 'api_key.used_from_new_network')
      .map((entry) => entry.changes.network?.to)
      .sort();
    expect(networks).toEqual(['198.51.100.0/24', '2001:db8:aa::/48', '203.0.113.0/24']);
    expect(entries.every((entry) => entry.actorId === owner.user.id && entry.targetLabel === 'Audited')).toBe(true);
  });

  it('names the /24 or /48 a use came from', () => {
    expect(usageNetworkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(usageNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(usageNetworkOf('2001:0db8:00aa:0001::1')).toBe('2001:db8:aa::/48');
    expect(usageNetworkOf(randomIp())).toMatch(/\/24$/);
  });
});

describe('the per-key limit', () => {
  let ctx: TestContext;
  let owner: Account;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '3' } });
    owner = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const newKey = async () =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: auth(owner.token),
        payload: { name: 'Limited', scopes: ['tags:read'] },
      })
    ).json().key as string;
  const withKey = (key: string, url = '/api/tags') =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });

  it('tells each answer its budget and answers 429 with Retry-After past it; keys count apart, sessions not at all', async () => {
    const first = await newKey();
    const second = await newKey();
    for (const remaining of [2, 1, 0]) {
      const response = await withKey(first);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
      expect(response.headers.ratelimit).toMatch(new RegExp(`^"default";r=${remaining};t=\\d{1,2}$`));
    }
    const over = await withKey(first);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.headers.ratelimit).toMatch(/^"default";r=0;t=\d{1,2}$/);
    expect(over.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
    // Refusals for scope count too, and carry the headers.
    const outOfScope = await withKey(second, '/api/vcf-configs');
    expect(outOfScope.statusCode).toBe(403);
    expect(outOfScope.headers.ratelimit).toMatch(/^"default";r=2;/);
    expect((await withKey(second)).statusCode).toBe(200);
    for (let index = 0; index < 5; index++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(owner.token) })).statusCode).toBe(
        200,
      );
    }
  });
});
