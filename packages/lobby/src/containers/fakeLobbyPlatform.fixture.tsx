/**
 * A fake platform for the lobby's containers, in tests and stories: a `fetch` that answers the catalogue
 * and lottery calls of the contract (`@portal/api`'s `paths`, `contract/games.ts`) over a generated
 * catalogue and the demo lottery menus (in every prize mode, with draws made from the demo draws), keeps a
 * member's favourites, records every request, and refuses as the platform does (the failure envelope with
 * a truthful status). Deterministic (no clock, no Math.random) and without network: games have no art of
 * their own (the GameCard draws its built-in art) and vendor logos are inline SVG.
 */
import {
  cacheKeys,
  errors,
  flushCached,
  paths,
  slotClassifies,
  type ErrorCode,
  type FavouriteListValue,
  type FavouriteRequest,
  type Game,
  type GameListValue,
  type GameType,
  type HotGamesValue,
  type LaunchValue,
  type LotteryGame,
  type LotteryGamesValue,
  type LotteryMenuValue,
  type MemberInfo,
  type OpenedDraw,
  type OpenedDrawsValue,
  type PrizeMode,
  type PvpRoomsValue,
  type RankListValue,
  type RecentGamesValue,
  type SiteConfigValue,
  type SitePermissionValue,
  type Vendor,
  type VendorLane,
  type VendorLanesValue,
} from '@portal/api';
import { ApiProvider, useMemberInfo } from '@portal/api/react';
import { PortalProvider, type LinkComponent } from '@portal/ui';
import { partnerTheme } from '@portal/ui/themes/partner';
import { portalTheme } from '@portal/ui/themes/portal';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import {
  demoDraws,
  demoGame,
  demoLanguageOf,
  demoLotteryMenus,
  demoRooms,
  demoVendorLogo,
  demoVendors,
  demoWinners,
  type DemoLanguage,
} from '../components/demoGames.fixture';
import { ar } from '../i18n/messages/ar';
import { en } from '../i18n/messages/en';
import { LobbyHostContext, type LobbyHost } from './LobbyHostContext';

/** Who the provider's token names: nobody, a member, or a trial (demo, type 4) account. */
export type FakeAccount = 'visitor' | 'member' | 'trial';

/** The token of each account (a visitor has none); any other token is refused with NOT_LOGGED_IN. */
export const fakeTokens = { visitor: null, member: 'fake-member-token', trial: 'fake-trial-token' } as const;

/** One request as the fake platform saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  token: string | null;
  /** The JSON body, parsed. */
  body: unknown;
}

export interface FakeLobbyOptions {
  /** How many games the catalogue holds (10,000 for the brand's claim); 1,200 by default. */
  gameCount?: number;
  /** The member's favourite game ids, newest first. */
  favourites?: readonly number[];
  /** The member's recently played game ids, newest first. */
  recent?: readonly number[];
  /** Vendors under maintenance: their launches answer GAME_MAINTENANCE (CQ9 by default). */
  maintenance?: readonly string[];
  /** The site's languages (sitePermission): 'ty' among them brings the bingo sub-category. */
  languages?: readonly string[];
  /** The PVP rooms open (6 by default). */
  roomCount?: number;
  /** The prize modes that have lottery games (every one by default); the others' menus are empty. */
  lotteryModes?: readonly PrizeMode[];
  /** The member's recently played lottery games, by code, newest first. */
  recentLottery?: readonly string[];
  /** Calls that never answer (true for all): the loading states. */
  hang?: boolean | ((path: string) => boolean);
  /** Calls whose connection fails (the fetch rejects, as a browser's does offline). */
  offline?: (path: string) => boolean;
}

