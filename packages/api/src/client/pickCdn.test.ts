import { describe, expect, it } from 'vitest';
import { cdnUrl, pickCdn } from './pickCdn';

const cdns = ['https://cdn1.example.com', 'https://cdn2.example.com/', 'https://cdn3.example.com'];

describe('pickCdn', () => {
  it('picks by the random source over the whole list', () => {
    expect(pickCdn(cdns, () => 0)).toBe(cdns[0]);
    expect(pickCdn(cdns, () => 0.5)).toBe(cdns[1]);
    expect(pickCdn(cdns, () => 0.9999)).toBe(cdns[2]);
  });

  it('stays inside the list even when the source returns 1, and has nothing for an empty list', () => {
    expect(pickCdn(cdns, () => 1)).toBe(cdns[2]);
    expect(pickCdn([], () => 0.5)).toBeUndefined();
  });

  it('spreads the picks over every CDN', () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickCdn(cdns)));
    expect(seen).toEqual(new Set(cdns));
  });
});

describe('cdnUrl', () => {
  it('joins a path to the picked CDN with one slash', () => {
    expect(cdnUrl('/games/rng/1.png', cdns, () => 0)).toBe('https://cdn1.example.com/games/rng/1.png');
    expect(cdnUrl('games/rng/1.png', cdns, () => 0.5)).toBe('https://cdn2.example.com/games/rng/1.png');
  });

  it('keeps absolute URLs and data URIs, and relative paths when no CDN is configured', () => {
    expect(cdnUrl('https://other.example/a.png', cdns)).toBe('https://other.example/a.png');
    expect(cdnUrl('//other.example/a.png', cdns)).toBe('//other.example/a.png');
    expect(cdnUrl('data:image/png;base64,AAAA', cdns)).toBe('data:image/png;base64,AAAA');
    expect(cdnUrl('/games/1.png', [])).toBe('/games/1.png');
  });
});
