// node:zlib's CRC-32 (Node 20.15 and later; the engines field asks for 20.19) is the one PNG chunks use.
import { crc32, deflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  // The CRC covers the type and the data, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A truecolour-with-alpha, 8-bit PNG of `rgba` (row by row, 4 bytes a pixel). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: bad size ${width}x${height}`);
  }
  const stride = width * 4;
  if (rgba.length !== stride * height) {
    throw new RangeError(`encodePng: expected ${stride * height} bytes, got ${rgba.length}`);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  // Bit depth 8, colour type 6 (RGBA); compression, filter and interlace methods 0.
  ihdr.set([8, 6, 0, 0, 0], 8);
  // Filter type 0 (none) on every row: these images are tiny, so better filtering would not pay off.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