/** The vendors beside the slot vendors of `demoVendors`, in display order, each with its lanes. */
const moreVendors: Array<{ code: string; en: string; ar: string }> = [
  { code: 'EVP', en: 'Evopulse Live', ar: 'إيفوبلس لايف' },
  { code: 'AUR', en: 'Aurora Live', ar: 'أورورا لايف' },
  { code: 'SLV', en: 'Sultan Live Casino', ar: 'كازينو السلطان المباشر' },
  { code: 'OKF', en: 'Ocean Kingdom', ar: 'مملكة المحيط' },
  { code: 'MJL', en: 'Majlis Cards', ar: 'ورق المجلس' },
  { code: 'RYP', en: 'Royal Poker Club', ar: 'نادي البوكر الملكي' },
  { code: 'SBX', en: 'Stadium Bet', ar: 'ستاديوم بت' },
  { code: 'KOF', en: 'Kickoff Sports', ar: 'كيك أوف سبورتس' },
  { code: 'AV', en: 'AV E-Sports', ar: 'إيه في للرياضات الإلكترونية' },
  { code: 'AI', en: 'AI E-Sports', ar: 'إيه آي للرياضات الإلكترونية' },
  { code: 'IMES', en: 'IM E-Sports', ar: 'آي إم للرياضات الإلكترونية' },
  { code: 'TF', en: 'TF Gaming', ar: 'تي إف غيمنغ' },
  { code: 'IA', en: 'IA E-Sports', ar: 'آي إيه للرياضات الإلكترونية' },
  { code: 'DS88', en: 'DS88 Sabong', ar: 'دي إس 88 سابونغ' },
  { code: 'TCG_LOTTO_VN', en: 'TCG Vietnam Lotto', ar: 'تي سي جي لوتو فيتنام' },
  { code: 'TCG_SEA', en: 'TCG SEA Lottery', ar: 'تي سي جي يانصيب جنوب شرق آسيا' },
  { code: 'LOTT', en: 'Lottery', ar: 'اليانصيب' },
  { code: 'ELOTT', en: 'E-Lottery', ar: 'اليانصيب الإلكتروني' },
];

/**
 * Each lane's vendors, in the lanes' order (`gameLaneOrder`). The live lane has seven, so its home
 * section offers load more; e-sports and cockfight come in their own lanes, as the contract says.
 */
export const fakeLanes: ReadonlyArray<{ gameType: GameType; vendors: readonly string[] }> = [
  { gameType: 'ELOTT', vendors: ['ELOTT'] },
  { gameType: 'LOTT', vendors: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] },
  { gameType: 'LIVE', vendors: ['EVP', 'AUR', 'SLV', 'PT', 'BGS', 'EG2', 'PG'] },
  { gameType: 'SPORTS', vendors: ['SBX', 'KOF'] },
  { gameType: 'FISH', vendors: ['JDB', 'CQ9', 'FC', 'JL', 'OKF'] },
  { gameType: 'RNG', vendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] },
  { gameType: 'PVP', vendors: ['JL', 'MJL', 'RYP'] },
  { gameType: 'ESPORTS', vendors: ['AV', 'AI', 'IMES', 'TF', 'IA'] },
  { gameType: 'COCKFIGHT', vendors: ['DS88'] },
];

/** Which type the n-th game is: mostly slots, every lane some. */
const typeCycle: readonly GameType[] = [
  'RNG',
  'RNG',
  'LIVE',
  'RNG',
  'FISH',
  'RNG',
  'PVP',
  'RNG',
  'SPORTS',
  'RNG',
  'LOTT',
  'RNG',
  'ESPORTS',
  'RNG',
  'LIVE',
  'RNG',
  'FISH',
  'ELOTT',
  'RNG',
  'PVP',
  'COCKFIGHT',
];

/** Every vendor of the fake platform in a language (the slot vendors are `demoVendors`). */
export function fakeVendors(language: DemoLanguage, maintenance: readonly string[] = ['CQ9']): Vendor[] {
  const slots = demoVendors(language);
  const others = moreVendors.map((vendor, index): Vendor => ({
    vassalage: vendor.code,
    displayName: vendor[language],
    accountTypeName: `${vendor.code}_WALLET`,
    logoUrl: demoVendorLogo(slots.length + index),
    gameCount: 0,
    maintenance: false,
    gameListCard: false,
  }));
  return [...slots, ...others].map((vendor) => ({
    ...vendor,
    maintenance: maintenance.includes(vendor.vassalage),
  }));
}

const laneOf = (gameType: GameType) => fakeLanes.find((lane) => lane.gameType === gameType)!;

