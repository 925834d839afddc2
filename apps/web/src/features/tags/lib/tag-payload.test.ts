import type { TagBody } from '@nfc/contract/tags';
import { describe, expect, it } from 'vitest';
import { toTagRequestBody } from './tag-payload';

const base: TagBody = {
  name: 'Menu',
  status: 'active',
  actionType: 'WEBSITE_LINK',
  actionData: { url: 'https://example.com', vcfConfigId: 'left-over' },
  campaignId: null,
  campaignName: 'Spring',
  groupId: null,
};

describe('tag request bodies', () => {
  it('sends JSON with only the action data of the chosen type', () => {
    expect(toTagRequestBody({ values: base, document: null })).toEqual({
      ...base,
      actionData: { url: 'https://example.com' },
    });
    expect(
      toTagRequestBody({
        values: { ...base, actionType: 'VCARD_PAGE', actionData: { url: 'x', vcfConfigId: 'v1' } },
        document: null,
      }),
    ).toMatchObject({ actionData: { vcfConfigId: 'v1' } });
  });

  it('keeps JSON for a document tag without a new file (the stored document stays)', () => {
    expect(toTagRequestBody({ values: { ...base, actionType: 'DOCUMENT' }, document: null })).toMatchObject({
      actionType: 'DOCUMENT',
      actionData: {},
    });
  });

  it('sends multipart with the file and actionData as a JSON string for documents', () => {
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    const body = toTagRequestBody({ values: { ...base, actionType: 'DOCUMENT' }, document: file });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('actionData')).toBe('{}');
    expect(form.get('campaignName')).toBe('Spring');
    expect(form.get('campaignId')).toBe('');
    expect((form.get('documentFile') as File).name).toBe('menu.pdf');
  });

  it('carries the order a tag arrived with in JSON and multipart alike (empty removes it)', () => {
    const withOrder = { ...base, orderId: '3f2b9c1e-0000-4000-8000-000000000001' };
    expect(toTagRequestBody({ values: withOrder, document: null })).toMatchObject({ orderId: withOrder.orderId });
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    const form = toTagRequestBody({ values: { ...withOrder, actionType: 'DOCUMENT' }, document: file }) as FormData;
    expect(form.get('orderId')).toBe(withOrder.orderId);
    const none = toTagRequestBody({ values: { ...base, actionType: 'DOCUMENT' }, document: file }) as FormData;
    expect(none.get('orderId')).toBe('');
  });

  it('never attaches a file to a non-document tag', () => {
    const file = new File(['x'], 'x.pdf');
    expect(toTagRequestBody({ values: base, document: file })).not.toBeInstanceOf(FormData);
  });

  it('sends rules, expiry and limit as they are in JSON, null when cleared', () => {
    const rules = [{ os: 'ios' as const, url: 'https://apps.apple.com/app/1' }];
    expect(
      toTagRequestBody({
        values: { ...base, rules, expiresAt: '2026-07-01T10:00:00.000Z', maxScans: 100 },
        document: null,
      }),
    ).toMatchObject({ rules, expiresAt: '2026-07-01T10:00:00.000Z', maxScans: 100 });
    const cleared = toTagRequestBody({
      values: { ...base, rules: [], expiresAt: null, maxScans: null },
      document: null,
    });
    expect(cleared).toMatchObject({ rules: [], expiresAt: null, maxScans: null });
  });

  it('sends rules as a JSON string in multipart, and a cleared expiry or limit as empty', () => {
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    const rules = [{ language: 'de', url: 'https://shop.example/de' }];
    const form = toTagRequestBody({
      values: { ...base, actionType: 'DOCUMENT', rules, expiresAt: '2026-07-01T10:00:00.000Z', maxScans: 100 },
      document: file,
    }) as FormData;
    expect(JSON.parse(form.get('rules') as string)).toEqual(rules);
    expect(form.get('expiresAt')).toBe('2026-07-01T10:00:00.000Z');
    expect(form.get('maxScans')).toBe('100');
    const cleared = toTagRequestBody({
      values: { ...base, actionType: 'DOCUMENT', rules: [], expiresAt: null, maxScans: null },
      document: file,
    }) as FormData;
    expect(cleared.get('rules')).toBe('[]');
    expect(cleared.get('expiresAt')).toBe('');
    expect(cleared.get('maxScans')).toBe('');
    // Omitted values keep what the tag has: nothing is sent for them.
    const kept = toTagRequestBody({ values: { ...base, actionType: 'DOCUMENT' }, document: file }) as FormData;
    expect(kept.has('rules')).toBe(false);
    expect(kept.has('expiresAt')).toBe(false);
    expect(kept.has('maxScans')).toBe(false);
  });

  it('sends the verification mode and fallback URL in JSON, null when cleared', () => {
    const required = { ...base, verification: 'require' as const, verificationFallbackUrl: 'https://shop.example/tap' };
    expect(toTagRequestBody({ values: required, document: null })).toMatchObject({
      verification: 'require',
      verificationFallbackUrl: 'https://shop.example/tap',
    });
    expect(
      toTagRequestBody({ values: { ...base, verification: 'off', verificationFallbackUrl: null }, document: null }),
    ).toMatchObject({ verification: 'off', verificationFallbackUrl: null });
  });

  it('sends the verification mode in multipart, a cleared fallback URL as empty, nothing when omitted', () => {
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    const document = { ...base, actionType: 'DOCUMENT' as const };
    const required = toTagRequestBody({
      values: { ...document, verification: 'require', verificationFallbackUrl: 'https://shop.example/tap' },
      document: file,
    }) as FormData;
    expect(required.get('verification')).toBe('require');
    expect(required.get('verificationFallbackUrl')).toBe('https://shop.example/tap');
    const cleared = toTagRequestBody({
      values: { ...document, verification: 'record', verificationFallbackUrl: null },
      document: file,
    }) as FormData;
    expect(cleared.get('verification')).toBe('record');
    expect(cleared.get('verificationFallbackUrl')).toBe('');
    const kept = toTagRequestBody({ values: document, document: file }) as FormData;
    expect(kept.has('verification')).toBe(false);
    expect(kept.has('verificationFallbackUrl')).toBe(false);
  });

  it('sends a changed link domain in JSON and multipart alike (null, or empty, for the default)', () => {
    const domainId = '5b0c2a8e-4f4e-4d43-9a51-4f1c2d3e4a5b';
    expect(toTagRequestBody({ values: { ...base, domainId }, document: null })).toMatchObject({ domainId });
    expect(toTagRequestBody({ values: { ...base, domainId: null }, document: null })).toMatchObject({ domainId: null });
    expect(toTagRequestBody({ values: base, document: null })).not.toHaveProperty('domainId');
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    const document = { ...base, actionType: 'DOCUMENT' as const };
    const chosen = toTagRequestBody({ values: { ...document, domainId }, document: file }) as FormData;
    expect(chosen.get('domainId')).toBe(domainId);
    const cleared = toTagRequestBody({ values: { ...document, domainId: null }, document: file }) as FormData;
    expect(cleared.get('domainId')).toBe('');
    expect((toTagRequestBody({ values: document, document: file }) as FormData).has('domainId')).toBe(false);
  });
});
