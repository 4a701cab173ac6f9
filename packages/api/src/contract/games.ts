/**
 * The game catalogue, favourites, recent games, launches, the winner board and wallets (spec sections
 * 3, 4 and 7). Field names are the spec's; where the spec names none the platform defines them here.
 * The catalogue calls answer visitors too (they browse and search); with a token they add the member's
 * favourite flags.
 */

import { paths } from '../paths';

/** Game types of spec 2.1 (lobby categories), plus the slot sub-categories of RNG. */
export const gameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
] as const;
export type GameType = (typeof gameTypes)[number];

/**
 * The order of the vendor lanes (`GCSGAME_newGameVendor`) and game menus: the category navigation of
 * spec 2.3 (home and the account lists come before, favourites and promotions after, in the lobby).
 */
export const gameLaneOrder = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameType[];

/** Slot sub-categories (spec 2.3): scratch, video poker, jackpot, table games, arcade, bingo (BG only with language TY). */
export const slotClassifies = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type SlotClassify = (typeof slotClassifies)[number];

/** Game selection types (spec section 3). */
export const selectionTypes = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT', 'SEARCH'] as const;
export type SelectionType = (typeof selectionTypes)[number];

/** Lottery prize modes (spec section 3). */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** Vendor code groups (spec section 3). */
export const vendorGroups = {
  esports: ['AV', 'AI', 'IMES', 'TF', 'IA'],
  cockfight: ['DS88'],
  /** Lottery vendors and the screen each opens. */
  lottery: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'],
} as const;

/** The address of a game's art (an SVG drawn from the game, the same in every language, cached for good). */
export const gameArtUrl = (nodeId: number): string => paths.gameArt.replace('{nodeId}', String(nodeId));

/** The address of a vendor's logo (an SVG wordmark of its code, cached for good). */
export const vendorLogoUrl = (vassalage: string): string =>
  paths.vendorLogo.replace('{vassalage}', encodeURIComponent(vassalage));

/** The largest page of `GCSGAME_gameList` and `GCS_recentGame`. */
export const gameListMaxPageSize = 100;
/** The game list's page size when none is asked: a game type's lobby (spec section 9). */
export const gameListDefaultPageSize = 40;
/** The largest page of the favourites list (one reading of spec section 9 asks 999). */
export const favouriteListMaxPageSize = 999;
/** The hot list holds at most this many games, the most popular first. */
export const hotGamesLimit = 200;
/** The popular list's length when none is asked, and its largest. */
export const popularGamesDefaultLimit = 20;
export const popularGamesMaxLimit = 50;

/** A game of the catalogue (spec section 3). */
export interface Game {
  nodeId: number;
  /** The game's name in the asked language (nodeName and gameName are the same text). */
  nodeName: string;
  gameName: string;
  displayName: string;
  gameType: GameType;
  /** The vendor's code. */
  vassalage: string;
  /** The slot sub-category ('' for none). */
  gameClassify: string;
  /** 1 for a new game. */
  isNew: 0 | 1;
  /** 1 for a hot game. */
  isHot: 0 | 1;
  /** The game's art, served by the platform (an SVG per nodeId); put it on an image CDN to show it. */
  iconUrl: string;
  /** The game's code for a launch. */
  gameCode: string;
  /**
   * 1 for a game; 0 for a card that stands for its vendor's game list (the vendor's game flag equals its
   * vassalage flag): pressing it opens the popup game list.
   */
  isGame: 0 | 1;
  /** 1 when a free trial exists (some vendors say so with `supportPlay: 0` instead). */
  freeplay: 0 | 1;
  supportPlay?: 0 | 1;
  /** The member's favourite flag, with a token only. */
  isFavorite?: boolean;
}

