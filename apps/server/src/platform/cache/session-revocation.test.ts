import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, givePlan, joinTeam, signUp, type TestContext } from '../../../test/helpers.ts';
import { counterDrivers, openCopies } from '../../../test/redis-server.ts';

/**
 * The session cache (session-cache.ts) answers who a token belongs to from memory; a revoked token must still stop
 * at once on every copy. With Redis two copies share one database and hear each other's changes; embedded, the one
 * copy there is.
 */
describe.each(counterDrivers)('a revoked session stops on every copy (%s)', (driver) => {
  let first: TestContext;
  let copies: TestContext[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ first, copies, close } = await openCopies(driver));
  });
  afterAll(() => close());

  const profileStatus = async (copy: TestContext, token: string) =>
    (await copy.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(token) })).statusCode;

  /** Every copy has the session in its cache: each answers the profile. */
  async function warm(token: string) {
    for (const copy of copies) expect(await profileStatus(copy, token)).toBe(200);
  }

  /** The copy that made the change refuses at once; the others as soon as Redis has carried the message. */
  async function expectRefusedEverywhere(token: string) {
    expect(await profileStatus(first, token)).toBe(401);
    for (const copy of copies.slice(1)) {
      await expect.poll(() => profileStatus(copy, token), { timeout: 1_000, interval: 5 }).toBe(401);
    }
  }

  it('after a password change, on every copy, while the new token works on each', async () => {
    const account = await signUp(first);
    await warm(account.token);
    const changed = await first.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: auth(account.token),
      payload: { currentPassword: account.password, newPassword: 'Silver-Harbour-88' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefusedEverywhere(account.token);
    for (const copy of copies) expect(await profileStatus(copy, changed.json().token)).toBe(200);
  });

  it('after signing out everywhere', async () => {
    const account = await signUp(first);
    await warm(account.token);
    const done = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: auth(account.token),
    });
    expect(done.statusCode).toBe(200);
    await expectRefusedEverywhere(account.token);
  });

  it('after a member is deactivated, and after one is removed', async () => {
    const owner = await signUp(first);
    await givePlan(first, owner.user.id, 'Pro');
    const deactivated = await joinTeam(first, owner);
    const removed = await joinTeam(first, owner);
    await warm(deactivated.token);
    await warm(removed.token);
    const deactivation = await first.app.inject({
      method: 'PUT',
      url: `/api/team/members/${deactivated.user.id}`,
      headers: auth(owner.token),
      payload: { isActive: false },
    });
    expect(deactivation.statusCode).toBe(200);
    await expectRefusedEverywhere(deactivated.token);
    const removal = await first.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${removed.user.id}`,
      headers: auth(owner.token),
    });
    expect(removal.statusCode).toBe(204);
    await expectRefusedEverywhere(removed.token);
  });

  it('shows a change of the organisation on every copy at once, as the database holds it', async () => {
    const owner = await signUp(first);
    await warm(owner.token);
    const updated = await first.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth(owner.token),
      payload: { organisationName: 'Renamed GmbH', organisationCity: 'Bremen' },
    });
    expect(updated.statusCode).toBe(200);
    for (const copy of copies) {
      await expect
        .poll(
          async () =>
            (await copy.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(owner.token) })).json()
              .organisationName,
          { timeout: 1_000, interval: 5 },
        )
        .toBe('Renamed GmbH');
    }
  });
});
