import { describe, expect, it } from 'vitest';
import { getDisplayName } from './display-name';

describe('getDisplayName', () => {
  it('prefers the organisation name', () => {
    expect(getDisplayName({ organisationName: ' Muster Bäckerei GmbH ', email: 'erika@example.com' })).toBe(
      'Muster Bäckerei GmbH',
    );
  });

  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(getDisplayName({ organisationName: null, email: 'erika.mustermann@example.com' })).toBe('erika.mustermann');
    expect(getDisplayName({ organisationName: '  ', email: 'info@example.com' })).toBe('info');
  });
});
