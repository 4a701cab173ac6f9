import { paths, type LotteryOutcome, type OpenedDraw } from '@portal/api';
import { byId, fill, h } from '../shared/dom';
import type { GameSession } from './gameSession';
import { everyText, oddsRow, pickNote, resultView } from './gameView';

/** The latest results are asked again this often; a ball of a draw comes out every ballMs. */
const resultsEveryMs = 30_000;
const ballMs = 140;

/**
 * The lottery draw: the player picks numbers (in order for the ordered groups), plays one draw per press
 * and sees the balls come out; the lobby view switches between the prize mode's games.
 */
export function playLottery(game: GameSession) {
  const { t, page, play } = game;
  const lottery = page.lottery;
  if (!lottery) return;
  let current = lottery.current;
  let picks: number[] = [];
  const rule = () => lottery.rules[current.gameGroupCode];
  const pad = (n: number) => String(n).padStart(rule().pad, '0');

  function renderPicks() {
    const chosen = byId('chosen');
    chosen.textContent = picks.length === 0 ? t.noPicks : '';
    picks.forEach((n, i) => {
      chosen.append(
        h(
          'span',
          { class: 'ball small pick', title: rule().ordered ? fill(t.position, { n: i + 1 }) : undefined },
          pad(n),
        ),
      );
    });
    document.querySelectorAll<HTMLButtonElement>('#numbers .num').forEach((button) => {
      const at = picks.indexOf(Number(button.dataset.n));
      button.setAttribute('aria-pressed', at >= 0 ? 'true' : 'false');
      button.querySelector('.pos')?.remove();
      if (at >= 0 && rule().ordered) button.append(h('span', { class: 'pos' }, at + 1));
      button.disabled = at < 0 && picks.length >= rule().maxPicks;
    });
    document.querySelectorAll<HTMLElement>('#odds tbody tr').forEach((row) => {
      row.className = Number(row.dataset.count) === picks.length ? 'on' : '';
    });
    play.disabled = game.ended || picks.length === 0;
  }

  function renderGrid() {
    const r = rule();
    const grid = byId('numbers');
    const size = r.max - r.min + 1;
    grid.style.setProperty('--cols', String(size > 12 ? 10 : size > 10 ? 6 : size));
    grid.replaceChildren(
      ...Array.from({ length: size }, (_, i) =>
        h(
          'button',
          { type: 'button', class: 'num', 'data-n': r.min + i, 'aria-pressed': 'false' },
          pad(r.min + i),
        ),
      ),
    );
    byId('odds')
      .querySelector('tbody')
      ?.replaceChildren(...r.pays.map(oddsRow));
    byId('pick-note').textContent = pickNote(r, current.gameGroupCode, t);
    byId('lotto-name').textContent = current.name;
    byId('lotto-sub').textContent = `${t.groups[current.gameGroupCode]} · ${fill(t.drawEvery, {
      every: everyText(current.drawIntervalSeconds, t),
    })}`;
    byId('drawn').textContent = '';
    game.message();
  }

  const renderResults = (list: OpenedDraw[]) =>
    byId('results').replaceChildren(...list.map((draw) => resultView(draw, rule())));

  async function refreshResults() {
    try {
      const query = new URLSearchParams({ gameCode: current.gameCode, limit: '5' });
      const response = await fetch(`${paths.lotteryOpened}?${query.toString()}`);
      const json = (await response.json()) as { success?: boolean; value?: { list: OpenedDraw[] } };
      if (json.success && json.value) renderResults(json.value.list);
    } catch {
      // The list stays as it was until the next refresh.
    }
  }
  setInterval(() => void refreshResults(), resultsEveryMs);

  byId('numbers').addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.num');
    if (!button || button.disabled) return;
    const n = Number(button.dataset.n);
    const at = picks.indexOf(n);
    if (at >= 0) picks.splice(at, 1);
    else if (picks.length < rule().maxPicks) picks.push(n);
    renderPicks();
  });
  byId('clear').addEventListener('click', () => {
    picks = [];
    renderPicks();
  });

  const gamesList = document.getElementById('games');
  if (gamesList) {
    const showGroup = (group: string) => {
      document.querySelectorAll<HTMLElement>('.tabs button').forEach((tab) => {
        tab.setAttribute('aria-selected', tab.dataset.group === group ? 'true' : 'false');
      });
      gamesList.replaceChildren(
        ...lottery.games
          .filter((entry) => entry.gameGroupCode === group)
          .map((entry) =>
            h(
              'li',
              {},
              h(
                'button',
                {
                  type: 'button',
                  'data-code': entry.gameCode,
                  'aria-current': String(entry.gameCode === current.gameCode),
                },
                entry.name,
              ),
            ),
          ),
      );
    };
    document.querySelector('.tabs')?.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('button[data-group]');
      if (tab?.dataset.group) showGroup(tab.dataset.group);
    });
    gamesList.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('button[data-code]');
      if (!button || play.textContent === t.drawing) return;
      current = lottery.games.find((entry) => entry.gameCode === button.dataset.code) ?? current;
      gamesList.querySelectorAll('button').forEach((other) => {
        other.setAttribute('aria-current', other === button ? 'true' : 'false');
      });
      picks = [];
      renderGrid();
      renderPicks();
      renderResults([]);
      void refreshResults();
    });
  }

  play.addEventListener('click', async () => {
    if (play.disabled || picks.length === 0) return;
    play.disabled = true;
    play.textContent = t.drawing;
    game.message();
    const drawn = byId('drawn');
    drawn.textContent = '';
    const round: Record<string, unknown> = { stakeMinor: game.stake(), picks: [...picks] };
    if (lottery.view === 'lobby') round.gameCode = current.gameCode;
    const result = await game.playRound(round);
    if ('error' in result) {
      game.message(result.error, 'error');
      game.done(t.play);
      renderPicks();
      return;
    }
    const { value } = result;
    const outcome = value.outcome as LotteryOutcome;
    const r = rule();
    for (const [i, shown] of outcome.drawn.entries()) {
      const number = Number(shown);
      const counted = r.ordered
        ? outcome.picks[i] === number
        : i < r.matchFirst && outcome.picks.includes(number);
      const special = !r.ordered && i >= r.matchFirst;
      drawn.append(h('span', { class: `ball${counted ? ' match' : ''}${special ? ' special' : ''}` }, shown));
      await game.wait(ballMs);
    }
    if (value.winMinor > 0) game.message(fill(t.hit, { amount: game.money(value.winMinor) }), 'win');
    else game.message(t.miss);
    game.showStats(value);
    game.done(t.play);
    renderPicks();
  });

  game.followStake(() => {});
  renderPicks();
}
