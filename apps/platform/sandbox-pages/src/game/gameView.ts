/**
 * The sandbox game page's parts, drawn from what `sandboxGamePage` answered: the header (balance, time
 * played, net position), the slot, the lottery draw or the PVP rooms, and the page of a session that is
 * over. Every text goes in as text (`h`), never as HTML.
 */
import type { OpenedDraw, SandboxGamePage, SandboxPageLotteryRule, SlotSymbol } from '@portal/api';
import { formatMoney } from '../../../src/games/formatMoney';
import { fill, h, svg } from '../shared/dom';
import type { GameTexts } from './gameTexts';

type Page = SandboxGamePage;

/** Elapsed ms as the header shows time played: mm:ss, or h:mm:ss past an hour. */
export const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const two = (n: number) => String(n).padStart(2, '0');
  const rest = `${two(Math.floor((total % 3_600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
};

/** A slot symbol, by reference to the page's hidden symbol sheet. */
export const symbolSvg = (symbol: SlotSymbol, label: string) =>
  svg(
    'svg',
    { class: 'sym', viewBox: '0 0 100 100', role: 'img', 'aria-label': label },
    svg('use', { href: `#s-${symbol}` }),
  );

const backIcon = () =>
  svg(
    'svg',
    {
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2.2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
    },
    svg('path', { d: 'M15 18l-6-6 6-6' }),
  );

/** The way back to the portal's lobby (the whole window: the game runs in the portal's frame). */
const backLink = (href: string, t: GameTexts, id?: string) =>
  h('a', { class: 'back', id, href, target: '_top' }, backIcon(), t.back);

/** The page of a session that is over (or never was): a short note and the way back. */
export const endedView = (backUrl: string, t: GameTexts) =>
  h(
    'div',
    { class: 'app' },
    h(
      'main',
      { class: 'ended' },
      h(
        'div',
        { class: 'panel ended-box' },
        h('h1', {}, t.endedTitle),
        h('p', {}, t.endedText),
        backLink(backUrl, t),
      ),
    ),
  );

export function headerView(page: Page, t: GameTexts) {
  const money = (minor: number) => formatMoney(minor, page.currencySymbol);
  const net = page.netMinor;
  return h(
    'header',
    { class: 'bar' },
    backLink(page.backUrl, t, 'back'),
    h(
      'div',
      { class: 'title' },
      h('h1', {}, page.gameName, page.trial && h('span', { class: 'badge' }, t.trialBadge)),
      h('p', {}, `${page.vendorName} · ${page.typeTitle}`),
    ),
    h(
      'dl',
      { class: 'stats' },
      h(
        'div',
        {},
        h('dt', {}, page.trial ? t.playMoney : t.balance),
        h('dd', { id: 'balance' }, money(page.balanceMinor)),
      ),
      h('div', {}, h('dt', {}, t.elapsed), h('dd', { id: 'elapsed' }, clock(page.elapsedMs))),
      h(
        'div',
        {},
        h('dt', {}, t.net),
        h('dd', { id: 'net', class: net > 0 ? 'up' : net < 0 ? 'down' : '' }, money(net)),
      ),
    ),
  );
}

function stakeControl(page: Page, t: GameTexts, stakeMinor: number, button: HTMLButtonElement) {
  return h(
    'div',
    { class: 'panel controls' },
    h(
      'div',
      { class: 'stake' },
      h('span', { class: 'label', id: 'stake-label' }, t.stake),
      h('button', { type: 'button', class: 'round-btn', id: 'stake-down', 'aria-label': t.lower }, '−'),
      h(
        'output',
        { id: 'stake', 'aria-labelledby': 'stake-label', 'aria-live': 'polite' },
        formatMoney(stakeMinor, page.currencySymbol),
      ),
      h('button', { type: 'button', class: 'round-btn', id: 'stake-up', 'aria-label': t.higher }, '+'),
    ),
    button,
  );
}

const playButton = (label: string, disabled = false) =>
  h('button', { type: 'button', class: 'primary', id: 'play', disabled }, label);

