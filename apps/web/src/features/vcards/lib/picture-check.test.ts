import { describe, expect, it } from 'vitest';
import { checkPicture, sniffImageType } from './picture-check';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const gif = new TextEncoder().encode('GIF89a...');

describe('profile picture check', () => {
  it('recognises PNG, JPEG and GIF by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(gif)).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('takes real images of an allowed type', async () => {
    expect(await checkPicture(new File([png], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(await checkPicture(new File([jpeg], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await checkPicture(new File([gif], 'a.gif', { type: 'image/gif' }))).toBeNull();
  });

  it('refuses other types and disguised files', async () => {
    expect(await checkPicture(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBe('type');
    expect(await checkPicture(new File([png], 'a.webp', { type: 'image/webp' }))).toBe('type');
    expect(await checkPicture(new File(['<script>'], 'evil.png', { type: 'image/png' }))).toBe('type');
  });

  it('refuses pictures over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(await checkPicture(new File([big], 'big.png', { type: 'image/png' }))).toBe('size');
  });
});
