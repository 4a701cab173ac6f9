import { describe, expect, it } from 'vitest';
import { initialDirection, otherSideAfter } from './transferDirection';

const names = ['main', 'pg', 'ag'];

describe('initialDirection', () => {
  it('opens from the main wallet to the first vendor when the host names no side', () => {
    expect(initialDirection(names)).toEqual({ from: 'main', to: 'pg' });
    expect(initialDirection(['main'])).toEqual({ from: 'main', to: '' });
  });

  it('faces the side the host names with the main wallet', () => {
    expect(initialDirection(names, undefined, 'ag')).toEqual({ from: 'main', to: 'ag' });
    expect(initialDirection(names, 'ag')).toEqual({ from: 'ag', to: 'main' });
    expect(initialDirection(names, undefined, 'main')).toEqual({ from: 'pg', to: 'main' });
    expect(initialDirection(names, 'main')).toEqual({ from: 'main', to: 'pg' });
  });

  it('keeps both sides as given, and leaves out a wallet the member does not have', () => {
    expect(initialDirection(names, 'ag', 'main')).toEqual({ from: 'ag', to: 'main' });
    expect(initialDirection(names, 'pg', 'ag')).toEqual({ from: 'pg', to: 'ag' });
    expect(initialDirection(names, 'gone', 'ag')).toEqual({ from: 'main', to: 'ag' });
    expect(initialDirection(names, 'gone', 'gone')).toEqual({ from: 'main', to: 'pg' });
  });
});

describe('otherSideAfter', () => {
  it("faces a vendor's wallet with the main one", () => {
    expect(otherSideAfter('ag', 'pg', 'main')).toBe('main');
    expect(otherSideAfter('ag', 'main', 'pg')).toBe('main');
  });

  it('flips the direction when the main wallet is chosen where the other side had it', () => {
    expect(otherSideAfter('main', 'pg', 'main')).toBe('pg');
    expect(otherSideAfter('main', 'pg', 'ag')).toBe('ag');
  });
});