export function slotView(page: Page, t: GameTexts) {
  const slot = page.slot;
  if (!slot) return h('main');
  const stake = page.stakes[0] ?? 100;
  const lineBet = stake / slot.paylines.length;
  const rtp = slot.rtp.toFixed(2);
  const payCell = (symbol: SlotSymbol, i: number) => {
    const pay = slot.paytable[symbol][i] ?? 0;
    return pay > 0
      ? h('td', { 'data-pay': pay }, formatMoney(Math.floor(pay * lineBet), page.currencySymbol))
      : h('td', { class: 'z' }, '–');
  };
  return h(
    'main',
    {},
    h(
      'div',
      { class: 'stage' },
      h(
        'section',
        { class: 'panel machine', 'aria-label': t.reelsLabel },
        h(
          'div',
          { class: 'reels', id: 'reels' },
          ...slot.reels.map((reel, r) =>
            h(
              'div',
              { class: 'reel', 'data-reel': r },
              ...reel.map((symbol, row) =>
                h('div', { class: 'cell', 'data-row': row }, symbolSvg(symbol, t.symbols[symbol])),
              ),
            ),
          ),
        ),
        h('ul', { class: 'linewins', id: 'linewins', 'aria-live': 'polite' }),
        h('p', { class: 'message', id: 'message', role: 'status' }),
      ),
      stakeControl(page, t, stake, playButton(t.spin)),
    ),
    h(
      'aside',
      { class: 'panel side' },
      h('h2', {}, t.paytable),
      h('span', { class: 'rtp', title: fill(t.rtpLong, { rtp }) }, fill(t.rtp, { rtp })),
      h(
        'div',
        { class: 'sub' },
        `${t.lines} · `,
        h('span', { id: 'line-bet' }, fill(t.lineBet, { amount: formatMoney(lineBet, page.currencySymbol) })),
      ),
      h(
        'table',
        { class: 'pays', id: 'pays' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', {}, h('span', { class: 'sr' }, t.paytable)),
            ...['5×', '4×', '3×', '2×'].map((count) => h('th', {}, count)),
          ),
        ),
        h(
          'tbody',
          {},
          ...slot.symbols.map((symbol) =>
            h(
              'tr',
              { 'data-symbol': symbol },
              h('td', {}, symbolSvg(symbol, t.symbols[symbol])),
              ...[3, 2, 1, 0].map((i) => payCell(symbol, i)),
            ),
          ),
        ),
      ),
      h('p', { class: 'note' }, t.paytableNote),
      h('p', { class: 'note' }, fill(t.rtpLong, { rtp })),
    ),
  );
}

/** How often a lottery game draws, in words. */
export const everyText = (seconds: number, t: GameTexts) =>
  seconds >= 86_400
    ? t.daily
    : seconds >= 3_600
      ? fill(t.hours, { n: seconds / 3_600 })
      : fill(t.minutes, { n: seconds / 60 });

/** The note above the numbers: in order (one per position) or any order. */
export const pickNote = (rule: SandboxPageLotteryRule, groupCode: string, t: GameTexts) =>
  rule.ordered
    ? fill(t.pickOrdered, { max: rule.maxPicks })
    : fill(groupCode === 'LHC' ? t.pickAnyLhc : t.pickAny, { max: rule.maxPicks });

/** One of the latest results: its draw number and time, and its balls (the special ones marked). */
export const resultView = (draw: OpenedDraw, rule: SandboxPageLotteryRule) => {
  const at = new Date(draw.openedAt).toISOString();
  return h(
    'li',
    {},
    h(
      'div',
      { class: 'numero' },
      h('span', {}, draw.numero),
      h('time', { datetime: at }, `${at.slice(11, 16)} UTC`),
    ),
    h(
      'div',
      { class: 'balls' },
      ...draw.result.map((n, i) =>
        h('span', { class: `ball small${!rule.ordered && i >= rule.matchFirst ? ' special' : ''}` }, n),
      ),
    ),
  );
};

export function lotteryView(page: Page, t: GameTexts) {
  const lottery = page.lottery;
  if (!lottery) return h('main');
  const { current } = lottery;
  const rule = lottery.rules[current.gameGroupCode];
  const stake = page.stakes[0] ?? 100;
  const numbers = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  const cols = numbers.length > 12 ? 10 : numbers.length > 10 ? 6 : numbers.length;
  const grid = h(
    'div',
    { class: 'grid', id: 'numbers' },
    ...numbers.map((n) =>
      h(
        'button',
        { type: 'button', class: 'num', 'data-n': n, 'aria-pressed': 'false' },
        String(n).padStart(rule.pad, '0'),
      ),
    ),
  );
  grid.style.setProperty('--cols', String(cols));
  const groups = (['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const).filter((code) =>
    lottery.games.some((game) => game.gameGroupCode === code),
  );
  const lobby =
    lottery.view === 'lobby' &&
    h(
      'nav',
      { class: 'panel lobby', 'aria-label': t.lottoGames },
      h('h2', {}, t.lottoGames),
      h(
        'div',
        { class: 'tabs', role: 'tablist' },
        ...groups.map((code) =>
          h(
            'button',
            {
              type: 'button',
              role: 'tab',
              'data-group': code,
              'aria-selected': String(code === current.gameGroupCode),
            },
            t.groups[code],
          ),
        ),
      ),
      h(
        'ul',
        { class: 'games', id: 'games' },
        ...lottery.games
          .filter((game) => game.gameGroupCode === current.gameGroupCode)
          .map((game) =>
            h(
              'li',
              {},
              h(
                'button',
                {
                  type: 'button',
                  'data-code': game.gameCode,
                  'aria-current': String(game.gameCode === current.gameCode),
                },
                game.name,
              ),
            ),
          ),
      ),
    );
  return h(
    'main',
    {},
    lobby,
    h(
      'div',
      { class: 'stage' },
      h(
        'section',
        { class: 'panel lotto', id: 'lotto' },
        h('h2', { id: 'lotto-name' }, current.name),
        h(
          'p',
          { class: 'sub', id: 'lotto-sub' },
          `${t.groups[current.gameGroupCode]} · ${fill(t.drawEvery, { every: everyText(current.drawIntervalSeconds, t) })}`,
        ),
        h('p', { class: 'sub', id: 'pick-note' }, pickNote(rule, current.gameGroupCode, t)),
        grid,
        h(
          'div',
          { class: 'slip' },
          h('span', { class: 'label' }, t.yourPicks),
          h('span', { class: 'chosen', id: 'chosen' }, t.noPicks),
          h('button', { type: 'button', class: 'ghost', id: 'clear' }, t.clear),
        ),
        h('div', { class: 'drawn', id: 'drawn', 'aria-live': 'polite' }),
        h('p', { class: 'message', id: 'message', role: 'status' }),
      ),
      stakeControl(page, t, stake, playButton(t.play, true)),
    ),
    h(
      'aside',
      { class: 'panel side' },
      h('h2', {}, t.odds),
      h(
        'table',
        { class: 'odds', id: 'odds' },
        h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, t.odds), h('th', {}, 'RTP'))),
        h('tbody', {}, ...rule.pays.map((pay) => oddsRow(pay))),
      ),
      h('h2', { class: 'later' }, t.latest),
      h('ul', { class: 'results', id: 'results' }, ...lottery.draws.map((draw) => resultView(draw, rule))),
    ),
  );
}

