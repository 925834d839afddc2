import { cardAppearanceSchema } from '@nfc/contract/vcards';
import { describe, expect, it } from 'vitest';
import { checkCardContrast } from './card-contrast';

const isAccepted = (primaryColor: string, backgroundColor: string) =>
  cardAppearanceSchema.safeParse({ layout: 'classic', primaryColor, backgroundColor }).success;

describe('card contrast readout', () => {
  it('says what the server will say about a pair', () => {
    const pairs: [string, string][] = [
      ['#4f46e5', '#ffffff'],
      ['#FFFF00', '#ffffff'],
      ['#777777', '#ffffff'],
      ['#767676', '#ffffff'],
      ['#ffcc00', '#111111'],
      ['#9d174d', '#fff7ed'],
      [' #000000 ', '#ffffff'],
    ];
    for (const [primary, background] of pairs) {
      expect(checkCardContrast(primary, background)?.isPassing, `${primary} on ${background}`).toBe(
        isAccepted(primary, background),
      );
    }
  });

  it('rounds to one decimal, but never lets a failing pair show 4.5:1', () => {
    // The default indigo on white is 6.29:1.
    expect(checkCardContrast('#4f46e5', '#ffffff')).toMatchObject({ shownRatio: 6.3, isPassing: true });
    // #777777 on white is 4.48:1.
    expect(checkCardContrast('#777777', '#ffffff')).toMatchObject({ shownRatio: 4.4, isPassing: false });
    expect(checkCardContrast('#767676', '#ffffff')).toMatchObject({ shownRatio: 4.5, isPassing: true });
    expect(checkCardContrast('#000000', '#ffffff')?.shownRatio).toBe(21);
  });

  it('waits for two complete colours', () => {
    expect(checkCardContrast('#4f46e', '#ffffff')).toBeNull();
    expect(checkCardContrast('#4f46e5', 'white')).toBeNull();
  });
});
