import jsQR from 'jsqr';

/** Pixels a module is drawn with: jsQR finds the finders more surely on a few pixels than on one. */
const scale = 4;

/**
 * Reads back the text of a QR code served as an SVG data URI: the SVG's path is laid on a pixel grid
 * and a maintained decoder (jsQR) reads it, so a test proves what a phone's camera would read, not how
 * the encoder drew it. It understands the path `qrcode` writes: one horizontal stroke (M/m, h) per run
 * of dark modules, half a module below the row's top.
 */
export function readQrDataUri(uri: string): string | null {
  const prefix = 'data:image/svg+xml;base64,';
  if (!uri.startsWith(prefix)) throw new Error(`not an SVG data URI: ${uri.slice(0, 40)}`);
  const svg = Buffer.from(uri.slice(prefix.length), 'base64').toString();
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]*)"/.exec(svg)?.[1];
  if (!side || path === undefined) throw new Error('not an SVG drawn by qrcode');
  const dark = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, first, second] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const a = Number(first);
    const b = Number(second ?? 0);
    if (command === 'M') [x, y] = [a, b];
    else if (command === 'm') [x, y] = [x + a, y + b];
    else {
      for (let column = x; column < x + a; column += 1) dark[Math.floor(y)]![column] = true;
      x += a;
    }
  }
  const width = side * scale;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      if (dark[Math.floor(py / scale)]![Math.floor(px / scale)])
        rgba.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return jsQR(rgba, width, width)?.data ?? null;
}
