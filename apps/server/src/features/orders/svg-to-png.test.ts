import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samples } from '../../../test/helpers.ts';
import { convertSvgToPng, SVG_PRINT_SIZE } from './svg-to-png.ts';

const svgOf = (attributes: string, body = '<rect width="100%" height="100%" fill="#1e3a8a"/>') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`);
const convert = (svg: Buffer, options: { maxSvgBytes?: number; timeoutMs?: number; organisationId?: string } = {}) =>
  convertSvgToPng(svg, { organisationId: randomUUID(), maxSvgBytes: 2 * 1024 * 1024, ...options });

/** Thousands of page-sized blurs: a few kilobytes that librsvg needs minutes to render at print size. */
const filterBomb = svgOf(
  'width="100" height="100"',
  `<filter id="f"><feGaussianBlur stdDeviation="50"/></filter>${'<rect width="100" height="100" filter="url(#f)"/>'.repeat(2000)}`,
);

describe('convertSvgToPng', () => {
  it('renders the longest side at print size, whatever the SVG’s own size', async () => {
    for (const [attributes, aspect] of [
      ['width="20" height="10"', 2],
      ['viewBox="0 0 2 4"', 0.5],
      ['width="50mm" height="50mm"', 1],
      ['width="30pt" height="20pt"', 1.5],
    ] as const) {
      const converted = await convert(svgOf(attributes));
      expect(converted.kind, attributes).toBe('png');
      if (converted.kind !== 'png') return;
      const { format, width = 0, height = 0 } = await sharp(converted.buffer).metadata();
      expect(format).toBe('png');
      expect(Math.max(width, height), attributes).toBeGreaterThanOrEqual(SVG_PRINT_SIZE - 3);
      expect(Math.max(width, height), attributes).toBeLessThanOrEqual(SVG_PRINT_SIZE);
      expect(width / height, attributes).toBeCloseTo(aspect, 2);
      const { data } = await sharp(converted.buffer).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      });
      expect([...data.subarray(0, 3)], attributes).toEqual([0x1e, 0x3a, 0x8a]);
    }
  });

  it('caps the scale: a 1 px SVG stays small, a 0-px or enormous one is refused', async () => {
    const tiny = await convert(svgOf('width="1" height="1"'));
    expect(tiny.kind).toBe('png');
    if (tiny.kind === 'png') expect((await sharp(tiny.buffer).metadata()).width).toBeLessThan(SVG_PRINT_SIZE);
    for (const attributes of ['width="0.001" height="0.001"', 'width="100000" height="1"', 'viewBox="0 0 1e7 1e7"']) {
      expect((await convert(svgOf(attributes))).kind, attributes).toBe('unreadable');
    }
  });

  it('tells other images, broken SVGs and SVGs over the size limit apart', async () => {
    expect((await convert(await samples.png())).kind).toBe('not-svg');
    expect((await convert(Buffer.from('just some text'))).kind).toBe('unreadable');
    expect((await convert(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'))).kind).toBe('unreadable');
    expect((await convert(svgOf('width="10" height="10"'), { maxSvgBytes: 50 })).kind).toBe('too-large');
  });

  it('kills a conversion that runs past its time', async () => {
    const started = performance.now();
    expect((await convert(filterBomb, { timeoutMs: 1000 })).kind).toBe('too-complex');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('gives an organisation four conversions at most (two running), and the queue sixteen waiting in all', async () => {
    const organisationId = randomUUID();
    const own = await Promise.all(
      Array.from({ length: 5 }, () => convert(filterBomb, { organisationId, timeoutMs: 300 })),
    );
    expect(own.map((result) => result.kind)).toEqual([...Array(4).fill('too-complex'), 'busy']);

    const organisations = Array.from({ length: 5 }, () => randomUUID());
    const all = await Promise.all(
      organisations.flatMap((id) =>
        Array.from({ length: 4 }, () => convert(filterBomb, { organisationId: id, timeoutMs: 200 })),
      ),
    );
    // 2 running + 16 waiting: the last organisation's last two are turned away.
    expect(all.map((result) => result.kind)).toEqual([...Array(18).fill('too-complex'), 'busy', 'busy']);
  });

  it('lets another organisation’s logo start after one conversion, whatever one organisation has queued', async () => {
    const timeoutMs = 1500;
    const started = performance.now();
    const busyOrganisation = randomUUID();
    const finished: Record<string, number> = {};
    const timed = (label: string, conversion: Promise<unknown>) =>
      conversion.then((result) => {
        finished[label] = performance.now() - started;
        return result;
      });
    const queued = Array.from({ length: 4 }, (_, index) =>
      timed(`a${index}`, convert(filterBomb, { organisationId: busyOrganisation, timeoutMs })),
    );
    // B keeps the default time limit: on a loaded machine even a small SVG may need longer than A's limit.
    const other = timed('b', convert(svgOf('width="10" height="10"'), { organisationId: randomUUID() }));
    expect(((await other) as { kind: string }).kind).toBe('png');
    await Promise.all(queued);
    // B waited for one of A's running conversions, not for A's queue: A's last starts only after two of A's have
    // timed out, so B is done before it (first come, first served, B came after it).
    expect(finished.b!).toBeLessThan(finished.a3!);
  });
});