/** `GET /wps/relay/GCSGAME_gameList` query (spec section 7). */
export interface GameListQuery {
  clientType?: number;
  platform?: string;
  merchant?: string;
  gameType?: GameType | '';
  /** 1 for new games only. */
  isNew?: 0 | 1;
  vassalage?: string;
  gameClassify?: string;
  /**
   * A part of the name, in any of the game's languages: trimmed, without case, Arabic without its vowel
   * marks and with its letter variants folded (أ إ آ to ا, ى to ي, ة to ه), up to 64 characters.
   */
  gameName?: string;
  /**
   * 1 for games only, 0 for the cards that stand for a vendor's game list; both when absent. The popup
   * game list of a `gameListCard` vendor asks `vassalage` with `isGame: 1`.
   */
  isGame?: 0 | 1;
  /** From 1; a page beyond the last answers no games (with the true `totalPages` and `total`). */
  pageNo?: number;
  /** 1 to 100; 40 by default. */
  pageSize?: number;
  language?: string;
}

export interface GameListValue {
  games: Game[];
  totalPages: number;
  /** The count of games that match (the search counter's {2}). */
  total: number;
  pageNo: number;
}

/** `GET /wps/relay/GCSGAME_hotGamesV2` query. */
export interface HotGamesQuery {
  merchantCode?: string;
  isPlatform?: number;
  vassalage?: string;
  platform?: string;
  language?: string;
  gameType?: GameType | '';
}

/** The hot games (isHot 1), the most popular first, at most `hotGamesLimit`. */
export interface HotGamesValue {
  list: Game[];
}

/** `GET /wps/relay/GCSGAME_popularGames` query (the platform's own call). */
export interface PopularGamesQuery {
  language?: string;
  gameType?: GameType | '';
  vassalage?: string;
  /** 1 to 50; 20 by default. */
  limit?: number;
}

/** The most played games (by popularity, which rounds raise), most popular first. */
export interface PopularGamesValue {
  list: Game[];
}

/** A vendor of a lane (spec section 3). */
export interface Vendor {
  vassalage: string;
  displayName: string;
  /** The vendor's wallet name (a transfer's `vendor`). */
  accountTypeName: string;
  /** The vendor's logo, served by the platform (an SVG). */
  logoUrl: string;
  /** How many games it has in this lane (its games, not the cards that stand for its game list). */
  gameCount: number;
  /** The vendor is under maintenance: its games answer 'game under maintenance'. */
  maintenance: boolean;
  /** The vendor's cards stand for its game list (popup game list). */
  gameListCard: boolean;
}

/** One category of the vendor lanes: its vendors, and the slot sub-categories it has. */
export interface VendorLane {
  /** The game type (the category). */
  gameCategory: GameType;
  title: string;
  /** Vendors in display order, keyed by vassalage in `cards`. */
  vendors: Vendor[];
  cards: Record<string, Vendor>;
  /** The classifies its games use (RNG's sub-categories). */
  gameClassify: string[];
}

/**
 * `GET /wps/relay/GCSGAME_newGameVendor`: `data.lanes` (spec section 7), one lane per game type that has
 * vendors, in `gameLaneOrder`. E-sport and cockfight vendors come in their own lanes (ESPORTS, COCKFIGHT),
 * not under SPORTS.
 */
export interface VendorLanesValue {
  data: { lanes: VendorLane[] };
}

/** `GET /wps/relay/GCSGAME_getVassGameType?vassalage=`: the game types a vendor has. */
export interface VendorGameTypesValue {
  vassalage: string;
  gameTypes: GameType[];
}

/** One entry of `GET /lgw/games/game_menus`: a category of the lobby menu. */
export interface GameMenu {
  gameType: GameType;
  title: string;
  vendorCount: number;
  gameCount: number;
}

/** `GET /lgw/games/game_menus`: one entry per lane, in `gameLaneOrder`. */
export type GameMenusValue = GameMenu[];

/** `GET /wps/relay/MCSFE_getFavoriteGames`: the nodeIds of the member's favourite games, newest first. */
export type FavouriteIdsValue = number[];

/** A favourite (spec section 3). */
export interface FavouriteRequest {
  nodeId: number;
  /** The vendor's code. */
  vendor: string;
  gameType: GameType;
}

/**
 * The answer of `MCSFE_addFavoriteGameV2` (POST) and `MCSFE_removeFavoriteGameV2` (DELETE, the same JSON
 * body): the member's favourite ids after the change. Both are idempotent; the game must exist and its
 * vendor and game type must be the request's.
 */
export type FavouriteChangeValue = FavouriteIdsValue;

