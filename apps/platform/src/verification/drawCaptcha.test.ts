import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captchaAlphabet, drawCaptcha, randomCaptchaAnswer } from './drawCaptcha';
import { seededUnit } from '../games/random';

/** Decodes with node:zlib's own CRC, so the encoder's CRC is checked against an independent one. */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const end = offset + 8 + length;
    expect(end + 4).toBeLessThanOrEqual(png.length);
    expect(png.readUInt32BE(end)).toBe(crc32(png.subarray(offset + 4, end)));
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, end),
    });
    offset = end + 4;
  }
  const types = chunks.map((chunk) => chunk.type);
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  expect(types.slice(1, -1).every((type) => type === 'IDAT')).toBe(true);
  const ihdr = chunks[0]!.data;
  expect(ihdr.length).toBe(13);
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  // 8-bit RGBA, deflate, adaptive filtering, no interlace.
  expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 4;
  expect(raw.length).toBe((stride + 1) * height);
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    // The encoder writes filter type 0 only, so the rows are the pixels as they are.
    expect(raw[y * (stride + 1)]).toBe(0);
    rgba.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride);
  }
  return { width, height, rgba };
}

const isDark = (rgba: Uint8Array, width: number, x: number, y: number) => {
  const i = (y * width + x) * 4;
  return Math.max(rgba[i] ?? 255, rgba[i + 1] ?? 255, rgba[i + 2] ?? 255) < 110;
};

describe('drawCaptcha', () => {
  it('is a valid 120x40 RGBA PNG, fully opaque', () => {
    const { width, height, rgba } = decodePng(drawCaptcha('AB3K9'));
    expect([width, height]).toEqual([120, 40]);
    expect(rgba.filter((_, i) => i % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
  });

  it('is deterministic for a seeded random, and varies with the seed', () => {
    expect(drawCaptcha('K7PX2', seededUnit(42)).equals(drawCaptcha('K7PX2', seededUnit(42)))).toBe(true);
    expect(drawCaptcha('K7PX2', seededUnit(42)).equals(drawCaptcha('K7PX2', seededUnit(43)))).toBe(false);
  });

  it('draws distinct answers as distinct images', () => {
    const answers = ['AAAAA', 'BBBBB', 'AAAAB', 'K7PX2', 'K7PX3'];
    const images = answers.map((answer) => decodePng(drawCaptcha(answer, seededUnit(7))).rgba);
    for (let a = 0; a < images.length; a++) {
      for (let b = a + 1; b < images.length; b++) {
        expect(Buffer.from(images[a]!).equals(Buffer.from(images[b]!))).toBe(false);
      }
    }
  });

  it('inks every character of the alphabet where the text goes, and little at the edges', () => {
    const answers = ['ABCDEF', 'GHJKLM', 'NPQRST', 'UVWXYZ', '234567', '89AB', 'TJ7L'];
    expect(new Set(answers.join(''))).toEqual(new Set(captchaAlphabet));
    for (const seed of [1, 2, 3]) {
      for (const answer of answers) {
        const { width, height, rgba } = decodePng(drawCaptcha(answer, seededUnit(seed)));
        const darkIn = (xs: number[]) =>
          xs.reduce(
            (sum, x) =>
              sum +
              Array.from({ length: height }, (_, y) => isDark(rgba, width, x, y)).filter(Boolean).length,
            0,
          );
        // The text fills the width less an 8px margin, one equal slot per character.
        const slot = (width - 16) / answer.length;
        for (let k = 0; k < answer.length; k++) {
          const xs = Array.from({ length: Math.floor(slot) }, (_, i) => Math.ceil(8 + slot * k) + i);
          expect(darkIn(xs), `${answer}[${k}] seed ${seed}`).toBeGreaterThanOrEqual(30);
        }
        expect(darkIn([0, 1, 2, 3, width - 4, width - 3, width - 2, width - 1])).toBeLessThanOrEqual(20);
      }
    }
  });

  it('refuses answers it cannot draw', () => {
    for (const answer of ['', 'ABC', 'ABCDEFG', 'AB0CD', 'ABOCD', 'AB1CD', 'ABICD', 'abcde', 'AB CD']) {
      expect(() => drawCaptcha(answer), answer).toThrow(RangeError);
    }
  });
});

describe('randomCaptchaAnswer', () => {
  it('gives five characters of the alphabet by default, and 4 to 6 on request', () => {
    const alphabet = new RegExp(`^[${captchaAlphabet}]+$`);
    for (let i = 0; i < 50; i++) expect(randomCaptchaAnswer()).toMatch(alphabet);
    expect(randomCaptchaAnswer()).toHaveLength(5);
    expect(randomCaptchaAnswer(4)).toHaveLength(4);
    expect(randomCaptchaAnswer(6)).toHaveLength(6);
    for (const length of [0, 3, 7, 4.5, Number.NaN])
      expect(() => randomCaptchaAnswer(length)).toThrow(RangeError);
  });

  it('uses the given generator across the whole alphabet', () => {
    expect(randomCaptchaAnswer(5, seededUnit(9))).toBe(randomCaptchaAnswer(5, seededUnit(9)));
    expect(randomCaptchaAnswer(4, () => 0)).toBe('AAAA');
    expect(randomCaptchaAnswer(4, () => 0.999999)).toBe('9999');
    expect(drawCaptcha(randomCaptchaAnswer(6))).toBeInstanceOf(Buffer);
  });
});
