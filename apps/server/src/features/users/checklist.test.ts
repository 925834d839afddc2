import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  mailedToken,
  multipartBody,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';

const phone = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('GET /api/users/checklist', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const checklistOf = async (token: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/checklist', headers: auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { steps: Array<{ key: string; isDone: boolean }>; isComplete: boolean };
  };
  const doneSteps = async (token: string) =>
    Object.fromEntries((await checklistOf(token)).steps.map((step) => [step.key, step.isDone]));
  const createCard = async (token: string, configName: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(token),
      payload: { configName },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; downloadToken: string };
  };
  const view = async (downloadToken: string, userAgent = phone) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/nfc-scan',
      headers: { 'user-agent': userAgent },
      payload: { token: downloadToken },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  const placeOrder = async (token: string) => {
    const body = multipartBody({ productType: 'nfc_card_core', quantity: '10', shippingCountry: 'DE' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('starts with every step open and ticks each one off as the organisation’s data shows it done', async () => {
    const owner = await signUp(ctx);
    expect(await checklistOf(owner.token)).toEqual({
      steps: [
        { key: 'choosePlan', isDone: false },
        { key: 'createCard', isDone: false },
        { key: 'shareCard', isDone: false },
        { key: 'orderFobs', isDone: false },
      ],
      isComplete: false,
    });

    await givePlan(ctx, owner.user.id, 'Pro');
    const card = await createCard(owner.token, 'First card');
    expect(await doneSteps(owner.token)).toEqual({
      choosePlan: true,
      createCard: true,
      shareCard: false,
      orderFobs: false,
    });

    // A crawler fetching the card is no share; a person opening it is.
    await view(card.downloadToken, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect((await doneSteps(owner.token)).shareCard).toBe(false);
    await view(card.downloadToken);
    expect((await doneSteps(owner.token)).shareCard).toBe(true);

    await placeOrder(owner.token);
    expect(await checklistOf(owner.token)).toMatchObject({ isComplete: true });
  });

  it('counts only the caller’s organisation, and for a member only their own cards and the card steps', async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, stranger.user.id, 'Pro');
    const strangerCard = await createCard(stranger.token, 'Not theirs');
    await view(strangerCard.downloadToken);
    await placeOrder(stranger.token);
    expect(await doneSteps(owner.token)).toEqual({
      choosePlan: true,
      createCard: false,
      shareCard: false,
      orderFobs: false,
    });

    const email = uniqueEmail('member');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: auth(owner.token),
      payload: { email, role: 'member' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${encodeURIComponent(await mailedToken(ctx, email, 'join'))}/accept`,
      payload: { password: 'Quiet-Harbour-2024', firstName: 'Mia', lastName: 'Mitglied' },
      remoteAddress: randomIp(),
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const member = joined.json().token as string;

    const ownerCard = await createCard(owner.token, 'Owner card');
    await view(ownerCard.downloadToken);
    expect(await checklistOf(member)).toEqual({
      steps: [
        { key: 'createCard', isDone: false },
        { key: 'shareCard', isDone: false },
      ],
      isComplete: false,
    });
    await createCard(member, 'Member card');
    expect(await doneSteps(member)).toEqual({ createCard: true, shareCard: false });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/checklist' })).statusCode).toBe(401);
  });
});
