import { seededUnit } from '../games/random';

const width = 320;
const height = 160;
const pieceSize = 44;
const maxX = width - pieceSize;
/** The furthest the piece's left edge can go: a track beyond it was not made on this puzzle. */
export const sliderTravel = maxX;
const maxY = height - pieceSize;

export interface SliderPuzzle {
  /** The scene with the gap, as a `data:image/svg+xml` URI. */
  background: string;
  /** The part of the scene that fills the gap, as a `data:image/svg+xml` URI. */
  piece: string;
  width: typeof width;
  height: typeof height;
  pieceSize: typeof pieceSize;
  pieceY: number;
}

interface Palette {
  sky: [string, string];
  hills: [string, string, string];
  orb: string;
  stars: number;
  clouds: number;
}

// Night, dusk, day and dawn: different enough that a memorised background does not help a script.
const palettes: Palette[] = [
  {
    sky: ['#0b1d3a', '#2c4f7c'],
    hills: ['#2a4d69', '#1b3a4b', '#10262f'],
    orb: '#f4f1d0',
    stars: 22,
    clouds: 0,
  },
  {
    sky: ['#2b1b4a', '#f08a5d'],
    hills: ['#7a4a7e', '#5b3a6b', '#2e1f3d'],
    orb: '#ffd27f',
    stars: 8,
    clouds: 2,
  },
  {
    sky: ['#4f9be0', '#d6ecff'],
    hills: ['#8cc26f', '#6fae5b', '#3f7d3a'],
    orb: '#fff3b0',
    stars: 0,
    clouds: 4,
  },
  {
    sky: ['#12344d', '#7fc8a9'],
    hills: ['#4a8f7d', '#2f6f62', '#173f3a'],
    orb: '#fdf6e3',
    stars: 12,
    clouds: 1,
  },
];

// One decimal is plenty at this size and keeps the URIs short.
const n = (value: number) => String(Math.round(value * 10) / 10);

/** The scene's defs and shapes, with every id prefixed so that several SVGs can share a page. */
function scene(seed: number, prefix: string): { defs: string; shapes: string } {
  const random = seededUnit(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const palette = palettes[Math.floor(random() * palettes.length)] ?? palettes[0]!;
  const sky = `${prefix}sky`;
  const glow = `${prefix}glow`;
  const defs =
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>` +
    `</linearGradient>` +
    `<radialGradient id="${glow}"><stop offset="0" stop-color="${palette.orb}" stop-opacity="0.6"/>` +
    `<stop offset="1" stop-color="${palette.orb}" stop-opacity="0"/></radialGradient>`;
  let shapes = `<rect width="${width}" height="${height}" fill="url(#${sky})"/>`;
  for (let i = 0; i < palette.stars; i++) {
    const [cx, cy, r] = [between(0, width), between(0, height * 0.6), between(0.5, 1.6)];
    shapes += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#fff" opacity="${n(between(0.4, 1))}"/>`;
  }
  const orbX = between(30, width - 30);
  const orbY = between(22, 60);
  const orbR = between(10, 18);
  shapes +=
    `<circle cx="${n(orbX)}" cy="${n(orbY)}" r="${n(orbR * 2.4)}" fill="url(#${glow})"/>` +
    `<circle cx="${n(orbX)}" cy="${n(orbY)}" r="${n(orbR)}" fill="${palette.orb}"/>`;
  // Clouds give a patch of plain sky some texture, so a piece taken from it can still be matched by eye.
  for (let i = 0; i < palette.clouds; i++) {
    const cx = between(0, width);
    const cy = between(14, 70);
    const rx = between(18, 36);
    shapes +=
      `<g fill="#fff" opacity="${n(between(0.35, 0.7))}">` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.28)}"/>` +
      `<ellipse cx="${n(cx - rx * 0.2)}" cy="${n(cy - rx * 0.2)}" rx="${n(rx / 2)}" ry="${n(rx / 3)}"/>` +
      `</g>`;
  }
  // Three ridges, nearer ones lower and darker; smooth curves (C then S) with seeded control points.
  palette.hills.forEach((fill, layer) => {
    const base = height * (0.5 + layer * 0.14);
    const segments = 3 + Math.floor(random() * 2);
    const step = width / segments;
    // Control points swing further than the points on the ridge, which gives rounder hills.
    const control = (x: number) => `${n(x)} ${n(base + between(-30, 20))}`;
    const ridge = (x: number) => `${n(x)} ${n(base + between(-16, 16))}`;
    let d = `M0 ${height}L${ridge(0)}C${control(step * 0.3)} ${control(step * 0.7)} ${ridge(step)}`;
    for (let s = 2; s <= segments; s++) d += `S${control(step * (s - 0.3))} ${ridge(step * s)}`;
    shapes += `<path d="${d}L${width} ${height}Z" fill="${fill}"/>`;
  });
  return { defs, shapes };
}

function svg(box: string, size: string, defs: string, body: string): string {
  // The namespace is only a name, never fetched; an SVG loaded as an image is not drawn without it.
  const open = `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="${box}">`;
  const markup = `${open}<defs>${defs}</defs>${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/**
 * A slider puzzle drawn from `seed`: the background with a gap at `gap`, and the piece that fills it
 * (the same scene seen through a 44x44 window there). Only numbers go in, so nothing needs escaping.
 */
export function drawSliderPuzzle(gap: { x: number; y: number }, seed: number): SliderPuzzle {
  if (!Number.isInteger(gap.x) || gap.x < 0 || gap.x > maxX) throw new RangeError(`gap.x must be 0..${maxX}`);
  if (!Number.isInteger(gap.y) || gap.y < 0 || gap.y > maxY) throw new RangeError(`gap.y must be 0..${maxY}`);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError('seed must be a non-negative integer');
  const { x, y } = gap;
  // Distinct prefixes: both images of one puzzle may be inlined side by side.
  const back = scene(seed, `s${seed}b-`);
  const front = scene(seed, `s${seed}p-`);
  const clip = `s${seed}p-clip`;
  const square = `x="${x}" y="${y}" width="${pieceSize}" height="${pieceSize}" rx="6"`;
  const outline = `x="${x + 0.5}" y="${y + 0.5}" width="${pieceSize - 1}" height="${pieceSize - 1}" rx="6"`;
  const background = svg(
    `0 0 ${width} ${height}`,
    `width="${width}" height="${height}"`,
    back.defs,
    `${back.shapes}<rect ${square} fill="#000" fill-opacity="0.45"/>` +
      `<rect ${outline} fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="1"/>`,
  );
  const piece = svg(
    `${x} ${y} ${pieceSize} ${pieceSize}`,
    `width="${pieceSize}" height="${pieceSize}"`,
    `${front.defs}<clipPath id="${clip}"><rect ${square}/></clipPath>`,
    `<g clip-path="url(#${clip})">${front.shapes}</g>` +
      `<rect ${outline} fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="1"/>`,
  );
  return { background, piece, width, height, pieceSize, pieceY: y };
}

/** Where to put the gap: far enough right that the handle must travel, never against an edge. */
export function randomGap(random: () => number = Math.random): { x: number; y: number } {
  const pick = (min: number, max: number) =>
    min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
  return { x: pick(80, maxX - 8), y: pick(8, maxY - 8) };
}
