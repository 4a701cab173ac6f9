import { randomInt } from 'node:crypto';
import { encodePng } from './encodePng';

/** No 0/O or 1/I: people confuse them, and a wrong guess costs them a new captcha. */
export const captchaAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const width = 120;
const height = 40;
const minLength = 4;
const maxLength = 6;

// 5x7 glyphs, rows top to bottom. Only the alphabet has glyphs, so an ambiguous character cannot be drawn.
const font: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
};
// 2x2 supersampling smooths the edges a little, which reads better than hard steps at this size.
const samples = [0.25, 0.75].flatMap((oy) => [0.25, 0.75].map((ox) => [ox, oy] as const));

const glyphs = new Map(Object.entries(font).map(([char, rows]) => [char, rows.split(' ')]));

function checkLength(length: number) {
  if (!Number.isInteger(length) || length < minLength || length > maxLength) {
    throw new RangeError(`captcha answers have ${minLength} to ${maxLength} characters`);
  }
}

/** A fresh answer; cryptographically random unless a generator is given (tests). */
export function randomCaptchaAnswer(length = 5, random?: () => number): string {
  checkLength(length);
  const size = captchaAlphabet.length;
  const pick = random ? () => Math.min(size - 1, Math.floor(random() * size)) : () => randomInt(size);
  return Array.from({ length }, () => captchaAlphabet.charAt(pick())).join('');
}

type Rgb = [number, number, number];

/**
 * The answer as a 120x40 PNG: jittered, sheared and rotated glyphs in dark colours on a light gradient,
 * crossed by lines and speckled with dots, so a person reads it at a glance but a plain OCR pass does not.
 */
export function drawCaptcha(answer: string, random: () => number = Math.random): Buffer {
  checkLength(answer.length);
  if (![...answer].every((char) => glyphs.has(char))) {
    throw new RangeError('captcha answers use only the captcha alphabet');
  }
  const between = (min: number, max: number) => min + random() * (max - min);
  const colour = (min: number, max: number): Rgb => [between(min, max), between(min, max), between(min, max)];
  const rgba = new Uint8Array(width * height * 4);
  const blend = (x: number, y: number, [r, g, b]: Rgb, alpha = 1) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    rgba[i] = Math.round((rgba[i] ?? 0) * (1 - alpha) + r * alpha);
    rgba[i + 1] = Math.round((rgba[i + 1] ?? 0) * (1 - alpha) + g * alpha);
    rgba[i + 2] = Math.round((rgba[i + 2] ?? 0) * (1 - alpha) + b * alpha);
    rgba[i + 3] = 255;
  };

  // A gradient rather than a flat colour, so the background cannot be removed by a single threshold.
  const from = colour(225, 252);
  const to = colour(225, 252);
  for (let x = 0; x < width; x++) {
    const t = x / (width - 1);
    const shade: Rgb = [
      from[0] + (to[0] - from[0]) * t,
      from[1] + (to[1] - from[1]) * t,
      from[2] + (to[2] - from[2]) * t,
    ];
    for (let y = 0; y < height; y++) blend(x, y, shade);
  }

  const margin = 8;
  const slot = (width - 2 * margin) / answer.length;
  const scale = Math.min(3, slot / 6);
  [...answer].forEach((char, index) => {
    const rows = glyphs.get(char) ?? [];
    const sx = scale * between(0.85, 1.1);
    const sy = scale * between(0.95, 1.2);
    const shear = between(-0.3, 0.3);
    const angle = between(-0.18, 0.18);
    const cx = margin + slot * (index + 0.5) + between(-2, 2);
    const cy = height / 2 + between(-3, 3);
    const ink = colour(10, 100);
    // Glyph space (centred) to image: rotation times a shear-and-scale; inverted to sample per pixel.
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const [a, b, c, d] = [cos * sx, cos * shear * sy - sin * sy, sin * sx, sin * shear * sy + cos * sy];
    const det = a * d - b * c;
    const corners = [-1, 1].flatMap((u) =>
      [-1, 1].map((v) => [a * u * 2.5 + b * v * 3.5, c * u * 2.5 + d * v * 3.5]),
    );
    const xs = corners.map(([x = 0]) => x);
    const ys = corners.map(([, y = 0]) => y);
    for (let y = Math.floor(cy + Math.min(...ys)); y <= Math.ceil(cy + Math.max(...ys)); y++) {
      for (let x = Math.floor(cx + Math.min(...xs)); x <= Math.ceil(cx + Math.max(...xs)); x++) {
        let covered = 0;
        for (const [ox, oy] of samples) {
          const px = x + ox - cx;
          const py = y + oy - cy;
          const u = Math.floor((d * px - b * py) / det + 2.5);
          const v = Math.floor((-c * px + a * py) / det + 3.5);
          if (rows[v]?.[u] === '#') covered++;
        }
        if (covered) blend(x, y, ink, covered / 4);
      }
    }
  });

  // Lines across the text in mid tones overlapping the ink's range, so they survive a threshold too.
  const lines = 3 + Math.floor(random() * 2);
  for (let n = 0; n < lines; n++) {
    const stroke = colour(60, 170);
    line(
      Math.round(between(0, 20)),
      Math.round(between(4, height - 4)),
      Math.round(between(width - 20, width)),
      Math.round(between(4, height - 4)),
      (x, y) => blend(x, y, stroke),
    );
  }
  for (let n = 0; n < 120; n++) {
    blend(Math.floor(between(0, width)), Math.floor(between(0, height)), colour(40, 200));
  }
  return encodePng(width, height, rgba);
}

/** Bresenham: integer steps, every pixel of the line once. */
function line(x0: number, y0: number, x1: number, y1: number, plot: (x: number, y: number) => void) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const stepX = x0 < x1 ? 1 : -1;
  const stepY = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (let x = x0, y = y0; ;) {
    plot(x, y);
    if (x === x1 && y === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += stepX;
    }
    if (e2 <= dx) {
      err += dx;
      y += stepY;
    }
  }
}
