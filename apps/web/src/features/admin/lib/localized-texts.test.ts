import { describe, expect, it } from 'vitest';
import { toNullableLines } from './form-values';
import { localizeTexts } from './localized-texts';

const plan = {
  name: 'Pro',
  description: 'For businesses',
  features: ['Card templates'],
  nameDe: null,
  descriptionDe: 'Für Unternehmen',
  featuresDe: [],
};

describe('localizeTexts', () => {
  it('shows the German texts on German pages, the English ones where no German was written', () => {
    expect(localizeTexts(plan, 'de')).toEqual({
      name: 'Pro',
      description: 'Für Unternehmen',
      features: ['Card templates'],
    });
  });

  it('shows the English texts on English pages', () => {
    expect(localizeTexts({ ...plan, featuresDe: ['Kartenvorlagen'] }, 'en')).toEqual({
      name: 'Pro',
      description: 'For businesses',
      features: ['Card templates'],
    });
  });
});

describe('toNullableLines', () => {
  it('reads one entry per line and no line at all as none', () => {
    expect(toNullableLines(' Kartenvorlagen \n\nTeam-Statistiken')).toEqual(['Kartenvorlagen', 'Team-Statistiken']);
    expect(toNullableLines('  \n ')).toBeNull();
  });
});
