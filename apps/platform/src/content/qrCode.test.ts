import { describe, expect, it } from 'vitest';
import { encodeQr, qrDataUri, qrSvg, reedSolomonRemainder } from './qrCode';

/** Reads the format bits around the top-left finder back: level and mask, after the BCH check. */
function readFormat(modules: boolean[][]): { level: number; mask: number } | null {
  const at = (x: number, y: number) => (modules[y]?.[x] ? 1 : 0);
  const read: number[] = [];
  for (let i = 0; i <= 5; i += 1) read.push(at(8, i));
  read.push(at(8, 7), at(8, 8), at(7, 8));
  for (let i = 9; i < 15; i += 1) read.push(at(14 - i, 8));
  const bits = read.reduce((sum, bit, i) => sum | (bit << i), 0) ^ 0x5412;
  const data = bits >>> 10;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) === bits ? { level: data >>> 3, mask: data & 7 } : null;
}

describe('QR encoder', () => {
  it('computes the Reed-Solomon codewords of the standard example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('picks the smallest version, with finders, timing and a valid level-M format', () => {
    for (const [text, version] of [
      ['a', 1],
      ['x'.repeat(14), 1],
      ['x'.repeat(15), 2],
      ['https://www.portal.example/download/portal-demo.apk', 4],
      ['y'.repeat(213), 10],
    ] as const) {
      const modules = encodeQr(text);
      expect(modules.length, text).toBe(17 + 4 * version);
      const size = modules.length;
      for (const [x, y] of [
        [0, 0],
        [size - 7, 0],
        [0, size - 7],
      ] as const) {
        const row = (dy: number) =>
          modules[y + dy]
            ?.slice(x, x + 7)
            .map(Number)
            .join('');
        expect([row(0), row(1), row(2), row(6)]).toEqual(['1111111', '1000001', '1011101', '1111111']);
      }
      expect(modules[6]?.slice(8, size - 8).every((dark, i) => dark === (i % 2 === 0))).toBe(true);
      expect(readFormat(modules)?.level).toBe(0);
    }
    expect(() => encodeQr('z'.repeat(214))).toThrow(RangeError);
  });

  it('is deterministic and draws an SVG data URI', () => {
    const url = 'https://www.portal.example/download/ios';
    expect(qrSvg(url)).toBe(qrSvg(url));
    expect(qrSvg(url)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 37 37"/);
    const uri = qrDataUri(url);
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(uri.split(',')[1] as string, 'base64').toString()).toBe(qrSvg(url));
  });
});
