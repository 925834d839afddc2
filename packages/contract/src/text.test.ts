import { describe, expect, it } from 'vitest';
import { cleanText, multilineText, plainText } from './text.ts';

const unsafe = '\u0000\u0007\u001b\u007f\u0080\u009b\u009f\u202e\u2066';

describe('cleanText', () => {
  it('drops C0, DEL, C1 and bidirectional override characters', () => {
    expect(cleanText(`An${unsafe}na`)).toBe('Anna');
    expect(cleanText(`An${unsafe}na`, { isMultiline: true })).toBe('Anna');
  });

  it('turns every line break and tab into a space in a one-line field', () => {
    expect(cleanText('a\r\nb\rc\nd\u0085e\u2028f\u2029g\th')).toBe('a b c d e f g h');
  });

  it('keeps line breaks as \\n in a multi-line field, whatever their kind', () => {
    expect(cleanText('a\r\nb\rc\nd\u0085e\u2028f\u2029g\th', { isMultiline: true })).toBe('a\nb\nc\nd\ne\nf\ng h');
  });

  it('leaves ordinary text in any script alone', () => {
    const text = 'Jürgen Groß – Geschäftsführer, 東京, مرحبا 😀';
    expect(cleanText(text)).toBe(text);
  });

  it('takes linear time on a long run of control characters', () => {
    const long = '\u0085'.repeat(200_000);
    const started = performance.now();
    expect(cleanText(long, { isMultiline: true })).toBe('\n'.repeat(200_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('plainText and multilineText', () => {
  it('clean before the checks that follow, so the length counts what is kept', () => {
    const schema = plainText().trim().min(1).max(5);
    expect(schema.parse(' \u2028Ann\u0085a\u009b ')).toBe('Ann a');
    expect(schema.safeParse('\u0007\u0085').success).toBe(false);
    expect(plainText().trim().max(4).parse('a\u0007\u0007\u0007\u0007b')).toBe('ab');
  });

  it('keep line breaks only in a multi-line field', () => {
    expect(multilineText().trim().parse('Hello\u2029world\r\n\u0007!')).toBe('Hello\nworld\n!');
    expect(plainText().trim().parse('Hello\u2029world\r\n\u0007!')).toBe('Hello world !');
  });
});
