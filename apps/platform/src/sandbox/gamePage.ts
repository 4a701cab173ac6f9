/**
 * The sandbox games' page (`GET /sandbox/game?session=`): a self-contained page in Arabic (right to left)
 * or English, styles inline, its script a separate file (the CSP allows no inline script), no external
 * resource (the symbols are inline SVG). The page is drawn whole on the server (reels, paytable, number
 * grid, rooms); the script plays the rounds and updates it. Every variable text is escaped, and the data
 * the script reads is JSON in a non-executed script element with '<' escaped.
 */
import {
  paths,
  type LotteryView,
  type OpenedDraw,
  type PvpRoom,
  type SandboxGameKind,
  type SlotSymbol,
} from '@portal/api';
import { escapeXml } from '../content/escapeXml';
import type { LotteryGroupCode } from '../games/lotteryEngine';
import { gameTexts, type GameLanguage, type GameTexts } from './gameTexts';

export interface PageLotteryGame {
  gameCode: string;
  name: string;
  gameGroupCode: LotteryGroupCode;
  drawIntervalSeconds: number;
}

export interface PageLotteryRule {
  min: number;
  max: number;
  draw: number;
  ordered: boolean;
  matchFirst: number;
  maxPicks: number;
  pad: number;
  /** Per number of picks (from 1): a hit's multiplier and the bet's RTP in percent. */
  pays: Array<{ count: number; multiplier: number; rtp: number }>;
}

export interface GamePageModel {
  lang: GameLanguage;
  kind: SandboxGameKind;
  /** The session token (the script sends it with each round). */
  session: string;
  trial: boolean;
  gameName: string;
  vendorName: string;
  typeTitle: string;
  backUrl: string;
  currencySymbol: string;
  balanceMinor: number;
  netMinor: number;
  elapsedMs: number;
  rounds: number;
  stakes: number[];
  slot?: {
    /** In percent, 2 decimals. */
    rtp: number;
    symbols: SlotSymbol[];
    paytable: Record<SlotSymbol, readonly number[]>;
    paylines: number[][];
    /** The window shown before the first spin. */
    reels: SlotSymbol[][];
  };
  lottery?: {
    view: LotteryView;
    current: PageLotteryGame;
    /** The lobby view's games of the prize mode, by category. */
    games: PageLotteryGame[];
    rules: Record<LotteryGroupCode, PageLotteryRule>;
    draws: OpenedDraw[];
  };
  pvp?: { rooms: PvpRoom[]; rtp: number };
}

