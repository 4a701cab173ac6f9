import { describe, expect, it } from 'vitest';
import { barPercentOf, failedSpeed, fastestLine, hasFailed, sortLines, speedOf } from './speedOf';

describe('speedOf', () => {
  it('is fast up to and including 80 ms', () => {
    expect(speedOf(0)).toBe('fast');
    expect(speedOf(42)).toBe('fast');
    expect(speedOf(80)).toBe('fast');
  });

  it('is normal above 80 ms up to and including 150 ms', () => {
    expect(speedOf(80.5)).toBe('normal');
    expect(speedOf(81)).toBe('normal');
    expect(speedOf(150)).toBe('normal');
  });

  it('is slow above 150 ms', () => {
    expect(speedOf(151)).toBe('slow');
    expect(speedOf(2000)).toBe('slow');
  });

  it('is slow when the ping failed (9999) or measured nothing sensible', () => {
    expect(speedOf(failedSpeed)).toBe('slow');
    expect(speedOf(Number.NaN)).toBe('slow');
    expect(speedOf(-1)).toBe('slow');
    expect(speedOf(Number.POSITIVE_INFINITY)).toBe('slow');
  });
});

describe('hasFailed', () => {
  it('is true for 9999 and beyond and for impossible values only', () => {
    expect(hasFailed(9999)).toBe(true);
    expect(hasFailed(12000)).toBe(true);
    expect(hasFailed(Number.NaN)).toBe(true);
    expect(hasFailed(9998)).toBe(false);
    expect(hasFailed(0)).toBe(false);
  });
});

describe('sortLines', () => {
  const line = (domainName: string, speed: number | null) => ({ domainName, speed });

  it('orders by speed ascending, failed then still-pinging last, without touching the input', () => {
    const lines = [line('a', 9999), line('b', null), line('c', 120), line('d', 35), line('e', 300)];
    const sorted = sortLines(lines);
    expect(sorted.map((l) => l.domainName)).toEqual(['d', 'c', 'e', 'a', 'b']);
    expect(lines.map((l) => l.domainName)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps the given order for equal speeds', () => {
    const sorted = sortLines([line('x', 60), line('y', null), line('z', 60), line('w', null)]);
    expect(sorted.map((l) => l.domainName)).toEqual(['x', 'z', 'y', 'w']);
  });

  it('treats any failed value like 9999', () => {
    const sorted = sortLines([line('nan', Number.NaN), line('slow', 5000), line('failed', 9999)]);
    expect(sorted.map((l) => l.domainName)).toEqual(['slow', 'nan', 'failed']);
  });
});

describe('barPercentOf', () => {
  it('is empty while pinging and when the ping failed', () => {
    expect(barPercentOf(null)).toBe(0);
    expect(barPercentOf(9999)).toBe(0);
  });

  it('fills more for faster lines and keeps a sliver for very slow ones', () => {
    expect(barPercentOf(0)).toBe(100);
    expect(barPercentOf(40)).toBe(90);
    expect(barPercentOf(200)).toBe(50);
    expect(barPercentOf(390)).toBe(6);
    expect(barPercentOf(2000)).toBe(6);
  });
});

describe('fastestLine', () => {
  it('is the fastest line that answered', () => {
    const lines = [
      { domainName: 'a', speed: null },
      { domainName: 'b', speed: 140 },
      { domainName: 'c', speed: 9999 },
      { domainName: 'd', speed: 90 },
    ];
    expect(fastestLine(lines)?.domainName).toBe('d');
  });

  it('is undefined when nothing answered', () => {
    expect(fastestLine([{ speed: null }, { speed: 9999 }])).toBeUndefined();
    expect(fastestLine([])).toBeUndefined();
  });
});
