import { gameTypes } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { drawGameArt, drawVendorLogo, wordmarkLines } from './drawGameArt';

describe('game art', () => {
  it('draws a language-free emblem per game type, the same every time', () => {
    const drawings = gameTypes.map((gameType) => drawGameArt({ nodeId: 10_001, gameType }));
    expect(new Set(drawings).size).toBe(gameTypes.length);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240"/);
      // No text (one image for every language), no script, no link, no address but the SVG namespace.
      expect(svg).not.toMatch(/<text|<title|<script|href=|on\w+=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(drawGameArt({ nodeId: 10_001, gameType: 'RNG' })).toBe(drawings[0]);
  });

  it('gives neighbouring games of a type their own colours and details', () => {
    const many = Array.from({ length: 40 }, (_, i) => drawGameArt({ nodeId: 20_001 + i, gameType: 'RNG' }));
    expect(new Set(many).size).toBe(40);
    const gradients = new Set(many.map((svg) => /stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1]));
    expect(gradients.size).toBeGreaterThanOrEqual(6);
  });
});

describe('vendor logos', () => {
  it('writes the code as a wordmark, split at its first underscore', () => {
    expect(wordmarkLines('PG')).toEqual(['PG']);
    expect(wordmarkLines('TCG_LOTTO_VN')).toEqual(['TCG', 'LOTTO VN']);
    const logo = drawVendorLogo('TCG_LOTTO_VN');
    expect(logo).toContain('>TCG</text>');
    expect(logo).toContain('>LOTTO VN</text>');
    expect(logo).toContain('<title>TCG_LOTTO_VN</title>');
    expect(logo).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    // Every line is pinned inside the 96-unit tile's 78-unit room.
    for (const match of logo.matchAll(/textLength="(\d+)"/g))
      expect(Number(match[1])).toBeLessThanOrEqual(78);
    expect(drawVendorLogo('PG')).toBe(drawVendorLogo('PG'));
    expect(drawVendorLogo('PG')).not.toBe(drawVendorLogo('PT'));
  });

  it('escapes what it writes', () => {
    expect(drawVendorLogo('A<B')).toContain('A&lt;B');
  });
});