const esc = escapeXml;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** Minor units as the page shows money: the currency symbol, thousands grouped, 2 decimals. */
export function money(minor: number, symbol: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const clock = (ms: number) => {
  const total = Math.floor(ms / 1_000);
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
};

/** The symbols, drawn once in a hidden SVG and used by reference. */
const symbolDefs = `<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a3"/><stop offset=".55" stop-color="#f5c451"/><stop offset="1" stop-color="#c98a12"/></linearGradient>
<linearGradient id="g-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7a7a"/><stop offset="1" stop-color="#c81e3a"/></linearGradient>
<linearGradient id="g-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a5f3fc"/><stop offset=".5" stop-color="#22d3ee"/><stop offset="1" stop-color="#2563eb"/></linearGradient>
<radialGradient id="g-plum" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#d8b4fe"/><stop offset="1" stop-color="#6d28d9"/></radialGradient>
<radialGradient id="g-lemon" cx=".35" cy=".35" r=".75"><stop offset="0" stop-color="#fef9c3"/><stop offset="1" stop-color="#eab308"/></radialGradient>
<radialGradient id="g-cherry" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fda4af"/><stop offset="1" stop-color="#be123c"/></radialGradient>
<symbol id="s-wild" viewBox="0 0 100 100"><path d="M50 6l12 27 29 3-22 20 7 29-26-15-26 15 7-29L9 36l29-3z" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2.5"/><rect x="14" y="60" width="72" height="26" rx="8" fill="#3b0764" stroke="#f5c451" stroke-width="2.5"/><text x="50" y="80" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-size="19" fill="#ffe9a3">WILD</text></symbol>
<symbol id="s-seven" viewBox="0 0 100 100"><path d="M20 16h62v13L52 88H32l28-54H20z" fill="url(#g-red)" stroke="#ffe9a3" stroke-width="4" stroke-linejoin="round"/></symbol>
<symbol id="s-gem" viewBox="0 0 100 100"><path d="M28 18h44l18 22-40 46-40-46z" fill="url(#g-gem)" stroke="#e0f2fe" stroke-width="2.5" stroke-linejoin="round"/><path d="M10 40h80M28 18l10 22 12 46 12-46 10-22M38 40l12-22 12 22" fill="none" stroke="#e0f2fe" stroke-width="2" opacity=".7"/></symbol>
<symbol id="s-bell" viewBox="0 0 100 100"><path d="M50 12c-17 0-27 13-27 30v17l-9 12h72l-9-12V42c0-17-10-30-27-30z" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2.5" stroke-linejoin="round"/><circle cx="50" cy="80" r="8" fill="#c98a12" stroke="#7a4a00" stroke-width="2.5"/><path d="M37 28c-4 5-5 11-5 17" stroke="#fff7d6" stroke-width="4" stroke-linecap="round" fill="none" opacity=".8"/></symbol>
<symbol id="s-bar" viewBox="0 0 100 100"><rect x="10" y="30" width="80" height="40" rx="9" fill="#111827" stroke="url(#g-gold)" stroke-width="5"/><text x="50" y="60" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-size="26" fill="#f5c451" letter-spacing="2">BAR</text></symbol>
<symbol id="s-melon" viewBox="0 0 100 100"><path d="M12 38h76a38 38 0 0 1-76 0z" fill="#16a34a" stroke="#064e3b" stroke-width="3"/><path d="M19 38h62a31 31 0 0 1-62 0z" fill="#fb7185"/><g fill="#1f2937"><ellipse cx="38" cy="50" rx="2.5" ry="4"/><ellipse cx="50" cy="56" rx="2.5" ry="4"/><ellipse cx="62" cy="50" rx="2.5" ry="4"/><ellipse cx="44" cy="62" rx="2.5" ry="4"/><ellipse cx="56" cy="62" rx="2.5" ry="4"/></g></symbol>
<symbol id="s-plum" viewBox="0 0 100 100"><path d="M52 22c4-8 12-12 20-11-2 8-9 13-18 13" fill="#22c55e"/><circle cx="50" cy="58" r="30" fill="url(#g-plum)" stroke="#3b0764" stroke-width="2.5"/><path d="M50 30c-6 9-6 47 0 56" stroke="#4c1d95" stroke-width="2" fill="none" opacity=".6"/></symbol>
<symbol id="s-lemon" viewBox="0 0 100 100"><path d="M14 52c0-19 17-32 36-32s36 13 36 32-17 30-36 30-36-11-36-30z" fill="url(#g-lemon)" stroke="#854d0e" stroke-width="2.5"/><path d="M10 52l6-4M90 52l-6-4" stroke="#854d0e" stroke-width="4" stroke-linecap="round"/><ellipse cx="38" cy="40" rx="9" ry="4" fill="#fffbe6" opacity=".7"/></symbol>
<symbol id="s-cherry" viewBox="0 0 100 100"><path d="M34 64C40 40 50 24 66 12M68 62C66 42 66 26 66 12" stroke="#15803d" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M66 12c8-2 16 2 20 8-8 3-16 1-20-8z" fill="#22c55e"/><circle cx="32" cy="68" r="17" fill="url(#g-cherry)" stroke="#881337" stroke-width="2.5"/><circle cx="68" cy="66" r="17" fill="url(#g-cherry)" stroke="#881337" stroke-width="2.5"/><circle cx="26" cy="62" r="4" fill="#fff" opacity=".6"/><circle cx="62" cy="60" r="4" fill="#fff" opacity=".6"/></symbol>
</defs></svg>`;

const symbolSvg = (symbol: SlotSymbol, label: string) =>
  `<svg class="sym" viewBox="0 0 100 100" role="img" aria-label="${esc(label)}"><use href="#s-${symbol}"/></svg>`;

const style = `:root{color-scheme:dark;--bg:#0b0a1a;--surface:#15122b;--raised:#1e1a3a;--line:#2f2856;--text:#f5f2ff;--muted:#b9b0da;--gold:#f5c451;--gold-d:#c98a12;--pos:#34d399;--neg:#fb7185;--violet:#7c3aed;--magenta:#c026d3}
*{box-sizing:border-box}html,body{height:100%}body{margin:0;font:15px/1.5 'Noto Sans Arabic Variable','Inter Variable','Noto Sans Arabic','Segoe UI',Tahoma,'DejaVu Sans',Arial,sans-serif;background:radial-gradient(1200px 600px at 50% -10%,#2a1b5c 0,transparent 60%),radial-gradient(900px 500px at 100% 110%,#3b0b4d 0,transparent 55%),var(--bg);color:var(--text);font-variant-numeric:tabular-nums}
button{font:inherit;color:inherit;cursor:pointer}button:disabled{cursor:not-allowed;opacity:.55}:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
.app{display:flex;flex-direction:column;min-height:100vh}
.bar{display:flex;align-items:center;gap:20px;padding:10px 20px;background:rgba(21,18,43,.92);border-bottom:1px solid var(--line);box-shadow:0 6px 24px rgba(0,0,0,.35)}
.back{display:inline-flex;align-items:center;gap:8px;padding:8px 14px;border-radius:10px;border:1px solid var(--line);background:var(--raised);color:var(--text);text-decoration:none;font-weight:600;white-space:nowrap}.back:hover{border-color:var(--gold)}
.back svg{width:18px;height:18px}[dir=rtl] .back svg{transform:scaleX(-1)}
.title{min-width:0;flex:1}.title h1{margin:0;font-size:20px;line-height:1.3;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.title p{margin:0;color:var(--muted);font-size:13px}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:linear-gradient(90deg,var(--magenta),var(--violet));color:#fff;font-size:12px;font-weight:700;letter-spacing:.04em;vertical-align:middle;margin-inline-start:8px}
.stats{display:flex;gap:10px;margin:0}.stats div{min-width:118px;padding:6px 14px;border-radius:12px;background:var(--raised);border:1px solid var(--line)}
.stats dt{font-size:12px;color:var(--muted)}.stats dd{margin:0;font-size:18px;font-weight:700}#balance{color:var(--gold)}.up{color:var(--pos)}.down{color:var(--neg)}
main{flex:1;display:flex;gap:20px;padding:20px;align-items:flex-start;justify-content:center}
.panel{background:linear-gradient(180deg,rgba(30,26,58,.96),rgba(21,18,43,.96));border:1px solid var(--line);border-radius:18px;box-shadow:0 18px 40px rgba(0,0,0,.35)}
.stage{flex:1;max-width:860px;display:flex;flex-direction:column;gap:16px}
.side{width:330px;flex:none;padding:18px}.side h2{margin:0 0 4px;font-size:17px}.side .note{margin:10px 0 0;color:var(--muted);font-size:13px}
.rtp{display:inline-block;margin:2px 0 8px;padding:3px 10px;border-radius:8px;background:rgba(52,211,153,.12);color:var(--pos);font-weight:700;font-size:13px}
.controls{display:flex;align-items:center;gap:16px;padding:14px 18px}
.stake{display:flex;align-items:center;gap:8px}.stake .label{color:var(--muted);font-size:13px}.stake output{min-width:96px;text-align:center;font-size:20px;font-weight:700;color:var(--gold)}
.round-btn{width:42px;height:42px;border-radius:50%;border:1px solid var(--line);background:var(--raised);font-size:22px;line-height:1}.round-btn:hover:not(:disabled){border-color:var(--gold)}
.primary{margin-inline-start:auto;min-width:190px;padding:14px 28px;border:0;border-radius:14px;background:linear-gradient(180deg,#ffe08a,var(--gold) 45%,var(--gold-d));color:#2a1600;font-size:20px;font-weight:800;letter-spacing:.02em;box-shadow:0 8px 22px rgba(245,196,81,.35),inset 0 -3px 0 rgba(0,0,0,.18)}.primary:hover:not(:disabled){filter:brightness(1.06)}
.message{min-height:28px;margin:0;text-align:center;font-size:18px;font-weight:700}.message.win{color:var(--gold)}.message.error{color:var(--neg);font-size:15px}
.foot{padding:0 20px 16px;text-align:center;color:var(--muted);font-size:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
/* Slot */
.machine{padding:18px 18px 8px;position:relative}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:10px;padding:14px;border-radius:16px;background:linear-gradient(180deg,#07061a,#13103a 50%,#07061a);border:2px solid #4b3a15;box-shadow:inset 0 0 30px rgba(0,0,0,.8),0 0 0 4px rgba(245,196,81,.15)}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:8px;overflow:hidden;border-radius:12px;background:linear-gradient(180deg,rgba(255,255,255,.02),rgba(255,255,255,.07) 50%,rgba(255,255,255,.02))}
.cell{aspect-ratio:1/1;display:grid;place-items:center;border-radius:10px;background:radial-gradient(circle at 50% 40%,#2a2457,#161233);border:1px solid #2a2350;transition:transform .2s}
.cell .sym{width:78%;height:78%}.cell.hit{border-color:var(--gold);box-shadow:0 0 0 2px var(--gold),0 0 18px rgba(245,196,81,.55);background:radial-gradient(circle at 50% 40%,#4a3a12,#1e1733)}
.reel.spinning .cell .sym{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-30%);filter:blur(2px);opacity:.7}100%{transform:translateY(30%);filter:blur(2px);opacity:.7}}
.reel.stopped .cell{animation:land .22s ease-out}@keyframes land{0%{transform:translateY(-8%)}60%{transform:translateY(3%)}100%{transform:none}}
.linewins{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;min-height:26px;margin:8px 0 0;padding:0;list-style:none}.linewins li{padding:2px 10px;border-radius:999px;background:rgba(245,196,81,.14);color:#ffe9a3;font-size:13px}
.pays{width:100%;border-collapse:collapse;margin-top:6px}.pays td,.pays th{padding:5px 4px;text-align:center;font-size:13px;border-bottom:1px solid rgba(47,40,86,.7)}.pays th{color:var(--muted);font-weight:600}.pays td:first-child{width:44px}.pays .sym{width:34px;height:34px;display:block}.pays td.z{color:#5d557f}
/* Lottery */
.lotto{padding:18px}.lotto h2{margin:0;font-size:19px}.lotto .sub{margin:0 0 10px;color:var(--muted);font-size:13px}
.grid{display:grid;grid-template-columns:repeat(var(--cols,10),1fr);gap:8px;margin:12px 0}
.num{position:relative;aspect-ratio:1/1;border-radius:50%;border:1px solid var(--line);background:radial-gradient(circle at 40% 35%,#2c2660,#171336);font-weight:700;font-size:17px}.num:hover:not(:disabled){border-color:var(--gold)}
.num[aria-pressed=true]{background:radial-gradient(circle at 40% 35%,#ffe9a3,var(--gold) 55%,var(--gold-d));color:#2a1600;border-color:#ffe9a3}
.num .pos{position:absolute;top:-6px;inset-inline-end:-6px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:var(--violet);color:#fff;font-size:11px;line-height:20px}
.slip{display:flex;align-items:center;gap:10px;flex-wrap:wrap;padding:10px 12px;border-radius:12px;background:rgba(0,0,0,.25);border:1px dashed var(--line)}.slip .label{color:var(--muted);font-size:13px}
.slip .chosen{display:flex;gap:6px;flex-wrap:wrap;flex:1}.ghost{padding:6px 14px;border-radius:10px;border:1px solid var(--line);background:transparent}
.ball{display:inline-grid;place-items:center;width:40px;height:40px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff,#e5e7eb 40%,#9ca3af);color:#111827;font-weight:800;font-size:16px;box-shadow:0 3px 8px rgba(0,0,0,.4)}
.ball.small{width:30px;height:30px;font-size:13px}.ball.match{background:radial-gradient(circle at 35% 30%,#fff7d6,var(--gold) 50%,var(--gold-d))}.ball.special{background:radial-gradient(circle at 35% 30%,#fecdd3,#f43f5e 55%,#9f1239);color:#fff}
.ball.pick{background:radial-gradient(circle at 35% 30%,#ede9fe,#8b5cf6 55%,#5b21b6);color:#fff}
.drawn{display:flex;gap:8px;flex-wrap:wrap;justify-content:center;min-height:48px;margin:14px 0 4px}.drawn .ball{animation:pop .25s ease-out both}@keyframes pop{0%{transform:scale(.3);opacity:0}100%{transform:none;opacity:1}}
.odds{width:100%;border-collapse:collapse;margin:8px 0 0}.odds td,.odds th{padding:6px;text-align:center;border-bottom:1px solid rgba(47,40,86,.7);font-size:13px}.odds th{color:var(--muted);font-weight:600}.odds tr.on td{color:var(--gold);font-weight:700}
.results{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-direction:column;gap:8px}.results li{padding:8px 10px;border-radius:10px;background:rgba(0,0,0,.22)}.results .numero{display:flex;justify-content:space-between;color:var(--muted);font-size:12px}.results .balls{display:flex;gap:4px;flex-wrap:wrap;margin-top:4px}
.lobby{width:280px;flex:none;padding:14px;max-height:calc(100vh - 130px);display:flex;flex-direction:column}.lobby h2{margin:0 0 8px;font-size:16px}
.tabs{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:10px}.tabs button{padding:5px 10px;border-radius:999px;border:1px solid var(--line);background:var(--raised);font-size:12px}.tabs button[aria-selected=true]{background:var(--gold);color:#2a1600;border-color:var(--gold);font-weight:700}
.games{list-style:none;margin:0;padding:0;overflow-y:auto;flex:1}.games button{width:100%;text-align:start;padding:8px 10px;border:0;border-radius:8px;background:transparent;font-size:13px}.games button:hover{background:var(--raised)}.games button[aria-current=true]{background:rgba(245,196,81,.14);color:var(--gold);font-weight:700}
/* PVP */
.rooms{padding:18px}.rooms h2{margin:0 0 4px;font-size:19px}.rooms .sub{margin:0 0 14px;color:var(--muted);font-size:13px}
.room-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,1fr);gap:12px}
.room{display:flex;align-items:center;gap:14px;padding:14px;border-radius:14px;background:var(--raised);border:1px solid var(--line)}.room h3{margin:0;font-size:15px}.room p{margin:2px 0 0;color:var(--muted);font-size:13px}.room .info{flex:1;min-width:0}
.seats{display:flex;gap:4px;margin-top:6px}.seats i{width:12px;height:12px;border-radius:50%;background:#3a3366}.seats i.taken{background:var(--violet)}
.room .join{padding:8px 18px;border-radius:10px;border:0;background:var(--gold);color:#2a1600;font-weight:800}.room .full{color:var(--neg);font-weight:700}
.table{padding:18px;display:flex;flex-direction:column;align-items:center;gap:12px}
.felt{position:relative;width:100%;max-width:620px;aspect-ratio:2/1;border-radius:200px/100px;background:radial-gradient(ellipse at 50% 40%,#1f7a4d,#0f4d31 70%,#0a3523);border:10px solid #5b3a1a;box-shadow:inset 0 0 40px rgba(0,0,0,.55),0 16px 36px rgba(0,0,0,.45);display:flex;align-items:center;justify-content:space-around;padding:20px 60px}
.hand{display:flex;flex-direction:column;align-items:center;gap:8px;color:#e7f7ee;font-weight:700}
.card{width:96px;height:136px;border-radius:12px;background:#fff;color:#111827;display:flex;flex-direction:column;justify-content:space-between;padding:8px 10px;font-weight:800;font-size:24px;box-shadow:0 8px 18px rgba(0,0,0,.45)}.card.red{color:#c81e3a}.card .mid{align-self:center;font-size:44px;line-height:1}.card .end{align-self:flex-end;transform:rotate(180deg)}
.card.back{background:repeating-linear-gradient(45deg,#5b21b6 0 8px,#7c3aed 8px 16px);border:4px solid #fff}
.card.flip{animation:flip .3s ease-out}@keyframes flip{0%{transform:rotateY(90deg)}100%{transform:none}}
.vs{color:#ffe9a3;font-size:22px;font-weight:800}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
@media (max-width:1100px){main{flex-direction:column;align-items:stretch}.side,.lobby{width:auto;max-height:none}.stats div{min-width:0}}
main.ended{align-items:center}.ended-box{max-width:520px;padding:32px;text-align:center}.ended-box h1{margin:0 0 8px;font-size:22px}.ended-box p{margin:0 0 20px;color:var(--muted)}`;

const backIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15 18l-6-6 6-6"/></svg>';

function document(lang: GameLanguage, title: string, body: string, data?: unknown): string {
  const json = data === undefined ? '' : JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${style}</style>${data === undefined ? '' : `<script src="${paths.sandboxGameScript}" defer></script>`}</head>
<body>
${body}${data === undefined ? '' : `\n<script type="application/json" id="game-data">${json}</script>`}
</body>
</html>`;
}

/** The page of a session that is over (or never was): a short note and the way back. */
export function endedGamePage(lang: GameLanguage, backUrl = '/'): string {
  const t = gameTexts[lang];
  return document(
    lang,
    t.endedTitle,
    `<div class="app"><main class="ended"><div class="panel ended-box"><h1>${esc(t.endedTitle)}</h1><p>${esc(t.endedText)}</p><a class="back" href="${esc(backUrl)}" target="_top">${backIcon}${esc(t.back)}</a></div></main></div>`,
  );
}

function header(model: GamePageModel, t: GameTexts): string {
  const net = model.netMinor;
  return `<header class="bar">
<a class="back" id="back" href="${esc(model.backUrl)}" target="_top">${backIcon}${esc(t.back)}</a>
<div class="title"><h1>${esc(model.gameName)}${model.trial ? `<span class="badge">${esc(t.trialBadge)}</span>` : ''}</h1><p>${esc(model.vendorName)} · ${esc(model.typeTitle)}</p></div>
<dl class="stats">
<div><dt>${esc(model.trial ? t.playMoney : t.balance)}</dt><dd id="balance">${esc(money(model.balanceMinor, model.currencySymbol))}</dd></div>
<div><dt>${esc(t.elapsed)}</dt><dd id="elapsed">${esc(clock(model.elapsedMs))}</dd></div>
<div><dt>${esc(t.net)}</dt><dd id="net" class="${net > 0 ? 'up' : net < 0 ? 'down' : ''}">${esc(money(net, model.currencySymbol))}</dd></div>
</dl>
</header>`;
}

function stakeControl(model: GamePageModel, t: GameTexts, stakeMinor: number, button: string): string {
  return `<div class="panel controls">
<div class="stake"><span class="label" id="stake-label">${esc(t.stake)}</span>
<button type="button" class="round-btn" id="stake-down" aria-label="${esc(t.lower)}">−</button>
<output id="stake" aria-labelledby="stake-label" aria-live="polite">${esc(money(stakeMinor, model.currencySymbol))}</output>
<button type="button" class="round-btn" id="stake-up" aria-label="${esc(t.higher)}">+</button></div>
${button}
</div>`;
}

function slotBody(model: GamePageModel, t: GameTexts): string {
  const slot = model.slot;
  if (!slot) return '';
  const stake = model.stakes[0] ?? 100;
  const lineBet = stake / slot.paylines.length;
  const reels = slot.reels
    .map(
      (reel, r) =>
        `<div class="reel" data-reel="${r}">${reel
          .map(
            (symbol, row) =>
              `<div class="cell" data-row="${row}">${symbolSvg(symbol, t.symbols[symbol])}</div>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const cellOf = (symbol: SlotSymbol, i: number) => {
    const pay = slot.paytable[symbol][i] ?? 0;
    return pay > 0
      ? `<td data-pay="${pay}">${esc(money(Math.floor(pay * lineBet), model.currencySymbol))}</td>`
      : '<td class="z">–</td>';
  };
  const rows = slot.symbols
    .map(
      (symbol) =>
        `<tr data-symbol="${symbol}"><td>${symbolSvg(symbol, t.symbols[symbol])}</td>${[3, 2, 1, 0].map((i) => cellOf(symbol, i)).join('')}</tr>`,
    )
    .join('');
  return `<main>
<div class="stage">
<section class="panel machine" aria-label="${esc(t.reelsLabel)}">
<div class="reels" id="reels">${reels}</div>
<ul class="linewins" id="linewins" aria-live="polite"></ul>
<p class="message" id="message" role="status"></p>
</section>
${stakeControl(model, t, stake, `<button type="button" class="primary" id="play">${esc(t.spin)}</button>`)}
</div>
<aside class="panel side">
<h2>${esc(t.paytable)}</h2>
<span class="rtp" title="${esc(fill(t.rtpLong, { rtp: slot.rtp.toFixed(2) }))}">${esc(fill(t.rtp, { rtp: slot.rtp.toFixed(2) }))}</span>
<div class="sub">${esc(t.lines)} · <span id="line-bet">${esc(fill(t.lineBet, { amount: money(lineBet, model.currencySymbol) }))}</span></div>
<table class="pays" id="pays"><thead><tr><th><span class="sr">${esc(t.paytable)}</span></th><th>5×</th><th>4×</th><th>3×</th><th>2×</th></tr></thead><tbody>${rows}</tbody></table>
<p class="note">${esc(t.paytableNote)}</p>
<p class="note">${esc(fill(t.rtpLong, { rtp: slot.rtp.toFixed(2) }))}</p>
</aside>
</main>`;
}

const everyText = (seconds: number, t: GameTexts) =>
  seconds >= 86_400
    ? t.daily
    : seconds >= 3_600
      ? fill(t.hours, { n: seconds / 3_600 })
      : fill(t.minutes, { n: seconds / 60 });

function drawBalls(draw: OpenedDraw, rule: PageLotteryRule): string {
  return draw.result
    .map(
      (n, i) =>
        `<span class="ball small${!rule.ordered && i >= rule.matchFirst ? ' special' : ''}">${esc(n)}</span>`,
    )
    .join('');
}

function lotteryBody(model: GamePageModel, t: GameTexts): string {
  const lottery = model.lottery;
  if (!lottery) return '';
  const { current } = lottery;
  const rule = lottery.rules[current.gameGroupCode];
  const stake = model.stakes[0] ?? 100;
  const numbers = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  const cols = numbers.length > 12 ? 10 : numbers.length > 10 ? 6 : numbers.length;
  const pickNote = rule.ordered
    ? fill(t.pickOrdered, { max: rule.maxPicks })
    : fill(current.gameGroupCode === 'LHC' ? t.pickAnyLhc : t.pickAny, { max: rule.maxPicks });
  const odds = rule.pays
    .map(
      (pay) =>
        `<tr data-count="${pay.count}"><td>${pay.count}</td><td>${pay.multiplier.toFixed(2)}×</td><td>${pay.rtp.toFixed(2)}%</td></tr>`,
    )
    .join('');
  const lobby =
    lottery.view === 'lobby'
      ? `<nav class="panel lobby" aria-label="${esc(t.lottoGames)}"><h2>${esc(t.lottoGames)}</h2>
<div class="tabs" role="tablist">${(['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const)
          .filter((code) => lottery.games.some((game) => game.gameGroupCode === code))
          .map(
            (code) =>
              `<button type="button" role="tab" data-group="${code}" aria-selected="${code === current.gameGroupCode}">${esc(t.groups[code])}</button>`,
          )
          .join('')}</div>
<ul class="games" id="games">${lottery.games
          .filter((game) => game.gameGroupCode === current.gameGroupCode)
          .map(
            (game) =>
              `<li><button type="button" data-code="${esc(game.gameCode)}" aria-current="${game.gameCode === current.gameCode}">${esc(game.name)}</button></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const results = lottery.draws
    .map(
      (draw) =>
        `<li><div class="numero"><span>${esc(draw.numero)}</span><time datetime="${new Date(draw.openedAt).toISOString()}">${esc(new Date(draw.openedAt).toISOString().slice(11, 16))} UTC</time></div><div class="balls">${drawBalls(draw, rule)}</div></li>`,
    )
    .join('');
  return `<main>
${lobby}
<div class="stage">
<section class="panel lotto" id="lotto">
<h2 id="lotto-name">${esc(current.name)}</h2>
<p class="sub" id="lotto-sub">${esc(t.groups[current.gameGroupCode])} · ${esc(fill(t.drawEvery, { every: everyText(current.drawIntervalSeconds, t) }))}</p>
<p class="sub" id="pick-note">${esc(pickNote)}</p>
<div class="grid" id="numbers" style="--cols:${cols}">${numbers
    .map(
      (n) =>
        `<button type="button" class="num" data-n="${n}" aria-pressed="false">${esc(String(n).padStart(rule.pad, '0'))}</button>`,
    )
    .join('')}</div>
<div class="slip"><span class="label">${esc(t.yourPicks)}</span><span class="chosen" id="chosen">${esc(t.noPicks)}</span><button type="button" class="ghost" id="clear">${esc(t.clear)}</button></div>
<div class="drawn" id="drawn" aria-live="polite"></div>
<p class="message" id="message" role="status"></p>
</section>
${stakeControl(model, t, stake, `<button type="button" class="primary" id="play" disabled>${esc(t.play)}</button>`)}
</div>
<aside class="panel side">
<h2>${esc(t.odds)}</h2>
<table class="odds" id="odds"><thead><tr><th>#</th><th>${esc(t.odds)}</th><th>RTP</th></tr></thead><tbody>${odds}</tbody></table>
<h2 style="margin-top:16px">${esc(t.latest)}</h2>
<ul class="results" id="results">${results}</ul>
</aside>
</main>`;
}

const cardBack = (label: string) => `<div class="card back" role="img" aria-label="${esc(label)}"></div>`;

function pvpBody(model: GamePageModel, t: GameTexts): string {
  const pvp = model.pvp;
  if (!pvp) return '';
  const rooms = pvp.rooms
    .map((room) => {
      const full = room.players >= room.seats;
      const seats = Array.from(
        { length: room.seats },
        (_, i) => `<i class="${i < room.players ? 'taken' : ''}"></i>`,
      ).join('');
      return `<li class="room"><div class="info"><h3>${esc(room.name)}</h3><p>${esc(t.stakePerHand)}: <strong>${esc(money(room.stakeMinor, model.currencySymbol))}</strong> · ${esc(fill(t.seated, { players: room.players, seats: room.seats }))}</p><div class="seats" aria-hidden="true">${seats}</div></div>${
        full
          ? `<span class="full">${esc(t.full)}</span>`
          : `<button type="button" class="join" data-room="${esc(room.roomId)}" data-stake="${room.stakeMinor}" data-name="${esc(room.name)}">${esc(t.join)}</button>`
      }</li>`;
    })
    .join('');
  return `<main>
<div class="stage">
<section class="panel rooms" id="rooms">
<h2>${esc(t.roomsTitle)}</h2>
<p class="sub">${esc(t.roomsNote)} <span class="rtp">${esc(fill(t.rtp, { rtp: pvp.rtp.toFixed(2) }))}</span></p>
<ul class="room-list">${rooms}</ul>
</section>
<section class="panel table" id="table" hidden>
<h2 id="table-name"></h2>
<div class="felt"><div class="hand"><span>${esc(t.house)}</span><div id="house-card">${cardBack(t.house)}</div></div><span class="vs">VS</span><div class="hand"><span>${esc(t.you)}</span><div id="player-card">${cardBack(t.you)}</div></div></div>
<p class="message" id="message" role="status"></p>
<div class="controls" style="width:100%;max-width:620px;padding:0"><button type="button" class="ghost" id="leave">${esc(t.leave)}</button><span class="stake"><span class="label">${esc(t.stakePerHand)}</span><output id="stake"></output></span><button type="button" class="primary" id="play">${esc(t.deal)}</button></div>
</section>
</div>
</main>`;
}

/** The page of a live game session. */
export function gamePage(model: GamePageModel): string {
  const t = gameTexts[model.lang];
  const body =
    model.kind === 'slot'
      ? slotBody(model, t)
      : model.kind === 'lottery'
        ? lotteryBody(model, t)
        : pvpBody(model, t);
  const data = {
    kind: model.kind,
    lang: model.lang,
    session: model.session,
    trial: model.trial,
    roundUrl: paths.sandboxGameRound,
    drawsUrl: paths.lotteryOpened,
    currencySymbol: model.currencySymbol,
    balanceMinor: model.balanceMinor,
    netMinor: model.netMinor,
    elapsedMs: model.elapsedMs,
    stakes: model.stakes,
    texts: t,
    slot: model.slot && { paytable: model.slot.paytable, paylines: model.slot.paylines },
    lottery: model.lottery && {
      view: model.lottery.view,
      current: model.lottery.current,
      games: model.lottery.games,
      rules: model.lottery.rules,
    },
  };
  return document(
    model.lang,
    model.gameName,
    `${symbolDefs}
<div class="app">
${header(model, t)}
${body}
<p class="foot">${esc(t.responsible)}${model.trial ? ` ${esc(t.trialNote)}` : ''}</p>
</div>`,
    data,
  );
}