/**
 * `GET /wps/relay/MCSFE_getFavoriteGamesList` query (spec section 7). The spec lists the token among its
 * parameters; it travels as the `token` header instead.
 */
export interface FavouriteListQuery {
  clientType?: number;
  platform?: string;
  gameType?: GameType | '';
  vassalage?: string;
  /** From 1. */
  pageNo?: number;
  /** 1 to 999; 999 by default (spec section 9). */
  pageSize?: number;
  language?: string;
}

/** `GET /wps/relay/MCSFE_getFavoriteGamesList`: a page of the member's favourite games, newest first. */
export interface FavouriteListValue {
  content: Game[];
  pageNum: number;
  totalPages: number;
}

/** `GET /wps/relay/GCS_recentGame` query (spec section 7). */
export interface RecentGamesQuery {
  /** From 1; 1 by default. */
  page?: number;
  /** 1 to 100; 20 by default (spec section 9). */
  pageSize?: number;
  gameType?: GameType | '';
  /** The vendor's code. */
  vendor?: string;
  language?: string;
  clientType?: number;
}

/** `GET /wps/relay/GCS_recentGame`: the member's recently played games, newest first. */
export interface RecentGamesValue {
  list: Game[];
  totalPages: number;
}

/** One game announcement (`GET /wps/relay/GCSGAME_gameAnnouncements`, the platform's own call). */
export interface GameAnnouncement {
  id: number;
  title: string;
  /** Sanitised html. */
  content: string;
  /** The vendor it concerns ('' for every vendor). */
  vassalage: string;
  /** Epoch ms. */
  startDate: number;
}

/** `GET /wps/relay/GCSGAME_gameAnnouncements` query: the language, and optionally one vendor's (with the general ones). */
export interface GameAnnouncementsQuery {
  language?: string;
  vassalage?: string;
}

/** The published game announcements, newest first. */
export interface GameAnnouncementsValue {
  list: GameAnnouncement[];
}

/** `PUT /wps/operator/vendor` (operator bearer): switches a vendor's maintenance. */
export interface OperatorVendorRequest {
  vassalage: string;
  maintenance: boolean;
}

/** A vendor's switches as the operator sees them (`GET` lists them all, `PUT` answers the one changed). */
export interface OperatorVendorValue {
  vassalage: string;
  maintenance: boolean;
  gameListCard: boolean;
}

/** A launch's answer: the address of the game's page (open it in the game window). */
export interface LaunchValue {
  url: string;
  /** The trial version: its play money is held by the game and never touches the ledger. */
  trial: boolean;
}

/** `GET /wps/game/launchGame` and `GET /wps/relay/GCS_gameLaunchFB` query (the trial one has no token). */
export interface LaunchQuery {
  nodeId?: number;
  gameCode?: string;
  vassalage?: string;
  language?: string;
  /** Where the game's back control returns. */
  backUrl?: string;
  /** The lottery lobby launch (spec section 7). */
  lottoArea?: 'VN';
  launchMode?: 'LOTT';
  lottoPrizeMode?: PrizeMode;
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  device?: 'WEB';
}

/** A PVP room (`GET /wps/relay/GLS2_roomList`). */
export interface PvpRoom {
  roomId: string;
  gameCode: string;
  name: string;
  /** The stake of one hand, minor units. */
  stakeMinor: number;
  players: number;
  seats: number;
}

/** `GET /wps/relay/GLS2_roomList`: the PVP rooms. */
export interface PvpRoomsValue {
  list: PvpRoom[];
}

/** A winner board entry (`GET /wps/relay/GCSGAME_getRankList`): `vo` holds the win, sorted by winAmount. */
export interface RankEntry {
  vo: {
    /** Minor units. */
    winAmount: number;
    /** The game's name. */
    game: string;
    /** The player, masked (a few letters and stars). */
    name: string;
    /** The prize, formatted with the currency. */
    prize: string;
    /** Epoch ms. */
    wonAt: number;
  };
}

export interface RankListValue {
  list: RankEntry[];
}

/** `GET /wps/relay/GCS_merchantWallet`: one wallet for every game (isSingle) or a wallet per vendor. */
export interface MerchantWalletValue {
  isSingle: boolean;
}

