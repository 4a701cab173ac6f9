import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encodePng';

/** Just enough of a decoder for what encodePng writes (one IDAT, filter 0), checking each chunk's CRC. */
function decode(png: Buffer) {
  const chunks = new Map<string, Buffer>();
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const end = offset + 8 + length;
    expect(png.readUInt32BE(end)).toBe(crc32(png.subarray(offset + 4, end)));
    chunks.set(png.toString('latin1', offset + 4, offset + 8), png.subarray(offset + 8, end));
    offset = end + 4;
  }
  const ihdr = chunks.get('IHDR')!;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(chunks.get('IDAT')!);
  const rows = Array.from({ length: height }, (_, y) =>
    raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1)),
  );
  expect(rows.map((row) => row[0])).toEqual(rows.map(() => 0));
  return { width, height, rgba: new Uint8Array(Buffer.concat(rows.map((row) => row.subarray(1)))), chunks };
}

describe('encodePng', () => {
  it('round-trips a small image', () => {
    const width = 3;
    const height = 2;
    const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37 + 11) % 256);
    const png = encodePng(width, height, rgba);
    expect(png.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    const decoded = decode(png);
    expect([...decoded.chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(decoded.chunks.get('IEND')).toHaveLength(0);
    expect([...decoded.chunks.get('IHDR')!.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    expect(decoded).toMatchObject({ width, height, rgba });
  });

  it('handles a single pixel and a wide row', () => {
    expect(decode(encodePng(1, 1, Uint8Array.of(1, 2, 3, 4))).rgba).toEqual(Uint8Array.of(1, 2, 3, 4));
    const wide = new Uint8Array(1000 * 4).fill(200);
    expect(decode(encodePng(1000, 1, wide)).rgba).toEqual(wide);
  });

  it('refuses a size that does not match the pixels', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 2, new Uint8Array(12))).toThrow(RangeError);
  });
});
