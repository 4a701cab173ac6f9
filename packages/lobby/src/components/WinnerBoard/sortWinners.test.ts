import type { RankEntry } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { sortWinners, winnerBoardLimit } from './sortWinners';

const entry = (name: string, winAmount: number): RankEntry => ({
  vo: { name, winAmount, game: 'Tiger', prize: String(winAmount / 100), wonAt: 0 },
});

describe('sortWinners', () => {
  it('puts the biggest win first, keeping the server order among equal wins', () => {
    const entries = [entry('a', 500), entry('b', 90_000), entry('c', 500), entry('d', 1_200)];
    expect(sortWinners(entries).map((e) => e.vo.name)).toEqual(['b', 'd', 'a', 'c']);
    // The input is left as it came.
    expect(entries.map((e) => e.vo.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps at most 20 (spec 9), or the limit given', () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(`p${i}`, i * 100));
    expect(winnerBoardLimit).toBe(20);
    const top = sortWinners(many);
    expect(top).toHaveLength(20);
    expect(top[0]!.vo.name).toBe('p29');
    expect(sortWinners(many, 3).map((e) => e.vo.winAmount)).toEqual([2900, 2800, 2700]);
    expect(sortWinners(many, -1)).toEqual([]);
  });
});
