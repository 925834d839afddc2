import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { WEBHOOK_ENDPOINT_LIMIT } from '@nfc/contract/webhooks';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  samples,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { tags, vcfConfigs, webhookEndpoints } from '../../db/schema.ts';
import type { LookupAll } from '../../platform/network/url-guard.ts';

const PARALLEL = 20;
const QUOTA = 3;

/** Webhook URLs resolve through this stub, as slowly as a real lookup, so the test never reaches the real DNS. */
const lookup: LookupAll = async () => {
  await setTimeout(5);
  return [{ address: '93.184.215.14', family: 4 }];
};

describe('quotas under parallel creates', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ webhookOptions: { lookup } });
    await ctx.app.appDeps.webhooks.worker.stop();
  });
  afterAll(() => ctx.close());

  const inParallel = (send: (index: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: PARALLEL }, (_, index) => send(index)));
  /** The answers and rows in numbers, so that a failure shows how far the limit was passed. */
  const outcome = (responses: LightMyRequestResponse[], held: number | undefined) => ({
    created: responses.filter((response) => response.statusCode === 201).length,
    refused: responses.filter((response) => response.statusCode === 403).length,
    held,
  });
  const limitedTo = (limit: number) => ({ created: limit, refused: PARALLEL - limit, held: limit });
  const refusals = (responses: LightMyRequestResponse[]) =>
    responses.filter((response) => response.statusCode === 403).map((response) => response.json());
  const storedFiles = async (folder: string) =>
    (await readdir(path.join(ctx.config.dataDir, 'uploads', folder)).catch(() => [])).filter(
      (name) => !name.endsWith('.meta.json'),
    );
  const tagsOf = async (userId: string) =>
    (await ctx.database.db.select({ value: count() }).from(tags).where(eq(tags.userId, userId)))[0]?.value;

  it('creates no more tags than the quota', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: QUOTA });
    const responses = await inParallel((index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(owner.token),
        payload: { name: `Tag ${index}`, actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/' } },
      }),
    );
    expect(outcome(responses, await tagsOf(owner.user.id))).toEqual(limitedTo(QUOTA));
    for (const refused of refusals(responses)) {
      expect(refused).toMatchObject({ limitReached: true, message: expect.stringMatching(/tag limit/) });
    }
  });

  it('creates no more document tags than the quota and keeps no document of a refused one', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: QUOTA });
    const responses = await inParallel((index) => {
      const body = multipartBody(
        { name: `Menu ${index}`, actionType: 'DOCUMENT' },
        { field: 'documentFile', name: 'menu.pdf', type: 'application/pdf', data: samples.pdf },
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: { ...auth(owner.token), ...body.headers },
        payload: body.payload,
      });
    });
    expect(outcome(responses, await tagsOf(owner.user.id))).toEqual(limitedTo(QUOTA));
    expect(await storedFiles('documents')).toHaveLength(QUOTA);
  });

  it('creates no more vCards than the quota and keeps no picture of a refused one', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Core', { tagQuota: QUOTA });
    const picture = await samples.png();
    const responses = await inParallel((index) => {
      const body = multipartBody(
        { configName: `Card ${index}` },
        { field: 'profilePicture', name: 'me.png', type: 'image/png', data: picture },
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: { ...auth(owner.token), ...body.headers },
        payload: body.payload,
      });
    });
    const [held] = await ctx.database.db
      .select({ value: count() })
      .from(vcfConfigs)
      .where(eq(vcfConfigs.userId, owner.user.id));
    expect(outcome(responses, held?.value)).toEqual(limitedTo(QUOTA));
    for (const refused of refusals(responses)) {
      expect(refused).toMatchObject({ limitReached: true, message: expect.stringMatching(/vCard limit/) });
    }
    expect(await storedFiles('vcards')).toHaveLength(QUOTA);
  });

  it(`creates no more than ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints`, async () => {
    const owner = await signUp(ctx);
    const responses = await inParallel((index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: auth(owner.token),
        payload: { url: `https://hooks.example.com/${index}`, events: ['scan.created'] },
      }),
    );
    const [held] = await ctx.database.db
      .select({ value: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, owner.user.id));
    expect(outcome(responses, held?.value)).toEqual(limitedTo(WEBHOOK_ENDPOINT_LIMIT));
    for (const refused of refusals(responses)) {
      expect(refused).toMatchObject({ limitReached: true, message: expect.stringMatching(/at most/) });
    }
  });
});