/** `POST /wps/relay/GCS_walletTransfer` (idempotent): between the main wallet and a vendor wallet. */
export interface WalletTransferRequest {
  /** 'main' or a vendor's `accountTypeName`. */
  from: string;
  to: string;
  /** Minor units, positive. */
  amountMinor: number;
}

export interface WalletTransferValue {
  /** The wallets' balances after it, minor units, by wallet name. */
  balances: Record<string, number>;
}

/** A lottery game (spec section 3): its group code is its tag. */
export interface LotteryGame {
  gameCode: string;
  name: string;
  prizeMode: PrizeMode;
  /** The category tag: 11X5, LF, LHC, PK10 or SSC. */
  gameGroupCode: string;
  /** Seconds between draws. */
  drawIntervalSeconds: number;
}

/** The lottery categories with their own art (spec section 3). */
export const lotteryGroups = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;

/** `GET /lgw/vn/games/game_menu?prizeMode=&device=WEB`: the lottery menus of a prize mode. */
export interface LotteryMenuValue {
  gameMenus: Array<{ gameGroupCode: string; title: string; games: LotteryGame[] }>;
}

/** An opened draw (`/lgw/vn/numeros/opened/game`, `/lotto/lgw/games/opened/numero`). */
export interface OpenedDraw {
  gameCode: string;
  /** The draw's number, e.g. 20261124-0421. */
  numero: string;
  /** The drawn numbers. */
  result: string[];
  /** Epoch ms. */
  openedAt: number;
}

// ---------------------------------------------------------------------------------------------------------
// Launches, the sandbox games behind them, their rounds, the winner board, wallets and lottery calls.

/** The free trial's play money (minor units): held by the trial session, it never touches the ledger. */
export const trialBalanceMinor = 200_000;

/** The stakes a slot or lottery round may take (minor units); a PVP hand stakes its room's stake. */
export const sandboxStakesMinor = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

/** At most one round of a game session per this many ms (429 THROTTLED otherwise). */
export const roundIntervalMs = 300;

/** The winner board's length when none is asked (spec section 9), and its largest. */
export const rankListDefaultLimit = 20;
export const rankListMaxLimit = 50;

/** Which sandbox game a launch opens: the lottery for LOTT and ELOTT, the room list for PVP, else a slot. */
export type SandboxGameKind = 'slot' | 'lottery' | 'pvp';

/** A lottery game as the sandbox game page shows it. */
export interface SandboxPageLotteryGame {
  gameCode: string;
  name: string;
  gameGroupCode: (typeof lotteryGroups)[number];
  drawIntervalSeconds: number;
}

/** A lottery category's rule as the sandbox game page needs it. */
export interface SandboxPageLotteryRule {
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

/** What a live sandbox game session's page shows, read at the time it is asked. */
export interface SandboxGamePage {
  ended: false;
  lang: 'ar' | 'en';
  kind: SandboxGameKind;
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
    current: SandboxPageLotteryGame;
    /** The lobby view's games of the prize mode, by category. */
    games: SandboxPageLotteryGame[];
    rules: Record<(typeof lotteryGroups)[number], SandboxPageLotteryRule>;
    draws: OpenedDraw[];
  };
  pvp?: { rooms: PvpRoom[]; rtp: number };
}

/**
 * `GET /wps/sandbox/game/page?session=`: what the sandbox game page shows. A session that is over (or
 * never was) is `ended`, in the site's default language, with the way back.
 */
export type SandboxGamePageValue = SandboxGamePage | { ended: true; lang: 'ar' | 'en'; backUrl: string };

/** The lottery lobby launch's views (spec section 7). */
export const lotteryViews = ['betting', 'lobby'] as const;
export type LotteryView = (typeof lotteryViews)[number];

/** The slot's symbols, from the most to the least valuable; `wild` stands for any symbol. */
export type SlotSymbol = 'wild' | 'seven' | 'gem' | 'bell' | 'bar' | 'melon' | 'plum' | 'lemon' | 'cherry';

/**
 * `POST /wps/sandbox/game/round` (with the `idempotency-key` header): one deliberate round of a game
 * session. A real session's stake leaves the main wallet and its win comes back in one ledger transaction;
 * a trial session moves only its play money.
 */
