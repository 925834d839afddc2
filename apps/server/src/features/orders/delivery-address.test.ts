import type { DeliveryAddress } from '@nfc/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  lastMailTo,
  multipartBody,
  signInAdmin,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { orders, users } from '../../db/schema.ts';

const zurich: DeliveryAddress = {
  name: 'Erika Mustermann',
  company: 'Muster AG',
  street: 'Bahnhofstrasse',
  number: '1',
  plz: '8001',
  city: 'Zürich',
  country: 'CH',
};

describe('an order’s delivery address', () => {
  let ctx: TestContext;
  let buyer: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await signUp(ctx);
    other = await signUp(ctx);
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const order = (fields: Record<string, string>, token = buyer.token) => {
    const body = multipartBody(fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  };
  const withAddress = (address: Partial<DeliveryAddress>, shippingCountry = address.country ?? 'CH') =>
    order({
      productType: 'pet_tag_core',
      quantity: '10',
      shippingCountry,
      deliveryAddress: JSON.stringify({ ...zurich, ...address }),
    });
  const stored = async (orderId: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('ships to the address sent, at the delivery country’s shipping rate, and names it in the mail', async () => {
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/calculate-price',
      headers: auth(buyer.token),
      payload: { productType: 'pet_tag_core', quantity: 10, shippingCountry: 'CH' },
    });
    // Seeded CH rate: 14.90 base plus 0.20 a fob, never free.
    expect(quote.json().shippingCost).toBe(16.9);
    const placed = await withAddress({});
    expect(placed.statusCode).toBe(201);
    const row = await stored(placed.json().orderId);
    expect(row.shippingCountry).toBe('CH');
    expect(row.shippingCostCents).toBe(1490 + 10 * 20);
    expect(row.totalPriceCents).toBe(Math.round(quote.json().totalPrice * 100));
    expect(row.deliveryAddress).toEqual(zurich);
    const mail = await lastMailTo(ctx, buyer.email);
    expect(mail?.text).toContain(
      'Delivery address: Erika Mustermann, Muster AG, Bahnhofstrasse 1, 8001 Zürich, Switzerland',
    );
  });

  it.each([
    ['DE', '10115', '1011', 'validation.postalCode5'],
    ['AT', '1010', '10100', 'validation.postalCode4'],
    ['CH', '8001', '80011', 'validation.postalCode4'],
    ['BE', '1000', '100A', 'validation.postalCode4'],
    ['NL', '1012 AB', '1012 A1', 'validation.postalCodeNL'],
  ] as const)('checks a %s postal code: %s passes, %s does not', async (country, good, bad, key) => {
    const refused = await withAddress({ country, plz: bad });
    expect(refused.statusCode).toBe(400);
    const messages = {
      'validation.postalCode5': '5 digits',
      'validation.postalCode4': '4 digits',
      'validation.postalCodeNL': '1234 AB',
    };
    expect(refused.json().errors['deliveryAddress.plz']).toContain(messages[key]);
    const accepted = await withAddress({ country, plz: good });
    expect(accepted.statusCode).toBe(201);
    expect((await stored(accepted.json().orderId)).deliveryAddress?.plz).toBe(good);
  });

  it('writes a Dutch postal code the way the post does', async () => {
    const accepted = await withAddress({ country: 'NL', plz: '1012ab' });
    expect((await stored(accepted.json().orderId)).deliveryAddress?.plz).toBe('1012 AB');
  });

  it('refuses a delivery country other than the shipping country, and nothing is stored', async () => {
    const before = await ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    const refused = await withAddress({ country: 'CH' }, 'DE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['deliveryAddress.country']).toBe('The delivery country must be the shipping country.');
    const unknown = await withAddress({ country: 'FR' as 'CH' }, 'DE');
    expect(unknown.statusCode).toBe(400);
    const after = await ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses missing and too long fields, and a field that is not JSON', async () => {
    const missing = await withAddress({ name: ' ', street: '' });
    expect(missing.json().errors).toMatchObject({
      'deliveryAddress.name': 'This field is required.',
      'deliveryAddress.street': 'This field is required.',
    });
    const long = await withAddress({ city: 'x'.repeat(101), number: '1'.repeat(21), company: 'y'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toMatchObject({
      'deliveryAddress.city': 'This value is too long.',
      'deliveryAddress.number': 'This value is too long.',
      'deliveryAddress.company': 'This value is too long.',
    });
    const garbage = await order({ productType: 'pet_tag_core', quantity: '1', deliveryAddress: '{not json' });
    expect(garbage.statusCode).toBe(400);
  });

  it('names the address in a German buyer’s confirmation in German', async () => {
    const german = await signUp(ctx);
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, german.user.id));
    // A change made past the server reaches its session cache only when told (or after the cache's TTL).
    ctx.app.appDeps.sessions.invalidateUser(german.user.id);
    const body = multipartBody({
      productType: 'pet_tag_core',
      quantity: '1',
      shippingCountry: 'NL',
      deliveryAddress: JSON.stringify({ ...zurich, company: null, country: 'NL', plz: '1012 AB', city: 'Amsterdam' }),
    });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(german.token), ...body.headers },
      payload: body.payload,
    });
    expect(placed.statusCode).toBe(201);
    const mail = await lastMailTo(ctx, german.email);
    expect(mail?.text).toContain('Lieferadresse: Erika Mustermann, Bahnhofstrasse 1, 1012 AB Amsterdam, Niederlande');
  });

  it('answers the German message to a German caller', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(buyer.token), 'accept-language': 'de' },
      payload: {
        productType: 'pet_tag_core',
        quantity: 1,
        shippingCountry: 'AT',
        deliveryAddress: { ...zurich, country: 'AT', plz: '12345' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['deliveryAddress.plz']).toBe('Die Postleitzahl muss 4 Ziffern haben.');
  });

  it('without an address stores a snapshot of the organisation’s address, which a later profile change does not move', async () => {
    const placed = await order({ productType: 'pet_tag_core', quantity: '2', shippingCountry: 'DE' }, other.token);
    expect(placed.statusCode).toBe(201);
    const snapshot = {
      name: 'Erika Mustermann',
      company: 'Muster GmbH',
      street: 'Hauptstraße',
      number: '12a',
      plz: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    expect((await stored(placed.json().orderId)).deliveryAddress).toEqual(snapshot);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth(other.token),
      payload: {
        organisationName: 'Muster GmbH',
        organisationStreet: 'Ring',
        organisationNumber: '3',
        organisationPlz: '1010',
        organisationCity: 'Wien',
        organisationCountry: 'Austria',
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await stored(placed.json().orderId)).deliveryAddress).toEqual(snapshot);
  });

  it('shows the address in the history and to admins, never to another tenant', async () => {
    const placed = await withAddress({ name: 'Hidden Person' });
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/history?limit=100',
      headers: auth(buyer.token),
    });
    const mine = history.json().orders.find((item: { id: string }) => item.id === placed.json().orderId);
    expect(mine.deliveryAddress).toMatchObject({ name: 'Hidden Person', plz: '8001', country: 'CH' });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/history?limit=100',
      headers: auth(other.token),
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Hidden Person');
    expect(theirs.json().orders.some((item: { id: string }) => item.id === placed.json().orderId)).toBe(false);
    const adminList = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers: auth(admin.token) });
    const seen = adminList.json().find((item: { id: string }) => item.id === placed.json().orderId);
    expect(seen.deliveryAddress).toMatchObject({ name: 'Hidden Person', city: 'Zürich' });
  });
});
