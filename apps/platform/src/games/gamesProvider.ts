import type { SandboxGamePage, SandboxRoundValue } from '@portal/api';
import type { Db } from '../db/database';
import type { gameSessions } from '../db/schema';

/** A stored game session (the platform's; the provider names it by its token). */
type GameSessionRow = typeof gameSessions.$inferSelect;

/**
 * What a provider works with: the database (a round's writes go through the transaction it is given) and
 * the platform's clock. The platform is one; the port names only this much of it.
 */
export interface GamesHost {
  db: Db;
  /** Epoch ms; tests move it. */
  now: () => number;
}

/** What a player chose for a round, as the round call carries it (already of the right types). */
export interface RoundChoice {
  stakeMinor: number;
  picks?: number[];
  gameCode?: string;
  roomId?: string;
}

/** A game session the platform opened for a launch: the provider turns it into the page to open. */
export interface GameLaunch {
  /** The session's secret token (43 url-safe characters); the provider's callbacks name the session by it. */
  token: string;
  session: Pick<GameSessionRow, 'nodeId' | 'kind' | 'trial' | 'language' | 'backUrl'>;
  /** The game's code in the catalogue (the aggregator's game id). */
  gameCode: string;
  /** The vendor's code (the aggregator's provider or studio id). */
  vendorCode: string;
}

/**
 * The games port: what the platform needs from whoever runs the games. The platform keeps the catalogue,
 * the game sessions and the money (the ledger); the provider renders the game and decides each round.
 *
 * A real aggregator plugs in with the seamless-wallet shape its API already has:
 * - `launchUrl`: the aggregator's "create session / get launch URL" call, given the session token as the
 *   operator's player token, the game id, the language, real or demo money and the lobby URL to return to.
 *   The portal opens the answer in its game window.
 * - `settleRound`: the aggregator's wallet callbacks (`balance`, `bet`/`debit`, `win`/`credit`,
 *   `rollback`), received by a route of the adapter that checks the aggregator's signature, each carrying
 *   the player token, a round id and a transaction id. One round is a debit of the stake and a credit of
 *   the win in one ledger transaction under the request's idempotency key (the transaction id), so a
 *   retried callback is answered, never paid twice; a rollback is a round whose win returns the stake.
 *   The sandbox decides the outcome itself (its engines); an aggregator's adapter reads it from the
 *   callback instead and passes it through.
 * - `vendorUnderMaintenance`: the aggregator's game-list or provider-status call. The operator's own
 *   switch (the vendor's maintenance flag) is checked first; this adds the provider's word.
 * - `page`: only for a provider whose game pages the platform serves itself (the sandbox). An aggregator
 *   hosts its own pages and leaves it out; then the platform's game page route answers 404.
 */
export interface GamesProvider {
  /** The name configuration chooses it by (GAMES_PROVIDER). */
  readonly name: string;
  launchUrl(launch: GameLaunch): string | Promise<string>;
  settleRound(
    host: GamesHost,
    tx: Db,
    session: GameSessionRow,
    round: RoundChoice,
  ): Promise<SandboxRoundValue>;
  vendorUnderMaintenance(vendorCode: string): Promise<boolean>;
  page?(host: GamesHost, session: GameSessionRow): Promise<SandboxGamePage>;
}