/**
 * The catalogue's n-th game (`nodeId` 1000 + n, as `demoGame`): its type from the cycle, its vendor from
 * its lane, slot sub-categories on some slots; hot, new and trial flags as `demoGame` draws them.
 */
export function fakeGame(index: number, language: DemoLanguage): Game {
  const gameType = typeCycle[index % typeCycle.length]!;
  const lane = laneOf(gameType);
  const vassalage = lane.vendors[Math.floor(index / typeCycle.length) % lane.vendors.length]!;
  const base = demoGame(index, language);
  const classified = gameType === 'RNG' && index % 5 === 2;
  return {
    ...base,
    gameType,
    vassalage,
    gameCode: `${vassalage}-${base.nodeId}`,
    gameClassify: classified ? slotClassifies[Math.floor(index / 5) % 5]! : '',
  };
}

/** The cards that stand for a game-list vendor's games (isGame 0): one per lane it is in. */
function hallCards(vendors: readonly Vendor[], language: DemoLanguage): Game[] {
  const text = language === 'en' ? en : ar;
  return vendors
    .filter((vendor) => vendor.gameListCard)
    .flatMap((vendor) =>
      fakeLanes
        .filter((lane) => lane.vendors.includes(vendor.vassalage))
        .map((lane, index): Game => {
          const name = `${vendor.displayName} · ${text[`category.${lane.gameType}`]}`;
          const nodeId = 900 + vendors.indexOf(vendor) * 10 + index;
          return {
            nodeId,
            nodeName: name,
            gameName: name,
            displayName: name,
            gameType: lane.gameType,
            vassalage: vendor.vassalage,
            gameClassify: '',
            isNew: 0,
            isHot: 0,
            iconUrl: '',
            gameCode: `${vendor.vassalage}_${lane.gameType}_HALL`,
            isGame: 0,
            freeplay: 0,
          };
        }),
    );
}

interface Catalogue {
  vendors: Vendor[];
  games: Game[];
  byId: Map<number, Game>;
  lanes: VendorLane[];
}

