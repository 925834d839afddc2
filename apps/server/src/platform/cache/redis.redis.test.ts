import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';

// Runs where a Redis server is given (REDIS_URL): .ci/run passes the machine's Redis.
describe('Redis: two server copies on one database', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a tag changed through one copy redirects to the new target through the other at once', async () => {
    const user = await signUp(first);
    await givePlan(first, user.user.id, 'Pro');
    const tag = (
      await first.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(user.token),
        payload: { name: 'Shared', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/old' } },
      })
    ).json();
    expect((await second.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}` })).headers.location).toBe(
      'https://example.com/old',
    );
    await first.app.inject({
      method: 'PUT',
      url: `/api/tags/${tag.id}`,
      headers: auth(user.token),
      payload: { name: 'Shared', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/new' } },
    });
    await expect
      .poll(async () => (await second.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}` })).headers.location, {
        timeout: 2000,
        interval: 20,
      })
      .toBe('https://example.com/new');
  });

  it('counts a rate limit across both copies', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const app = index % 2 === 0 ? first.app : second.app;
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/contact',
            remoteAddress: ip,
            payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
