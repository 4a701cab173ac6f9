import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encodePng';

/** Decodes with a maintained decoder (pngjs), which checks every chunk's CRC and the zlib stream. */
const decode = (png: Buffer) => PNG.sync.read(png, { checkCRC: true });

describe('encodePng', () => {
  it('round-trips a small image as 8-bit RGBA without interlacing', () => {
    const width = 3;
    const height = 2;
    const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37 + 11) % 256);
    const png = encodePng(width, height, rgba);
    expect(png.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    const decoded = decode(png);
    expect(decoded).toMatchObject({ width, height, depth: 8, colorType: 6, interlace: false });
    expect(new Uint8Array(decoded.data)).toEqual(rgba);
  });

  it('handles a single pixel and a wide row', () => {
    expect(new Uint8Array(decode(encodePng(1, 1, Uint8Array.of(1, 2, 3, 4))).data)).toEqual(
      Uint8Array.of(1, 2, 3, 4),
    );
    const wide = new Uint8Array(1000 * 4).fill(200);
    expect(new Uint8Array(decode(encodePng(1000, 1, wide)).data)).toEqual(wide);
  });

  it('writes CRCs a decoder accepts, and a wrong one is caught', () => {
    const png = encodePng(2, 2, new Uint8Array(16).fill(90));
    expect(() => decode(png)).not.toThrow();
    const damaged = Buffer.from(png);
    // IHDR's CRC: after the signature (8), its length and type (8) and its 13 bytes of data.
    damaged[8 + 8 + 13] = (damaged[8 + 8 + 13] as number) ^ 1;
    expect(() => decode(damaged)).toThrow();
    // Only the CRC is wrong: a decoder told not to check it reads the image.
    expect(() => PNG.sync.read(damaged, { checkCRC: false })).not.toThrow();
  });

  it('refuses a size that does not match the pixels', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 2, new Uint8Array(12))).toThrow(RangeError);
  });
});