function buildCatalogue(language: DemoLanguage, gameCount: number, maintenance: readonly string[]) {
  const vendors = fakeVendors(language, maintenance);
  const games = [
    ...hallCards(vendors, language),
    ...Array.from({ length: gameCount }, (_, index) => fakeGame(index, language)),
  ];
  const counts = new Map<string, number>();
  const classifies = new Map<GameType, Set<string>>();
  for (const game of games) {
    if (game.isGame !== 1) continue;
    const key = `${game.vassalage}:${game.gameType}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (game.gameClassify) {
      const used = classifies.get(game.gameType) ?? new Set<string>();
      used.add(game.gameClassify);
      classifies.set(game.gameType, used);
    }
  }
  const byCode = new Map(vendors.map((vendor) => [vendor.vassalage, vendor]));
  const text = language === 'en' ? en : ar;
  const lanes = fakeLanes.map((lane): VendorLane => {
    const laneVendors = lane.vendors.map((code) => ({
      ...byCode.get(code)!,
      gameCount: counts.get(`${code}:${lane.gameType}`) ?? 0,
    }));
    return {
      gameCategory: lane.gameType,
      title: text[`category.${lane.gameType}`],
      vendors: laneVendors,
      cards: Object.fromEntries(laneVendors.map((vendor) => [vendor.vassalage, vendor])),
      gameClassify: slotClassifies.filter((code) => classifies.get(lane.gameType)?.has(code)),
    };
  });
  return {
    vendors,
    games,
    byId: new Map(games.map((game) => [game.nodeId, game])),
    lanes,
  } satisfies Catalogue;
}

/**
 * A prize mode's lottery menus: the demo menus, their codes prefixed by the mode outside LOTT (so a code
 * names one mode's game, as 'ELOTT-SSC-1' is the E-Lottery's only).
 */
export function fakeLotteryMenus(
  language: DemoLanguage,
  prizeMode: PrizeMode,
): LotteryMenuValue['gameMenus'] {
  return demoLotteryMenus(language).map((menu) => ({
    ...menu,
    games: menu.games.map((game) => ({
      ...game,
      gameCode: prizeMode === 'LOTT' ? game.gameCode : `${prizeMode}-${game.gameCode}`,
      prizeMode,
    })),
  }));
}

/**
 * A game's latest draws, newest first: its category's demo draw, then one a draw interval earlier each
 * time, the numbers turned round by one, the draw's number counting down.
 */
function fakeDraws(game: LotteryGame, limit: number): OpenedDraw[] {
  const base = demoDraws().find((draw) => draw.gameCode === `${game.gameGroupCode}-1`) ?? demoDraws()[0]!;
  const [day, count] = base.numero.split('-') as [string, string];
  return Array.from({ length: Math.min(limit, 8) }, (_, index) => ({
    gameCode: game.gameCode,
    numero: `${day}-${String(Number(count) - index).padStart(count.length, '0')}`,
    result: [
      ...base.result.slice(index % base.result.length),
      ...base.result.slice(0, index % base.result.length),
    ],
    openedAt: base.openedAt - index * game.drawIntervalSeconds * 1_000,
  }));
}

const members: Record<Exclude<FakeAccount, 'visitor'>, MemberInfo> = {
  member: {
    id: 7001,
    account: 'layla77',
    nickname: 'Layla',
    userName: 'layla77',
    type: 1,
    isAgent: false,
    isTrial: false,
    firstTimeLogin: false,
    language: 'ar',
    currencySymbol: 'ر.س',
    currency: 'SAR',
    hasTemporaryPassword: false,
  },
  trial: {
    id: 9001,
    account: 'demo9001',
    nickname: 'Demo',
    userName: 'demo9001',
    type: 4,
    isAgent: false,
    isTrial: true,
    firstTimeLogin: false,
    language: 'ar',
    currencySymbol: 'ر.س',
    currency: 'SAR',
    hasTemporaryPassword: false,
  },
};

/** The parts of the site configuration the lobby reads; no image CDN, so art stays the card's own. */
const siteConfig = {
  merchantCode: 'DEMO',
  imageCDNs: [],
  launchGameCDNs: [],
  maintenance: false,
  regionRestriction: false,
  defaultLanguage: 'ar',
  currency: 'SAR',
  currencySymbol: 'ر.س',
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
} as Partial<SiteConfigValue> as SiteConfigValue;

/** The platform's refusal: its stable code, the catalogue's message key and the code's HTTP status. */
class Refusal {
  constructor(readonly code: ErrorCode) {}
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const folded = (text: string) => text.trim().toLowerCase();

/** The name in both languages, for a search in either (the platform's search does the same). */
function namesOf(game: Game, other: Map<number, Game>): string[] {
  return [game.displayName, other.get(game.nodeId)?.displayName ?? ''].map(folded);
}

const numberOf = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
};

function page<T>(items: readonly T[], pageNo: number, pageSize: number) {
  return {
    items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/**
 * The fake platform. A new one is a new session: the session-storage caches of the previous one (hot
 * games, vendor lanes) are forgotten when it is made.
 */
export function fakeLobbyPlatform(options: FakeLobbyOptions = {}) {
  const {
    gameCount = 1_200,
    maintenance = ['CQ9'],
    languages = ['ar', 'en'],
    roomCount = 6,
    lotteryModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'],
    recentLottery = [],
    hang = false,
    offline = () => false,
  } = options;
  let favourites = [...(options.favourites ?? [])];
  const recent = [...(options.recent ?? [])];
  const requests: FakeRequest[] = [];
  const catalogues = new Map<DemoLanguage, Catalogue>();
  const catalogue = (language: DemoLanguage) => {
    if (!catalogues.has(language)) catalogues.set(language, buildCatalogue(language, gameCount, maintenance));
    return catalogues.get(language)!;
  };
  flushCached(cacheKeys.hotGames);
  flushCached(cacheKeys.vendors);

  const accountOf = (token: string | null): FakeAccount => {
    if (token === null) return 'visitor';
    if (token === fakeTokens.member) return 'member';
    if (token === fakeTokens.trial) return 'trial';
    throw new Refusal('NOT_LOGGED_IN');
  };
  const memberOnly = (token: string | null) => {
    if (accountOf(token) === 'visitor') throw new Refusal('NOT_LOGGED_IN');
  };

  function answer({ method, path, query, token, body }: FakeRequest): unknown {
    const language = demoLanguageOf(query.language);
    const { games, byId, lanes } = catalogue(language);
    const other = catalogue(language === 'en' ? 'ar' : 'en').byId;
    const account = accountOf(token);
    const flagged = (game: Game): Game =>
      account === 'visitor' ? game : { ...game, isFavorite: favourites.includes(game.nodeId) };
    const typed = (game: Game) =>
      (!query.gameType || game.gameType === query.gameType) &&
      (!query.vassalage || game.vassalage === query.vassalage);

    const lotteryMenus = (prizeMode: PrizeMode) =>
      lotteryModes.includes(prizeMode) ? fakeLotteryMenus(language, prizeMode) : [];
    const lotteryGames = () =>
      lotteryModes.flatMap((prizeMode) => lotteryMenus(prizeMode).flatMap((menu) => menu.games));
    const lotteryGame = (gameCode: string | undefined) =>
      lotteryGames().find((game) => game.gameCode === gameCode);

    switch (`${method} ${path}`) {
      case `GET ${paths.siteConfig}`:
        return siteConfig;
      case `GET ${paths.sitePermission}`:
        return {
          register: { username: true, mobile: true },
          login: { username: true, sms: true },
          freePlay: true,
          forgotPassword: { email: true, mobileNum: true },
          languages: [...languages],
        } satisfies SitePermissionValue;
      case `GET ${paths.memberInfo}`:
        if (account === 'visitor') throw new Refusal('NOT_LOGGED_IN');
        return members[account];
      case `GET ${paths.gameVendors}`:
        return { data: { lanes } } satisfies VendorLanesValue;
      case `GET ${paths.gameList}`: {
        const text = folded(query.gameName ?? '');
        const matching = games.filter(
          (game) =>
            typed(game) &&
            (!query.gameClassify || game.gameClassify === query.gameClassify) &&
            (query.isNew !== '1' || game.isNew === 1) &&
            (query.isGame === undefined || String(game.isGame) === query.isGame) &&
            (!text || namesOf(game, other).some((name) => name.includes(text))),
        );
        const pageNo = numberOf(query.pageNo, 1);
        const { items, totalPages } = page(matching, pageNo, numberOf(query.pageSize, 40));
        return {
          games: items.map(flagged),
          totalPages,
          total: matching.length,
          pageNo,
        } satisfies GameListValue;
      }
      case `GET ${paths.hotGames}`:
        return {
          list: games.filter((game) => game.isHot === 1 && game.isGame === 1 && typed(game)).slice(0, 200),
        } satisfies HotGamesValue;
      case `GET ${paths.favouriteIds}`:
        memberOnly(token);
        return favourites;
      case `GET ${paths.favouriteList}`: {
        memberOnly(token);
        const mine = favourites.map((id) => byId.get(id)!).filter(typed);
        const pageNo = numberOf(query.pageNo, 1);
        const { items, totalPages } = page(mine, pageNo, numberOf(query.pageSize, 999));
        return { content: items.map(flagged), pageNum: pageNo, totalPages } satisfies FavouriteListValue;
      }
      case `POST ${paths.favouriteAdd}`:
      case `DELETE ${paths.favouriteRemove}`: {
        memberOnly(token);
        const change = body as FavouriteRequest;
        const game = byId.get(change.nodeId);
        if (!game) throw new Refusal('NOT_FOUND');
        if (game.vassalage !== change.vendor || game.gameType !== change.gameType)
          throw new Refusal('BAD_INPUT');
        favourites = favourites.filter((id) => id !== change.nodeId);
        if (method === 'POST') favourites.unshift(change.nodeId);
        return favourites;
      }
      case `GET ${paths.recentGames}`: {
        memberOnly(token);
        const played = recent
          .map((id) => byId.get(id)!)
          .filter(
            (game) =>
              (!query.gameType || game.gameType === query.gameType) &&
              (!query.vendor || game.vassalage === query.vendor),
          );
        const { items, totalPages } = page(played, numberOf(query.page, 1), numberOf(query.pageSize, 20));
        return { list: items.map(flagged), totalPages } satisfies RecentGamesValue;
      }
      case `GET ${paths.rankList}`:
        return { list: demoWinners(language, numberOf(query.limitNum, 20)) } satisfies RankListValue;
      case `GET ${paths.pvpRooms}`:
        memberOnly(token);
        return { list: demoRooms(language, roomCount) } satisfies PvpRoomsValue;
      case `GET ${paths.lotteryMenu}`:
        return {
          gameMenus: lotteryMenus((query.prizeMode ?? 'LOTT') as PrizeMode),
        } satisfies LotteryMenuValue;
      case `GET ${paths.lotteryGames}`:
        return {
          list: lotteryMenus(query.prizeMode as PrizeMode)
            .filter((menu) => !query.gameGroupCode || menu.gameGroupCode === query.gameGroupCode)
            .flatMap((menu) => menu.games),
        } satisfies LotteryGamesValue;
      case `GET ${paths.lotteryMenuRecent}`:
        memberOnly(token);
        return {
          list: recentLottery
            .map(lotteryGame)
            .filter(
              (game): game is LotteryGame =>
                !!game && (!query.prizeMode || game.prizeMode === query.prizeMode),
            ),
        } satisfies LotteryGamesValue;
      case `GET ${paths.lotteryOpened}`:
      case `GET ${paths.lotteryOpenedVn}`: {
        const game = lotteryGame(query.gameCode);
        if (!game) throw new Refusal('NOT_FOUND');
        return { list: fakeDraws(game, numberOf(query.limit, 10)) } satisfies OpenedDrawsValue;
      }
      case `GET ${paths.launchGame}`:
      case `GET ${paths.launchTrial}`: {
        if (query.launchMode === 'LOTT') {
          if (path === paths.launchTrial) throw new Refusal('NO_FREE_TRIAL');
          memberOnly(token);
          if (account === 'trial') throw new Refusal('TRIAL_NOT_ALLOWED');
          const prizeMode = (query.lottoPrizeMode ?? 'LOTT') as PrizeMode;
          const game = query.lottoGameCode
            ? lotteryMenus(prizeMode)
                .flatMap((menu) => menu.games)
                .find((entry) => entry.gameCode === query.lottoGameCode)
            : lotteryMenus(prizeMode)[0]?.games[0];
          if (!game) throw new Refusal('NOT_FOUND');
          return {
            url: `${paths.sandboxGame}?session=lotto-${prizeMode}-${query.lottoView ?? 'betting'}-${game.gameCode}`,
            trial: false,
          } satisfies LaunchValue;
        }
        const trial = path === paths.launchTrial;
        if (!trial) {
          memberOnly(token);
          if (account === 'trial') throw new Refusal('TRIAL_NOT_ALLOWED');
        }
        const game = query.roomId
          ? games.find((entry) => entry.gameType === 'PVP' && entry.isGame === 1)
          : byId.get(Number(query.nodeId));
        if (!game) throw new Refusal('NOT_FOUND');
        if (maintenance.includes(query.vassalage ?? game.vassalage)) throw new Refusal('GAME_MAINTENANCE');
        if (trial && !(game.freeplay === 1 || game.supportPlay === 0)) throw new Refusal('FEATURE_DISABLED');
        const session = query.roomId ?? `${game.nodeId}`;
        return {
          url: `${paths.sandboxGame}?session=${trial ? 'trial' : 'real'}-${session}`,
          trial,
        } satisfies LaunchValue;
      }
      default:
        throw new Refusal('NOT_FOUND');
    }
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://platform.test');
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      token: new Headers(init.headers).get('token'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    if (hang === true || (typeof hang === 'function' && hang(request.path))) {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (offline(request.path)) throw new TypeError('Failed to fetch');
    try {
      return json(200, { success: true, value: answer(request) });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const { status, message } = errors[error.code];
      return json(status, { success: false, code: error.code, message });
    }
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    /** Every request, in order. */
    requests,
    /** The requests of one path. */
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    /** The catalogue as a language sees it. */
    catalogue: (language: DemoLanguage) => catalogue(language),
    /** The member's favourites now, newest first. */
    favourites: () => [...favourites],
  };
}

export type FakeLobbyPlatform = ReturnType<typeof fakeLobbyPlatform>;

export interface FakeLobbyApiProps {
  platform: FakeLobbyPlatform;
  account?: FakeAccount;
  language?: DemoLanguage;
  children: ReactNode;
}

/** `ApiProvider` over the fake platform, with the account's token. */
export function FakeLobbyApi({
  platform,
  account = 'visitor',
  language = 'ar',
  children,
}: FakeLobbyApiProps) {
  return (
    <ApiProvider
      merchant="DEMO"
      language={language}
      token={fakeTokens[account]}
      fetch={platform.fetch}
      // A refusal is seen as it is: retries wait seconds.
      swrConfig={{ shouldRetryOnError: false, revalidateOnFocus: false }}
    >
      {children}
    </ApiProvider>
  );
}

/** The probe's accessible name: tests find it by role and name. */
export const accountProbeName = 'account under test';

/**
 * What the lobby knows of the account so far ('unknown' until the member info is in): a test renders it
 * beside the lobby, in the same provider, and waits for it rather than for time to pass.
 */
export function AccountProbe() {
  const member = useMemberInfo();
  const kind = member.data ? (member.data.isTrial ? 'trial' : 'real') : 'unknown';
  return <output aria-label={accountProbeName}>{kind}</output>;
}

export interface FakeLobbyWrapperOptions {
  account?: FakeAccount;
  locale?: DemoLanguage;
  theme?: 'portal' | 'partner';
  linkComponent?: LinkComponent;
  /** Renders the children inside a lobby host (for LobbyHome, LobbyBrowser and the hooks). */
  host?: LobbyHost;
}

/** A wrapper for `render` and `renderHook`: the fake platform's `ApiProvider` in a `PortalProvider`. */
export function fakeLobbyWrapper(
  platform: FakeLobbyPlatform,
  { account = 'visitor', locale = 'ar', theme = 'portal', linkComponent, host }: FakeLobbyWrapperOptions = {},
) {
  return function FakeLobbyWrapper({ children }: { children: ReactNode }) {
    return (
      <PortalProvider
        locale={locale}
        theme={theme === 'portal' ? portalTheme : partnerTheme}
        linkComponent={linkComponent}
      >
        <FakeLobbyApi platform={platform} account={account} language={locale}>
          {host ? <LobbyHostContext.Provider value={host}>{children}</LobbyHostContext.Provider> : children}
        </FakeLobbyApi>
      </PortalProvider>
    );
  };
}

/** What a story's `parameters.fakePlatform` may say: the platform's options and who is in. */
export interface FakePlatformParameters extends FakeLobbyOptions {
  account?: FakeAccount;
  /** The picture's height: the stage clips what is below (720 px by default). */
  height?: number;
}

function FakeStage({
  parameters,
  language,
  children,
}: {
  parameters: FakePlatformParameters;
  language: DemoLanguage;
  children: ReactNode;
}) {
  const { account = 'visitor', height = 720, ...options } = parameters;
  // One platform per mounted story: its favourites live as long as the story.
  const [platform] = useState(() => fakeLobbyPlatform(options));
  return (
    <FakeLobbyApi platform={platform} account={account} language={language}>
      <div style={{ blockSize: height, overflow: 'hidden' }} data-testid="fake-lobby-stage">
        {children}
      </div>
    </FakeLobbyApi>
  );
}

/**
 * The stories' decorator: the fake platform (from `parameters.fakePlatform`) in the story's language,
 * inside a stage of fixed height, so a long lobby makes a picture of the same size every time.
 */
export const withFakePlatform: Decorator = (Story, context) => (
  <FakeStage
    parameters={(context.parameters.fakePlatform as FakePlatformParameters | undefined) ?? {}}
    language={demoLanguageOf(context.globals.locale)}
  >
    <Story />
  </FakeStage>
);

/** The lobby's texts in the story's or test's language. */
export const lobbyTextOf = (locale: unknown) => (demoLanguageOf(locale) === 'en' ? en : ar);
