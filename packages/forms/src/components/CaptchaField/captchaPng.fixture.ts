// Stories and tests only (not exported): a real base64 PNG captcha drawn in code, so no image is fetched
// and every picture is the same. A tiny PNG encoder (uncompressed deflate) over a 5x7 bitmap font.

const glyphs: Record<string, readonly string[]> = {
  '2': ['01110', '10001', '00001', '00110', '01000', '10000', '11111'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: number[] | Uint8Array): number[] {
  const body = new Uint8Array([...Array.from(type, (ch) => ch.charCodeAt(0)), ...data]);
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** zlib with stored (uncompressed) deflate blocks: valid and simple. */
function zlibStored(raw: Uint8Array): number[] {
  const out = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const part = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    out.push(last, part.length & 255, part.length >>> 8, ~part.length & 255, (~part.length >>> 8) & 255);
    for (const b of part) out.push(b);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...be32(((b << 16) | a) >>> 0)];
}

/** A seeded generator, so the noise is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

/**
 * The captcha the platform would send: bare base64 (no data: prefix) of a 192x64 PNG showing `text`
 * (characters of the font above) on a light, noisy background.
 */
export function captchaPng(text = '7K4P2', seed = 7): string {
  const width = 192;
  const height = 64;
  const rand = random(seed);
  const px = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    px[i] = r!;
    px[i + 1] = g!;
    px[i + 2] = b!;
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) set(x, y, [236 - y / 4, 232 - x / 12, 220 + x / 16]);
  for (let n = 0; n < 500; n += 1)
    set(Math.floor(rand() * width), Math.floor(rand() * height), [150 + rand() * 60, 150, 170]);
  const inks = [
    [40, 60, 140],
    [150, 40, 70],
    [30, 110, 80],
    [110, 50, 140],
  ] as const;
  const scale = 5;
  const step = 32;
  const startX = Math.round((width - (text.length - 1) * step - 5 * scale) / 2);
  Array.from(text).forEach((ch, index) => {
    const rows = glyphs[ch] ?? glyphs.X!;
    const ink = inks[index % inks.length]!;
    const ox = startX + index * step;
    const oy = 12 + Math.round((rand() - 0.5) * 10);
    rows.forEach((row, gy) =>
      Array.from(row).forEach((bit, gx) => {
        if (bit !== '1') return;
        const slant = Math.round((6 - gy) * (index % 2 ? 0.6 : -0.6));
        for (let dy = 0; dy < scale; dy += 1)
          for (let dx = 0; dx < scale; dx += 1) set(ox + gx * scale + dx + slant, oy + gy * scale + dy, ink);
      }),
    );
  });
  for (let line = 0; line < 2; line += 1) {
    const phase = rand() * 6;
    const base = 20 + line * 24;
    for (let x = 0; x < width; x += 1) {
      const y = Math.round(base + Math.sin(x / 14 + phase) * 8);
      set(x, y, [90, 90, 120]);
      set(x, y + 1, [90, 90, 120]);
    }
  }
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1)
    raw.set(px.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  const png = [
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', []),
  ];
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The demo captcha of the stories: '7K4P2'. */
export const captchaFieldDemoImage = captchaPng();
