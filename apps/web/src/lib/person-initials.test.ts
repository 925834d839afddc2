import { describe, expect, it } from 'vitest';
import { getPersonInitials, getPersonName } from './person-initials';

describe('getPersonInitials', () => {
  it('uses the first and last name', () => {
    expect(
      getPersonInitials({ contactFirstName: 'erika', contactLastName: 'Mustermann', email: 'info@firma.de' }),
    ).toBe('EM');
    expect(getPersonInitials({ contactFirstName: ' Özlem ', contactLastName: null, email: 'x@y.de' })).toBe('Ö');
  });

  it('falls back to the e-mail’s first letter only without a name', () => {
    expect(getPersonInitials({ contactFirstName: '', contactLastName: '  ', email: 'anna@example.com' })).toBe('A');
    expect(getPersonInitials(null)).toBe('?');
  });
});

describe('getPersonName', () => {
  it('joins the names it has', () => {
    expect(getPersonName({ contactFirstName: 'Erika', contactLastName: 'Mustermann' })).toBe('Erika Mustermann');
    expect(getPersonName({ contactFirstName: null, contactLastName: null })).toBeNull();
  });
});
