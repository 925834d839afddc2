import { describe, expect, it } from 'vitest';
import { exportReadyMail } from './mails.ts';

describe('the export-ready mail', () => {
  const options = {
    to: 'owner@example.com',
    organisationName: 'Muster <GmbH>',
    url: 'https://app.example/api/organisation/exports/1/download?token=abc',
    expiresAt: new Date('2026-11-26T21:05:00Z'),
  };

  it('speaks the owner’s language, names the link and when it expires', () => {
    const german = exportReadyMail({ ...options, language: 'de' });
    expect(german.subject).toBe('Ihr Datenexport ist fertig');
    expect(german.text).toContain('Der Link gilt bis 26. November 2026 um 21:05 UTC');
    expect(german.text).toContain(options.url);
    const english = exportReadyMail({ ...options, language: 'en' });
    expect(english.subject).toBe('Your data export is ready');
    expect(english.text).toContain('The link works until 26 November 2026 at 21:05 UTC');
  });

  it('escapes the organisation’s name in the HTML part', () => {
    const mail = exportReadyMail({ ...options, language: 'en' });
    expect(mail.html).toContain('Muster &#60;GmbH&#62;');
    expect(mail.html).not.toContain('<GmbH>');
  });
});
