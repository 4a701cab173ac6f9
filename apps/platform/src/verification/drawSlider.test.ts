import { describe, expect, it } from 'vitest';
import { drawSliderPuzzle, randomGap } from './drawSlider';

const prefix = 'data:image/svg+xml;charset=utf-8,';
const markup = (uri: string) => {
  expect(uri.startsWith(prefix)).toBe(true);
  return decodeURIComponent(uri.slice(prefix.length));
};

describe('drawSliderPuzzle', () => {
  it('draws a 320x160 background and a 44x44 piece at the gap', () => {
    const puzzle = drawSliderPuzzle({ x: 120, y: 30 }, 12345);
    expect(puzzle).toMatchObject({ width: 320, height: 160, pieceSize: 44, pieceY: 30 });
    const background = markup(puzzle.background);
    expect(background).toMatch(/^<svg [^>]*width="320" height="160" viewBox="0 0 320 160"/);
    expect(background).toContain('<rect x="120" y="30" width="44" height="44" rx="6" fill="#000"');
    const piece = markup(puzzle.piece);
    expect(piece).toMatch(/^<svg [^>]*width="44" height="44" viewBox="120 30 44 44"/);
    expect(piece).toMatch(/<clipPath id="[^"]+"><rect x="120" y="30" width="44" height="44"/);
  });

  it('places the gap anywhere in range, edges included', () => {
    for (const gap of [
      { x: 0, y: 0 },
      { x: 276, y: 116 },
    ]) {
      const { background, piece } = drawSliderPuzzle(gap, 1);
      expect(markup(background)).toContain(`<rect x="${gap.x}" y="${gap.y}" width="44" height="44"`);
      expect(markup(piece)).toContain(`viewBox="${gap.x} ${gap.y} 44 44"`);
    }
  });

  it('is deterministic per seed and differs between seeds', () => {
    const gap = { x: 100, y: 50 };
    expect(drawSliderPuzzle(gap, 7)).toEqual(drawSliderPuzzle(gap, 7));
    const scenes = new Set([1, 2, 3, 4, 5, 6].map((seed) => drawSliderPuzzle(gap, seed).background));
    expect(scenes.size).toBe(6);
  });

  it('keeps ids unique to the seed and to each image', () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    const { background, piece } = drawSliderPuzzle({ x: 100, y: 50 }, 99);
    const other = drawSliderPuzzle({ x: 100, y: 50 }, 98);
    const all = [background, piece, other.background, other.piece].flatMap((uri) => ids(markup(uri)));
    expect(all.length).toBeGreaterThan(4);
    expect(new Set(all).size).toBe(all.length);
  });

  it('refers to nothing outside itself', () => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7, 2 ** 31 - 1]) {
      const { background, piece } = drawSliderPuzzle(randomGap(), seed);
      for (const svg of [markup(background), markup(piece)]) {
        // The SVG namespace is a name, never fetched; and an image loaded from a data: URI needs it.
        const rest = svg.replace(' xmlns="http://www.w3.org/2000/svg"', '');
        expect(rest).not.toMatch(/http|href|@import|<image|<script|<foreignObject/i);
        expect(rest.match(/url\([^)]*\)/g)?.every((ref) => ref.startsWith('url(#'))).toBe(true);
      }
    }
  });

  it('throws a RangeError for a gap or seed out of range', () => {
    const bad: Array<[{ x: number; y: number }, number]> = [
      [{ x: -1, y: 10 }, 1],
      [{ x: 277, y: 10 }, 1],
      [{ x: 10, y: -1 }, 1],
      [{ x: 10, y: 117 }, 1],
      [{ x: 10.5, y: 10 }, 1],
      [{ x: Number.NaN, y: 10 }, 1],
      [{ x: 10, y: Number.POSITIVE_INFINITY }, 1],
      [{ x: 10, y: 10 }, -1],
      [{ x: 10, y: 10 }, 1.5],
      [{ x: 10, y: 10 }, Number.NaN],
    ];
    for (const [gap, seed] of bad) expect(() => drawSliderPuzzle(gap, seed)).toThrow(RangeError);
  });
});

describe('randomGap', () => {
  it('keeps the gap where the handle must travel and away from the edges', () => {
    expect(randomGap(() => 0)).toEqual({ x: 80, y: 8 });
    expect(randomGap(() => 0.999999)).toEqual({ x: 268, y: 108 });
    for (let i = 0; i < 200; i++) {
      const { x, y } = randomGap();
      expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(80);
      expect(x).toBeLessThanOrEqual(268);
      expect(y).toBeGreaterThanOrEqual(8);
      expect(y).toBeLessThanOrEqual(108);
    }
  });
});
