import { describe, expect, it } from 'vitest';
import { checkLogoFile, getColourProblem, getContrast, getPreviewPath } from './qr-style-rules';

describe('QR style rules', () => {
  it('previews only colours the server accepts, lower-cased, with the logo flag', () => {
    expect(getPreviewPath({ foreground: '#1E3A8A', background: '#ffffff' }, true)).toBe(
      '/qr-style/preview.svg?foreground=%231e3a8a&background=%23ffffff&logo=1',
    );
    expect(getPreviewPath({ foreground: '#000000', background: '#ffffff' }, false)).toMatch(/logo=0$/);
    expect(getPreviewPath({ foreground: '#000', background: '#ffffff' }, false)).toBeNull();
    expect(getPreviewPath({ foreground: '#ffffff', background: '#000000' }, false)).toBeNull();
  });

  it('names the first problem as a translatable key', () => {
    expect(getColourProblem({ foreground: '#000000', background: '#ffffff' })).toBeNull();
    expect(getColourProblem({ foreground: '#888888', background: '#ffffff' })).toBe('validation.qrContrast');
    expect(getColourProblem({ foreground: '#ffffff', background: '#111111' })).toBe('validation.qrInverted');
    expect(getColourProblem({ foreground: 'blue', background: '#ffffff' })).toBe('validation.hexColour');
  });

  it('reports the WCAG contrast ratio of complete colours', () => {
    expect(getContrast({ foreground: '#000000', background: '#ffffff' })).toBe(21);
    expect(getContrast({ foreground: '#777777', background: '#ffffff' })).toBe(4.4);
    expect(getContrast({ foreground: '#767676', background: '#ffffff' })).toBe(4.5);
    expect(getContrast({ foreground: '#77', background: '#ffffff' })).toBeNull();
  });

  it('checks a logo file before it is sent', () => {
    expect(checkLogoFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkLogoFile({ type: 'image/webp', size: 1024 * 1024 })).toBeNull();
    expect(checkLogoFile({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe('size');
    expect(checkLogoFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkLogoFile({ type: '', size: 10 })).toBe('type');
  });
});
