import { describe, expect, it } from 'vitest';
import { mirrorHref, mirrorLabel } from './mirrorHref';

describe('mirrorHref', () => {
  it('opens a bare domain over https', () => {
    expect(mirrorHref('www.example.com')).toBe('https://www.example.com');
    expect(mirrorHref('  mirror2.example.net ')).toBe('https://mirror2.example.net');
    expect(mirrorHref('//cdn.example.com')).toBe('https://cdn.example.com');
  });

  it('keeps an address that already names http or https', () => {
    expect(mirrorHref('https://a.example.com/')).toBe('https://a.example.com/');
    expect(mirrorHref('HTTP://b.example.com')).toBe('HTTP://b.example.com');
  });

  it('never produces a script address', () => {
    expect(mirrorHref('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });
});

describe('mirrorLabel', () => {
  it('drops the scheme and any trailing slash', () => {
    expect(mirrorLabel('https://a.example.com/')).toBe('a.example.com');
    expect(mirrorLabel(' www.example.com ')).toBe('www.example.com');
    expect(mirrorLabel('http://b.example.com/path/')).toBe('b.example.com/path');
  });
});
