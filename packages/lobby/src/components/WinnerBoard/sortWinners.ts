import type { RankEntry } from '@portal/api';

/** How many winners the board shows (spec 9). */
export const winnerBoardLimit = 20;

/**
 * The winner board's order (spec 3): by `vo.winAmount`, biggest first; equal wins keep the server's
 * order (newest first). At most `limit` entries; the input is left as it was.
 */
export function sortWinners(entries: readonly RankEntry[], limit = winnerBoardLimit): RankEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.vo.winAmount - a.entry.vo.winAmount || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ entry }) => entry);
}
