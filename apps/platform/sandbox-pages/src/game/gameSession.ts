/**
 * What every sandbox game shares once its page is drawn: the header's stats (the time played ticks), the
 * message line, the stake selector, the play button, and one round at a time through the round call.
 * Nothing plays by itself: a round starts only when the player presses.
 */
import { paths, roundIntervalMs, type SandboxGamePage, type SandboxRoundValue } from '@portal/api';
import { formatMoney } from '../../../src/games/formatMoney';
import { byId } from '../shared/dom';
import type { GameTexts } from './gameTexts';
import { clock } from './gameView';

export type GameSession = ReturnType<typeof openGameSession>;

/** A fresh idempotency key for each round the player asks for. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the button waits beyond the round interval: two presses' requests may reach the platform closer. */
const intervalMarginMs = 100;

export function openGameSession(page: SandboxGamePage, token: string, t: GameTexts) {
  /** When the last round was sent. */
  let roundSentAt = 0;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const money = (minor: number) => formatMoney(minor, page.currencySymbol);
  const play = byId<HTMLButtonElement>('play');
  let ended = false;

  let startedAt = Date.now() - page.elapsedMs;
  setInterval(() => {
    byId('elapsed').textContent = clock(Date.now() - startedAt);
  }, 1_000);

  const errorTexts: Record<string, string> = {
    INSUFFICIENT_FUNDS: t.errorFunds,
    THROTTLED: t.errorFast,
    GAME_SESSION_INVALID: t.errorEnded,
    GAME_MAINTENANCE: t.errorMaintenance,
    BAD_INPUT: t.errorInput,
    ROOM_FULL: t.errorInput,
  };

  // The stake selector (slot and lottery; a PVP hand stakes its room's stake).
  let stakeIndex = 0;
  let onStake: (stakeMinor: number) => void = () => {};
  const showStake = () => {
    const down = document.getElementById('stake-down') as HTMLButtonElement | null;
    const up = document.getElementById('stake-up') as HTMLButtonElement | null;
    if (!down || !up || page.stakes.length === 0) return;
    byId('stake').textContent = money(page.stakes[stakeIndex] ?? 0);
    down.disabled = stakeIndex === 0;
    up.disabled = stakeIndex === page.stakes.length - 1;
    onStake(page.stakes[stakeIndex] ?? 0);
  };
  document.getElementById('stake-down')?.addEventListener('click', () => {
    if (stakeIndex > 0) stakeIndex -= 1;
    showStake();
  });
  document.getElementById('stake-up')?.addEventListener('click', () => {
    if (stakeIndex < page.stakes.length - 1) stakeIndex += 1;
    showStake();
  });

  return {
    t,
    page,
    play,
    money,
    get ended() {
      return ended;
    },
    stake: () => page.stakes[stakeIndex] ?? 0,
    /** Draws the stake (and what depends on it) now and after each change. */
    followStake(listener: (stakeMinor: number) => void) {
      onStake = listener;
      showStake();
    },
    /** Waits for an animation step; no wait at all under reduced motion. */
    wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, reduced ? 0 : ms)),
    reduced,
    message(text = '', kind?: 'win' | 'error') {
      const node = document.getElementById('message');
      if (!node) return;
      node.textContent = text;
      node.className = kind ? `message ${kind}` : 'message';
    },
    showStats(value: SandboxRoundValue) {
      byId('balance').textContent = money(value.balanceMinor);
      const net = byId('net');
      net.textContent = money(value.netMinor);
      net.className = value.netMinor > 0 ? 'up' : value.netMinor < 0 ? 'down' : '';
      startedAt = Date.now() - value.elapsedMs;
    },
    /**
     * The play button's label back, pressable again unless the session is over: not before the platform's
     * round interval has passed since this round was sent (with a margin for the network's jitter), so a
     * quick press, or no animation under reduced motion, never meets "too fast".
     */
    done(label: string) {
      play.textContent = label;
      const early = roundSentAt + roundIntervalMs + intervalMarginMs - Date.now();
      if (ended || early <= 0) {
        play.disabled = ended;
        return;
      }
      play.disabled = true;
      setTimeout(() => (play.disabled = ended), early);
    },
    /**
     * One round: a fresh idempotency key per press; a lost connection is retried once with the same key,
     * so the round is never played twice.
     */
    async playRound(
      round: Record<string, unknown>,
    ): Promise<{ value: SandboxRoundValue } | { error: string }> {
      const key = newKey();
      const body = JSON.stringify({ ...round, session: token });
      roundSentAt = Date.now();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const response = await fetch(paths.sandboxGameRound, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
          });
          const json = (await response.json()) as {
            success?: boolean;
            value?: SandboxRoundValue;
            code?: string;
          };
          if (json.success && json.value) return { value: json.value };
          if (json.code === 'GAME_SESSION_INVALID') ended = true;
          return { error: errorTexts[json.code ?? ''] ?? t.errorNetwork };
        } catch {
          // A lost connection: the second attempt carries the same key.
        }
      }
      return { error: t.errorNetwork };
    },
  };
}
