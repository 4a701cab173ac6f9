import type { PvpOutcome } from '@portal/api';
import { byId, fill, h } from '../shared/dom';
import type { GameSession } from './gameSession';
import { cardBack } from './gameView';

const suits: Record<string, string> = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };

/** A card face up ('10H': rank and suit), named for a reader. */
function card(name: string, label: string) {
  const rank = name.slice(0, -1);
  const suit = suits[name.slice(-1)] ?? '';
  const red = name.endsWith('H') || name.endsWith('D');
  return h(
    'div',
    { class: `card flip${red ? ' red' : ''}`, role: 'img', 'aria-label': `${label}: ${rank}${suit}` },
    h('span', {}, rank + suit),
    h('span', { class: 'mid' }, suit),
    h('span', { class: 'end' }, rank + suit),
  );
}

/** High card against the house: the player joins a table and deals one hand per press. */
export function playPvp(game: GameSession) {
  const { t, play } = game;
  let room: { roomId: string; stake: number } | null = null;
  const faceDown = () => {
    byId('house-card').replaceChildren(cardBack(t.house));
    byId('player-card').replaceChildren(cardBack(t.you));
  };

  document.querySelectorAll<HTMLElement>('.join').forEach((button) => {
    button.addEventListener('click', () => {
      room = { roomId: button.dataset.room ?? '', stake: Number(button.dataset.stake) };
      byId('table-name').textContent = button.dataset.name ?? '';
      byId('stake').textContent = game.money(room.stake);
      byId('rooms').hidden = true;
      byId('table').hidden = false;
      game.message();
      play.focus();
    });
  });
  byId('leave').addEventListener('click', () => {
    room = null;
    byId('table').hidden = true;
    byId('rooms').hidden = false;
    faceDown();
  });

  play.addEventListener('click', async () => {
    if (play.disabled || !room) return;
    play.disabled = true;
    play.textContent = t.dealing;
    game.message();
    faceDown();
    const result = await game.playRound({ stakeMinor: room.stake, roomId: room.roomId });
    if ('error' in result) {
      game.message(result.error, 'error');
      game.done(t.deal);
      return;
    }
    const { value } = result;
    const outcome = value.outcome as PvpOutcome;
    await game.wait(250);
    byId('player-card').replaceChildren(card(outcome.playerCard, t.you));
    await game.wait(350);
    byId('house-card').replaceChildren(card(outcome.houseCard, t.house));
    if (outcome.result === 'win')
      game.message(fill(t.resultWin, { amount: game.money(value.winMinor) }), 'win');
    else if (outcome.result === 'push') game.message(t.resultPush);
    else game.message(t.resultLose);
    game.showStats(value);
    game.done(t.deal);
  });
}
