import type { SlotOutcome, SlotSymbol } from '@portal/api';
import { byId, fill, h } from '../shared/dom';
import type { GameSession } from './gameSession';
import { symbolSvg } from './gameView';

/** How long the reels spin at least, and the pause between two reels stopping. */
const spinMs = 650;
const reelStopMs = 170;

/** The slot: one spin per press; the reels stop one by one on the round's window, and the wins light up. */
export function playSlot(game: GameSession) {
  const { t, page, play } = game;
  const slot = page.slot;
  if (!slot) return;
  const reels = [...document.querySelectorAll<HTMLElement>('.reel')];
  const cellsOf = (reel: HTMLElement) => [...reel.querySelectorAll<HTMLElement>('.cell')];
  const setSymbol = (cell: HTMLElement, symbol: SlotSymbol) => {
    cell.replaceChildren(symbolSvg(symbol, t.symbols[symbol]));
    cell.dataset.symbol = symbol;
  };

  game.followStake((stake) => {
    const lineBet = stake / slot.paylines.length;
    byId('line-bet').textContent = fill(t.lineBet, { amount: game.money(lineBet) });
    document.querySelectorAll<HTMLElement>('#pays td[data-pay]').forEach((cell) => {
      cell.textContent = game.money(Math.floor(Number(cell.dataset.pay) * lineBet));
    });
  });

  play.addEventListener('click', async () => {
    if (play.disabled) return;
    play.disabled = true;
    play.textContent = t.spinning;
    game.message();
    byId('linewins').textContent = '';
    document.querySelectorAll('.cell.hit').forEach((cell) => cell.classList.remove('hit'));
    const spinners = reels.map((reel) => {
      reel.classList.remove('stopped');
      reel.classList.add('spinning');
      if (game.reduced) return undefined;
      return setInterval(() => {
        for (const cell of cellsOf(reel)) {
          setSymbol(cell, slot.symbols[Math.floor(Math.random() * slot.symbols.length)] ?? 'wild');
        }
      }, 70);
    });
    const began = Date.now();
    const result = await game.playRound({ stakeMinor: game.stake() });
    await game.wait(Math.max(0, spinMs - (Date.now() - began)));
    const outcome = 'value' in result ? (result.value.outcome as SlotOutcome) : undefined;
    for (const [r, reel] of reels.entries()) {
      clearInterval(spinners[r]);
      const column = outcome?.reels[r];
      if (column) cellsOf(reel).forEach((cell, row) => setSymbol(cell, column[row] ?? 'wild'));
      reel.classList.remove('spinning');
      reel.classList.add('stopped');
      await game.wait(reelStopMs);
    }
    if ('error' in result || !outcome) {
      game.message('error' in result ? result.error : t.errorNetwork, 'error');
      game.done(t.spin);
      return;
    }
    const { value } = result;
    for (const win of outcome.lines) {
      const rows = slot.paylines[win.line - 1] ?? [];
      for (let reel = 0; reel < win.count; reel += 1) {
        const column = reels[reel];
        if (column) cellsOf(column)[rows[reel] ?? 0]?.classList.add('hit');
      }
      byId('linewins').append(
        h(
          'li',
          {},
          `${fill(t.lineWin, { line: win.line, count: win.count, symbol: t.symbols[win.symbol] })} · ${game.money(
            Math.floor((win.pay * value.stakeMinor) / slot.paylines.length),
          )}`,
        ),
      );
    }
    if (value.winMinor > 0) game.message(fill(t.youWon, { amount: game.money(value.winMinor) }), 'win');
    else game.message(t.noWin);
    game.showStats(value);
    game.done(t.spin);
  });
}
