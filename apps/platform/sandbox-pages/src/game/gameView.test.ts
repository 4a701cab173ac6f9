import type { SandboxGamePage } from '@portal/api';
import { getByRole, getByText } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { gameTexts, type GameTexts } from './gameTexts';
import { endedView, headerView, lotteryView, pvpView, slotView } from './gameView';

const base: SandboxGamePage = {
  ended: false,
  lang: 'en',
  kind: 'slot',
  trial: true,
  gameName: 'Fortune Tiger <b>',
  vendorName: 'PG Studio',
  typeTitle: 'Slots',
  backUrl: '/rng',
  currencySymbol: '$',
  balanceMinor: 200_000,
  netMinor: -150,
  elapsedMs: 65_000,
  rounds: 0,
  stakes: [100, 200],
  slot: {
    rtp: 96.06,
    symbols: ['wild', 'cherry'],
    paytable: {
      wild: [0, 5, 20, 100],
      seven: [0, 4, 15, 60],
      gem: [0, 3, 10, 40],
      bell: [0, 2, 8, 30],
      bar: [0, 2, 6, 20],
      melon: [0, 1, 5, 15],
      plum: [0, 1, 4, 12],
      lemon: [0, 1, 3, 10],
      cherry: [1, 2, 5, 10],
    },
    paylines: [[1, 1, 1, 1, 1]],
    reels: [['wild', 'cherry', 'cherry']],
  },
};

const draw = (page: SandboxGamePage, view: (p: SandboxGamePage, t: GameTexts) => HTMLElement) => {
  const t = gameTexts[page.lang];
  const container = document.createElement('div');
  container.append(headerView(page, t), view(page, t));
  document.body.replaceChildren(container);
  return container;
};

describe('the sandbox game page, drawn from what the platform answered', () => {
  // The unit project shares one document between its files (isolate: false): a page left in the body
  // kept the focus from the next file's components (its Back link took a Tab meant for a Button).
  afterEach(() => document.body.replaceChildren());

  it('shows the slot: its name as text, the play money, the time played, the reels, the spin button', () => {
    const page = draw(base, slotView);
    expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Fortune Tiger <b>FREE TRIAL');
    expect(getByText(page, 'Play money')).toBeTruthy();
    expect(page.querySelector('#balance')?.textContent).toBe('$2,000.00');
    expect(page.querySelector('#net')?.className).toBe('down');
    expect(page.querySelector('#elapsed')?.textContent).toBe('01:05');
    expect(getByRole(page, 'button', { name: 'Spin' })).toBeTruthy();
    expect(getByRole(page, 'region', { name: 'Reels' }).querySelectorAll('[role=img]')).toHaveLength(3);
    expect(getByText(page, 'RTP 96.06%')).toBeTruthy();
    expect(getByRole(page, 'link', { name: 'Back to lobby' }).getAttribute('href')).toBe('/rng');
    expect(getByRole(page, 'link', { name: 'Back to lobby' }).getAttribute('target')).toBe('_top');
  });

  it('speaks Arabic when the session does', () => {
    const page = draw({ ...base, lang: 'ar', trial: false }, slotView);
    expect(getByText(page, 'نسبة العائد 96.06%')).toBeTruthy();
    expect(getByText(page, 'الرصيد')).toBeTruthy();
    expect(getByRole(page, 'button', { name: 'دوران' })).toBeTruthy();
  });

  it('shows the lottery numbers with the draw button off until a pick, and the PVP rooms to join', () => {
    const rule = {
      min: 0,
      max: 9,
      draw: 5,
      ordered: true,
      matchFirst: 5,
      maxPicks: 5,
      pad: 1,
      pays: [{ count: 1, multiplier: 9.5, rtp: 95 }],
    };
    const lottery = draw(
      {
        ...base,
        kind: 'lottery',
        slot: undefined,
        lottery: {
          view: 'betting',
          current: { gameCode: 'VN1', name: 'Hanoi', gameGroupCode: 'SSC', drawIntervalSeconds: 300 },
          games: [],
          rules: { SSC: rule, '11X5': rule, PK10: rule, LHC: rule, LF: rule },
          draws: [],
        },
      },
      lotteryView,
    );
    expect((getByRole(lottery, 'button', { name: 'Play draw' }) as HTMLButtonElement).disabled).toBe(true);
    expect(lottery.querySelectorAll('#numbers .num')).toHaveLength(10);
    const pvp = draw(
      {
        ...base,
        kind: 'pvp',
        slot: undefined,
        pvp: {
          rtp: 97.5,
          rooms: [
            { roomId: 'r1', gameCode: 'HC', name: 'Table 1', stakeMinor: 500, players: 1, seats: 4 },
            { roomId: 'r2', gameCode: 'HC', name: 'Table 2', stakeMinor: 500, players: 4, seats: 4 },
          ],
        },
      },
      pvpView,
    );
    expect(pvp.querySelectorAll('.join')).toHaveLength(1);
    expect(getByText(pvp, 'Full')).toBeTruthy();
  });

  it('has every text in both languages', () => {
    const keys = (texts: object): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value).map((inner) => `${key}.${inner}`) : [key],
      );
    expect(keys(gameTexts.ar).sort()).toEqual(keys(gameTexts.en).sort());
  });

  it('says when the session is over, with the way back', () => {
    const ended = endedView('/', gameTexts.en);
    expect(getByRole(ended, 'heading', { level: 1 }).textContent).toBe('This game session has ended');
    expect(getByRole(ended, 'link', { name: 'Back to lobby' }).getAttribute('href')).toBe('/');
  });
});
