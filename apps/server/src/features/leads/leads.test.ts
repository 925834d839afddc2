import { randomUUID } from 'node:crypto';
import { toCsvCell } from '@nfc/contract/csv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  lastMailTo,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { leads, users } from '../../db/schema.ts';
import { LEAD_LIMITS } from './routes.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('leads', () => {
  let ctx: TestContext;
  let owner: Account;
  let other: Account;
  let card: { id: string; downloadToken: string };
  let otherCard: { id: string; downloadToken: string };

  const createCard = async (account: Account, payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(account.token),
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; downloadToken: string };
  };
  const createCardTag = async (account: Account, vcfConfigId: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(account.token),
      payload: { name: 'Booth', actionType: 'VCARD_PAGE', actionData: { vcfConfigId } },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; userFacingId: string };
  };
  const share = (token: string, payload: object, options: { ip?: string; language?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${token}/leads`,
      payload,
      remoteAddress: options.ip ?? randomIp(),
      headers: options.language ? { 'accept-language': options.language } : {},
    });
  const leadsOf = (organisationId: string) =>
    ctx.database.db.select().from(leads).where(eq(leads.organisationId, organisationId));
  const list = (account: Account, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/leads${query}`, headers: auth(account.token) });
  const visitor = (overrides: object = {}) => ({
    name: 'Max Besucher',
    email: 'max@visitor.example',
    phone: '+49 170 1234567',
    company: 'Besucher AG',
    note: 'Met at the fair.\nPlease call me.',
    consent: true,
    consentVersion: '2026-11',
    consentLanguage: 'en',
    ...overrides,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.user.id));
    card = await createCard(owner, { configName: 'Messe 2025', name: 'Erika', surname: 'Mustermann' });
    otherCard = await createCard(other, { configName: 'Other card', name: 'Olaf' });
  });
  afterAll(() => ctx.close());

  it('stores a lead for the owner, cleaned, with the tag it came through, and mails the owner in German', async () => {
    const tag = await createCardTag(owner, card.id);
    const response = await share(
      card.downloadToken,
      visitor({
        name: '  Max\u001B Besucher\u202E ',
        note: 'Met at the fair.\r\nPlease call me.\u0007',
        via: tag.userFacingId,
        src: 'qr',
      }),
      { language: 'fr-FR,fr;q=0.9' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Thank you! Your details have been sent.' });

    const [row] = await leadsOf(owner.user.organisationId);
    expect(row).toMatchObject({
      name: 'Max Besucher',
      email: 'max@visitor.example',
      phone: '+49 170 1234567',
      company: 'Besucher AG',
      note: 'Met at the fair.\nPlease call me.',
      source: 'qr',
      vcfConfigId: card.id,
      viaTagId: tag.id,
      language: 'fr-FR',
    });
    expect(Date.now() - (row?.consentAt.getTime() ?? 0)).toBeLessThan(60_000);

    const mail = await lastMailTo(ctx, owner.email);
    expect(mail?.subject).toBe('Neuer Kontakt: Max Besucher');
    expect(mail?.text).toContain('Max Besucher hat Ihnen über Ihre Visitenkarte „Messe 2025“ Kontaktdaten geschickt.');
    expect(mail?.text).toContain('E-Mail: max@visitor.example');
    expect(mail?.text).toContain('Telefon: +49 170 1234567');
    expect(mail?.text).toContain('http://app.test/leads');
    expect(mail?.html).toContain('href="http://app.test/leads"');
    // The visitor's details reach the owner only: no mail to the visitor, none to the other user.
    expect(await lastMailTo(ctx, 'max@visitor.example')).toBeUndefined();
  });

  it('stores the consent text the card page showed, by version and language; an unknown version stores nothing', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` });
    const { consent } = page.json() as { consent: { version: string; texts: { en: string; de: string } } };
    expect(consent.version).toBe('2026-11');
    expect(consent.texts.en).toBe(
      'I agree that my details are sent to Erika Mustermann and kept so that Erika Mustermann can get in touch with me.',
    );
    expect(consent.texts.de).toContain('an Erika Mustermann gesendet');

    const email = `${randomUUID().slice(0, 8)}@consent.example`;
    const response = await share(card.downloadToken, visitor({ email, consentLanguage: 'de' }));
    expect(response.statusCode).toBe(202);
    const [row] = (await leadsOf(owner.user.organisationId)).filter((lead) => lead.email === email);
    expect(row).toMatchObject({ consentText: consent.texts.de, consentVersion: '2026-11', consentLanguage: 'de' });
    const listed = await list(owner, `?search=${email}`);
    expect(listed.json().leads[0].consent).toEqual({ text: consent.texts.de, version: '2026-11', language: 'de' });

    const before = (await leadsOf(owner.user.organisationId)).length;
    for (const bad of [{ consentVersion: '2020-01' }, { consentVersion: undefined }, { consentLanguage: 'fr' }]) {
      const refused = await share(card.downloadToken, visitor({ email: `x${email}`, ...bad }));
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await share(card.downloadToken, visitor({ consentVersion: '2020-01' }), { language: 'de' });
    expect(unknown.json().errors).toEqual({
      consentVersion: 'Dieser Einwilligungstext ist veraltet. Laden Sie die Seite neu und versuchen Sie es erneut.',
    });
    expect(await leadsOf(owner.user.organisationId)).toHaveLength(before);
  });

  it('answers German field errors and escapes what the visitor typed in the owner mail', async () => {
    const german = await share(card.downloadToken, visitor({ consent: false }), { language: 'de-DE' });
    expect(german.statusCode).toBe(400);
    expect(german.json().errors.consent).toBe('Bitte stimmen Sie der Weitergabe Ihrer Angaben zu.');

    const response = await share(card.downloadToken, visitor({ name: 'Eve <script>', email: null, note: '' }));
    expect(response.statusCode).toBe(202);
    const mail = await lastMailTo(ctx, owner.email);
    expect(mail?.html).toContain('Eve &#60;script&#62;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).not.toContain('E-Mail:');
  });

  it('needs consent that is literally true, and stores nothing without it', async () => {
    const before = (await leadsOf(owner.user.organisationId)).length;
    for (const consent of [undefined, false, 'true', 1, 'yes']) {
      const response = await share(card.downloadToken, visitor({ consent }));
      expect(response.statusCode, String(consent)).toBe(400);
      expect(response.json().errors).toEqual({ consent: 'Please agree to share your details.' });
    }
    expect(await leadsOf(owner.user.organisationId)).toHaveLength(before);
  });

  it('needs an e-mail address or a phone number, and names every bad field at once', async () => {
    const before = (await leadsOf(owner.user.organisationId)).length;
    const neither = await share(card.downloadToken, visitor({ email: '', phone: ' ' }));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ email: 'Enter an e-mail address or a phone number.' });

    const everything = await share(card.downloadToken, {
      name: '\u0007 ',
      email: 'not-mail',
      phone: 'call me',
      company: 'c'.repeat(101),
      note: 'n'.repeat(1001),
      via: 'short',
      src: 'fax',
    });
    expect(everything.statusCode).toBe(400);
    expect(everything.json().errors).toEqual({
      name: 'This field is required.',
      email: 'Enter a valid e-mail address.',
      phone: 'Enter a valid phone number.',
      company: 'This value is too long.',
      note: 'This value is too long.',
      consent: 'Please agree to share your details.',
      consentVersion: 'This consent text is out of date. Reload the page and try again.',
      consentLanguage: 'This value is not valid.',
      via: 'This value is not valid.',
      src: 'This value is not valid.',
    });
    expect(await leadsOf(owner.user.organisationId)).toHaveLength(before);
  });

  it('refuses overlong fields', async () => {
    const overlong = {
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@x.de`,
      phone: `+49${'1'.repeat(40)}`,
      company: 'c'.repeat(101),
      note: 'n'.repeat(1001),
    };
    for (const [field, value] of Object.entries(overlong)) {
      const response = await share(card.downloadToken, visitor({ [field]: value }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field], field).toBe('This value is too long.');
    }
    // Exactly at the limits is fine.
    const atLimit = await share(card.downloadToken, visitor({ name: 'n'.repeat(100), note: 'n'.repeat(1000) }));
    expect(atLimit.statusCode).toBe(202);
  });

  it('answers a filled honeypot exactly like success and keeps nothing', async () => {
    const before = (await leadsOf(owner.user.organisationId)).length;
    const mailsBefore = (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().length;
    const response = await share(card.downloadToken, visitor({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Thank you! Your details have been sent.' });
    expect(await leadsOf(owner.user.organisationId)).toHaveLength(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json()).toHaveLength(mailsBefore);
  });

  it('answers 404 for unknown cards and cards of inactive accounts', async () => {
    expect((await share('no-such-card-token-at-all', visitor())).statusCode).toBe(404);
    const sleeper = await signUp(ctx);
    await givePlan(ctx, sleeper.user.id, 'Core');
    const sleeperCard = await createCard(sleeper, { configName: 'Sleeping' });
    await givePlan(ctx, sleeper.user.id, 'Core', { isAccountActive: false });
    const response = await share(sleeperCard.downloadToken, visitor());
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(await leadsOf(sleeper.user.organisationId)).toHaveLength(0);
  });

  it('lets 50 visitors on one network leave their details on one card (a trade fair), but not one visitor again and again', async () => {
    const fair = randomIp();
    const before = (await leadsOf(owner.user.organisationId)).length;
    const crowd = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        share(card.downloadToken, visitor({ email: `guest-${index}@fair.example` }), { ip: fair }),
      ),
    );
    expect(crowd.map((answer) => answer.statusCode)).toEqual(Array(50).fill(202));
    expect(await leadsOf(owner.user.organisationId)).toHaveLength(before + 50);
    const again = [];
    for (let index = 0; index < 4; index++) {
      again.push(await share(card.downloadToken, visitor({ email: 'Typo@Fair.example' }), { ip: fair }));
    }
    expect(again.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    expect(Number(again[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(again[3]?.json().code).toBe('RATE_LIMITED');
  });

  it('limits one network to 60 leads an hour per card and 200 over all cards', async () => {
    const ip = randomIp();
    const cards = [card, otherCard, await createCard(owner, { configName: 'Hall B' })];
    let sent = 0;
    const send = (target: { downloadToken: string }, count: number) =>
      Promise.all(
        Array.from({ length: count }, () =>
          share(target.downloadToken, visitor({ email: `crowd-${sent++}@fair.example` }), { ip }),
        ),
      );
    const perCard = await send(card, LEAD_LIMITS.perIpAndCard + 1);
    expect(perCard.filter((answer) => answer.statusCode === 202)).toHaveLength(LEAD_LIMITS.perIpAndCard);
    expect(perCard.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
    // 61 counted so far; the next cards fill the address's 200 and then it is refused on any card.
    for (const target of cards.slice(1)) {
      const answers = await send(target, LEAD_LIMITS.perIpAndCard);
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    }
    const remaining = LEAD_LIMITS.perIp - (LEAD_LIMITS.perIpAndCard + 1) - 2 * LEAD_LIMITS.perIpAndCard;
    const fourth = await createCard(other, { configName: 'Hall C' });
    const last = await send(fourth, remaining + 1);
    expect(last.filter((answer) => answer.statusCode === 202)).toHaveLength(remaining);
    expect(last.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
    expect((await share(fourth.downloadToken, visitor(), { ip: randomIp() })).statusCode).toBe(202);
  });

  it("does not attribute a lead to another owner's tag, nor to a tag opening another card", async () => {
    const foreignTag = await createCardTag(other, otherCard.id);
    const secondCard = await createCard(owner, { configName: 'Second card' });
    const ownTagForOtherCard = await createCardTag(owner, secondCard.id);
    const otherLeadsBefore = (await leadsOf(other.user.organisationId)).length;
    for (const via of [foreignTag.userFacingId, ownTagForOtherCard.userFacingId, 'Zz9Zz9Zz']) {
      const email = `via-${via}@visitor.example`;
      expect((await share(card.downloadToken, visitor({ email, via, src: 'nfc' }))).statusCode).toBe(202);
      const [row] = await ctx.database.db.select().from(leads).where(eq(leads.email, email));
      expect(row).toMatchObject({ organisationId: owner.user.organisationId, viaTagId: null, source: 'nfc' });
    }
    expect(await leadsOf(other.user.organisationId)).toHaveLength(otherLeadsBefore);
  });

  describe('owner endpoints', () => {
    let searcher: Account;
    let searcherCard: { id: string; downloadToken: string };
    beforeAll(async () => {
      searcher = await signUp(ctx);
      await givePlan(ctx, searcher.user.id, 'Core');
      searcherCard = await createCard(searcher, { configName: 'Fair card' });
      const people = [
        { name: 'Anna Alpha', email: 'anna@alpha.example', company: 'Alpha GmbH' },
        { name: 'Bert Beta', email: null, phone: '+49 30 555', company: '=HYPERLINK("http://evil")' },
        { name: 'Carla 100%_Gamma', email: 'carla@gamma.example', company: 'Gamma, "the best"' },
      ];
      for (const person of people) {
        expect(
          (await share(searcherCard.downloadToken, visitor({ note: null, phone: null, ...person }))).statusCode,
        ).toBe(202);
      }
    });

    it('lists the own leads newest first with card name and source, paged', async () => {
      const response = await list(searcher);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ totalCount: 3, totalPages: 1, currentPage: 1 });
      expect(body.leads.map((lead: { name: string }) => lead.name)).toEqual([
        'Carla 100%_Gamma',
        'Bert Beta',
        'Anna Alpha',
      ]);
      expect(body.leads[0]).toMatchObject({ cardName: 'Fair card', source: 'other', email: 'carla@gamma.example' });

      const page2 = (await list(searcher, '?pageSize=2&page=2')).json();
      expect(page2).toMatchObject({ totalCount: 3, totalPages: 2, currentPage: 2 });
      expect(page2.leads.map((lead: { name: string }) => lead.name)).toEqual(['Anna Alpha']);
      expect((await list(searcher, '?pageSize=0')).statusCode).toBe(400);
      expect((await list(searcher, '?page=abc')).statusCode).toBe(400);
      expect((await list(searcher, `?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    });

    it('searches name, e-mail, company and phone, with % and _ taken literally', async () => {
      const names = async (search: string) =>
        (await list(searcher, `?search=${encodeURIComponent(search)}`))
          .json()
          .leads.map((lead: { name: string }) => lead.name);
      expect(await names('ANNA')).toEqual(['Anna Alpha']);
      expect(await names('gamma.example')).toEqual(['Carla 100%_Gamma']);
      expect(await names('alpha gmbh')).toEqual(['Anna Alpha']);
      expect(await names('30 555')).toEqual(['Bert Beta']);
      expect(await names('%_')).toEqual(['Carla 100%_Gamma']);
      expect(await names('_')).toEqual(['Carla 100%_Gamma']);
      expect(await names('nobody')).toEqual([]);
      expect(await names('\u0007')).toHaveLength(3);
    });

    it('exports the leads as CSV, escaped and defused against formulas', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/leads/export.csv',
        headers: auth(searcher.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Date,Name,E-mail,Phone,Company,Note,Card,Source,Language,Consent given,Consent text,Consent version,Consent language,Status,Assignee,Labels',
      );
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(',Carla 100%_Gamma,carla@gamma.example,,"Gamma, ""the best""",,Fair card,Other,,');
      expect(lines[2]).toContain(`,Bert Beta,,'+49 30 555,"'=HYPERLINK(""http://evil"")",,Fair card,Other,,`);
      // The consent record: the text (the card has no name: its organisation's), version, language; then the pipeline.
      expect(lines[1]).toMatch(
        /,I agree that my details are sent to Muster GmbH and kept so that Muster GmbH can get in touch with me\.,2026-11,en,New,,$/,
      );

      const filtered = await ctx.app.inject({
        method: 'GET',
        url: '/api/leads/export.csv?search=alpha',
        headers: { ...auth(searcher.token), 'accept-language': 'de' },
      });
      const germanLines = filtered.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(germanLines[0]).toBe(
        'Datum,Name,E-Mail,Telefon,Firma,Notiz,Karte,Quelle,Sprache,Zustimmung erteilt,Einwilligungstext,Version der Einwilligung,Sprache der Einwilligung,Status,Zuständig,Labels',
      );
      expect(germanLines).toHaveLength(2);
      expect(germanLines[1]).toContain('Anna Alpha');
      expect(germanLines[1]).toContain('Sonstige');
    });

    it('defuses every formula start and quotes separators', () => {
      expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'].map(toCsvCell)).toEqual([
        "'=1+1",
        "'+1",
        "'-1",
        "'@SUM(A1)",
        "'\tx",
      ]);
      expect(toCsvCell('a;b')).toBe('"a;b"');
      expect(toCsvCell('line\nbreak')).toBe('"line\nbreak"');
      expect(toCsvCell(null)).toBe('');
    });

    it("keeps each owner's leads private: other users cannot list, export or delete them", async () => {
      const otherList = (await list(other)).json();
      expect(otherList.leads.some((lead: { name: string }) => lead.name === 'Anna Alpha')).toBe(false);
      const otherExport = await ctx.app.inject({
        method: 'GET',
        url: '/api/leads/export.csv',
        headers: auth(other.token),
      });
      expect(otherExport.body).not.toContain('Anna Alpha');

      const anna = (await list(searcher, '?search=anna')).json().leads[0] as { id: string };
      const foreignDelete = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/leads/${anna.id}`,
        headers: auth(other.token),
      });
      expect(foreignDelete.statusCode).toBe(404);
      expect((await list(searcher, '?search=anna')).json().totalCount).toBe(1);
    });

    it('deletes an own lead; unknown or malformed ids are not found', async () => {
      const bert = (await list(searcher, '?search=bert')).json().leads[0] as { id: string };
      const remove = (id: string) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/leads/${id}`, headers: auth(searcher.token) });
      expect((await remove(bert.id)).statusCode).toBe(204);
      expect((await remove(bert.id)).statusCode).toBe(404);
      expect((await remove('not-a-uuid')).statusCode).toBe(404);
      expect((await list(searcher)).json().totalCount).toBe(2);
    });

    it('answers 401 to visitors without a session on every owner route', async () => {
      const anna = (await list(searcher, '?search=anna')).json().leads[0] as { id: string };
      for (const [method, url] of [
        ['GET', '/api/leads'],
        ['GET', '/api/leads/export.csv'],
        ['DELETE', `/api/leads/${anna.id}`],
      ] as const) {
        expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      }
      expect((await list(searcher, '?search=anna')).json().totalCount).toBe(1);
    });
  });

  describe('web app manifest', () => {
    const manifest = (token: string, language?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/vcf/share/${token}/manifest.webmanifest`,
        headers: language ? { 'accept-language': language } : {},
      });

    it("makes the card installable under its own address, named after the card's person", async () => {
      const response = await manifest(card.downloadToken);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      const body = response.json();
      expect(body).toMatchObject({
        id: `/vcard/${card.downloadToken}`,
        name: 'Erika Mustermann',
        short_name: 'Erika',
        description: 'Business card of Erika Mustermann',
        lang: 'en',
        start_url: `/vcard/${card.downloadToken}`,
        scope: `/vcard/${card.downloadToken}`,
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#f8fafc',
      });
      expect(body.icons).toEqual([
        { src: '/icons/card-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/card-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/card-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]);
      expect((await manifest(card.downloadToken, 'de')).json().description).toBe('Visitenkarte von Erika Mustermann');
    });

    it('falls back to the organisation, shortens long names, and is not found for unknown cards', async () => {
      const unnamed = await createCard(owner, { configName: 'Unnamed' });
      expect((await manifest(unnamed.downloadToken)).json()).toMatchObject({
        name: 'Muster GmbH',
        short_name: 'Muster GmbH',
      });
      const longName = await createCard(owner, { configName: 'Long', name: `Maximilianus${'x'.repeat(10)}` });
      expect((await manifest(longName.downloadToken)).json().short_name).toBe('Maximilianu…');
      expect((await manifest('unknown-token-value-x')).statusCode).toBe(404);
    });
  });
});