/** A row of the pays table: picks, the hit's multiplier, the bet's RTP. */
export const oddsRow = (pay: SandboxPageLotteryRule['pays'][number]) =>
  h(
    'tr',
    { 'data-count': pay.count },
    h('td', {}, pay.count),
    h('td', {}, `${pay.multiplier.toFixed(2)}×`),
    h('td', {}, `${pay.rtp.toFixed(2)}%`),
  );

/** A card face down, for the house or the player. */
export const cardBack = (label: string) => h('div', { class: 'card back', role: 'img', 'aria-label': label });

export function pvpView(page: Page, t: GameTexts) {
  const pvp = page.pvp;
  if (!pvp) return h('main');
  const money = (minor: number) => formatMoney(minor, page.currencySymbol);
  const rooms = pvp.rooms.map((room) => {
    const full = room.players >= room.seats;
    return h(
      'li',
      { class: 'room' },
      h(
        'div',
        { class: 'info' },
        h('h3', {}, room.name),
        h(
          'p',
          {},
          `${t.stakePerHand}: `,
          h('strong', {}, money(room.stakeMinor)),
          ` · ${fill(t.seated, { players: room.players, seats: room.seats })}`,
        ),
        h(
          'div',
          { class: 'seats', 'aria-hidden': 'true' },
          ...Array.from({ length: room.seats }, (_, i) => h('i', { class: i < room.players ? 'taken' : '' })),
        ),
      ),
      full
        ? h('span', { class: 'full' }, t.full)
        : h(
            'button',
            {
              type: 'button',
              class: 'join',
              'data-room': room.roomId,
              'data-stake': room.stakeMinor,
              'data-name': room.name,
            },
            t.join,
          ),
    );
  });
  const rtp = pvp.rtp.toFixed(2);
  return h(
    'main',
    {},
    h(
      'div',
      { class: 'stage' },
      h(
        'section',
        { class: 'panel rooms', id: 'rooms' },
        h('h2', {}, t.roomsTitle),
        h('p', { class: 'sub' }, `${t.roomsNote} `, h('span', { class: 'rtp' }, fill(t.rtp, { rtp }))),
        h('ul', { class: 'room-list' }, ...rooms),
      ),
      h(
        'section',
        { class: 'panel table', id: 'table', hidden: true },
        h('h2', { id: 'table-name' }),
        h(
          'div',
          { class: 'felt' },
          h(
            'div',
            { class: 'hand' },
            h('span', {}, t.house),
            h('div', { id: 'house-card' }, cardBack(t.house)),
          ),
          h('span', { class: 'vs' }, 'VS'),
          h('div', { class: 'hand' }, h('span', {}, t.you), h('div', { id: 'player-card' }, cardBack(t.you))),
        ),
        h('p', { class: 'message', id: 'message', role: 'status' }),
        h(
          'div',
          { class: 'controls' },
          h('button', { type: 'button', class: 'ghost', id: 'leave' }, t.leave),
          h(
            'span',
            { class: 'stake' },
            h('span', { class: 'label' }, t.stakePerHand),
            h('output', { id: 'stake' }),
          ),
          playButton(t.deal),
        ),
      ),
    ),
  );
}