export interface SandboxRoundRequest {
  /** The session token of the launch's url. */
  session: string;
  /** Minor units: one of `sandboxStakesMinor` (slot, lottery) or the room's stake (PVP). */
  stakeMinor: number;
  /**
   * Lottery: the numbers picked. For the ordered groups (SSC, LF, PK10) the first pick is the first
   * position's and so on; for 11X5 and LHC any order (all must be drawn).
   */
  picks?: number[];
  /** Lottery lobby view: the game played (one of the session's prize mode); the launched game otherwise. */
  gameCode?: string;
  /** PVP: the room whose hand is played. */
  roomId?: string;
}

export interface SlotLineWin {
  /** The payline, from 1. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets (a tenth of the stake). */
  pay: number;
}

export interface SlotOutcome {
  kind: 'slot';
  /** The window, reel by reel (5), top to bottom (3). */
  reels: SlotSymbol[][];
  lines: SlotLineWin[];
}

export interface LotteryOutcome {
  kind: 'lottery';
  gameCode: string;
  picks: number[];
  /** The numbers drawn, as the draws show them ('07', '3'). */
  drawn: string[];
  /** Whether every pick was drawn (in its position, for the ordered groups). */
  hit: boolean;
  /** The pay of a hit, times the stake (e.g. 9.5). */
  multiplier: number;
}

export interface PvpOutcome {
  kind: 'pvp';
  roomId: string;
  /** Cards as rank and suit: 'AS', '10H', '7D'. */
  playerCard: string;
  houseCard: string;
  result: 'win' | 'lose' | 'push';
}

export interface SandboxRoundValue {
  outcome: SlotOutcome | LotteryOutcome | PvpOutcome;
  stakeMinor: number;
  /** What came back (0 on a loss; the stake on a push). */
  winMinor: number;
  /** The balance after the round: the main wallet's, or the trial's play money. */
  balanceMinor: number;
  /** The same with 2 decimals. */
  balance: string;
  trial: boolean;
  /** Since the session's launch. */
  elapsedMs: number;
  /** The session's net position: won minus staked, minor units. */
  netMinor: number;
  /** Rounds played in the session. */
  rounds: number;
}

/** `GET /wps/relay/GLS2_roomList` query (member). */
export interface PvpRoomsQuery {
  /** One game's rooms; the most popular games' rooms otherwise. */
  gameCode?: string;
  language?: string;
  /** 1 to 100; 50 by default. */
  limit?: number;
}

/** `GET /wps/relay/GCSGAME_getRankList` query (spec section 7). */
export interface RankListQuery {
  /** 'ALL' or a game type. */
  gameCategory?: 'ALL' | GameType;
  language?: string;
  /** 1 to 50; 20 by default. */
  limitNum?: number;
}

/** `GET /lgw/vn/games/game_menu` query (spec section 7): LOTT when no prize mode is asked. */
export interface LotteryMenuQuery {
  prizeMode?: PrizeMode;
  /** WEB, the desktop web (the platform reads it and answers the same menus). */
  device?: 'WEB';
  language?: string;
}

/** `GET /lgw/vn/games/game_menu/recent` query (member): every prize mode when none is asked. */
export interface RecentLotteryGamesQuery {
  prizeMode?: PrizeMode;
  device?: 'WEB';
  language?: string;
}

/** `GET /lgw/games/lottery` query: a prize mode's games, optionally of one category. */
export interface LotteryGamesQuery {
  prizeMode: PrizeMode;
  /** One of `lotteryGroups`; every category when absent. */
  gameGroupCode?: string;
  language?: string;
}

/** `GET /lgw/vn/numeros/opened/game` and `GET /lotto/lgw/games/opened/numero` query. */
export interface OpenedDrawsQuery {
  gameCode: string;
  /** 1 to 30; 10 by default. */
  limit?: number;
}

/** `GET /lgw/games/lottery?prizeMode=` and `GET /lgw/vn/games/game_menu/recent`. */
export interface LotteryGamesValue {
  list: LotteryGame[];
}

/** `GET /lgw/vn/numeros/opened/game?gameCode=` and `GET /lotto/lgw/games/opened/numero?gameCode=`: newest first. */
export interface OpenedDrawsValue {
  list: OpenedDraw[];
}
