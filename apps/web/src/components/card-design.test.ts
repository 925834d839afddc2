import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_CARD_COLOURS,
  getAccentTextOn,
  getCardPalette,
  getDarkSurface,
  getTextColourOn,
  isDefaultCardColours,
  mixColours,
} from './card-design';
import { getCardStyle, getCardTone } from './card-tone';

const samples = ['#4f46e5', '#ffffff', '#000000', '#ffcc00', '#9d174d', '#0e7490', '#777777', '#1e3a8a', '#fef3c7'];

describe('colour helpers', () => {
  it('mixes colours channel by channel', () => {
    expect(mixColours('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColours('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mixColours('#ff0000', '#0000ff', 0)).toBe('#0000ff');
  });

  it('writes on a button in black or white, whichever contrasts more', () => {
    expect(getTextColourOn('#4f46e5')).toBe('#ffffff');
    expect(getTextColourOn('#1e3a8a')).toBe('#ffffff');
    expect(getTextColourOn('#ffcc00')).toBe('#000000');
    expect(getTextColourOn('#fef3c7')).toBe('#000000');
    // Mid grey: black reads a little better than white.
    expect(getTextColourOn('#777777')).toBe('#000000');
    for (const colour of samples) {
      const chosen = getTextColourOn(colour);
      const other = chosen === '#000000' ? '#ffffff' : '#000000';
      expect(contrastRatio(chosen, colour)).toBeGreaterThanOrEqual(contrastRatio(other, colour));
    }
  });

  it('keeps the primary colour as text in the dark theme only where it reads at 4.5:1', () => {
    const surface = getDarkSurface('#ffcc00');
    expect(getAccentTextOn('#ffcc00', surface)).toBe('#ffcc00');
    // Dark navy on a dark surface is lightened until it reads, keeping its hue as long as it can.
    const navy = getAccentTextOn('#1e3a8a', getDarkSurface('#1e3a8a'));
    expect(navy).not.toBe('#1e3a8a');
    expect(contrastRatio(navy, getDarkSurface('#1e3a8a'))).toBeGreaterThanOrEqual(4.5);
    expect(navy).not.toBe('#ffffff');
    for (const primary of samples) {
      const dark = getDarkSurface(primary);
      expect(contrastRatio(getAccentTextOn(primary, dark), dark), primary).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every text of a designed card 4.5:1 in the dark theme, whatever the colours', () => {
    for (const primaryColor of samples) {
      for (const backgroundColor of samples) {
        const { dark, light } = getCardPalette({ primaryColor, backgroundColor });
        for (const text of [dark.text, dark.muted, dark.accent]) {
          expect(contrastRatio(text, dark.surface), `${primaryColor} ${text}`).toBeGreaterThanOrEqual(4.5);
        }
        for (const text of [light.text, light.muted]) {
          expect(contrastRatio(text, light.surface), `${backgroundColor} ${text}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('uses the chosen colours in the light theme', () => {
    const palette = getCardPalette({ primaryColor: '#9D174D', backgroundColor: '#FFF7ED' });
    expect(palette.light.surface).toBe('#fff7ed');
    expect(palette.light.accent).toBe('#9d174d');
    expect(palette.primary).toBe('#9d174d');
    expect(palette.onPrimary).toBe('#ffffff');
    expect(palette.light.text).toBe('#0f172a');
    // A dark background gets light text.
    expect(getCardPalette({ primaryColor: '#ffcc00', backgroundColor: '#111111' }).light.text).toBe('#ffffff');
    // On mid grey neither slate-900 nor white reaches 4.5:1: pure black does.
    expect(getCardPalette({ primaryColor: '#000000', backgroundColor: '#777777' }).light.text).toBe('#000000');
  });
});

describe('card tone', () => {
  it('keeps today’s look, class for class, for the default colours', () => {
    expect(isDefaultCardColours({ primaryColor: '#4F46E5', backgroundColor: '#FFFFFF' })).toBe(true);
    expect(getCardStyle(DEFAULT_CARD_COLOURS)).toBeUndefined();
    expect(getCardTone(DEFAULT_CARD_COLOURS).surface).toBe(
      'bg-white ring-slate-900/5 dark:bg-slate-900 dark:ring-white/10',
    );
  });

  it('sets the colours of a designed card as variables its classes read', () => {
    const colours = { primaryColor: '#0e7490', backgroundColor: '#ffffff' };
    expect(isDefaultCardColours(colours)).toBe(false);
    expect(getCardStyle(colours)).toMatchObject({
      '--card-bg': '#ffffff',
      '--card-accent': '#0e7490',
      '--card-primary': '#0e7490',
      '--card-on-primary': '#ffffff',
    });
    expect(getCardTone(colours).saveButton).toContain('bg-(--card-primary)');
  });
});
