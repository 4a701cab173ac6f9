import { idempotencyKeyHeader, paths, type LaunchValue } from '@portal/api';
import { expect } from 'vitest';
import { demoCatalogue, type DemoGame } from '../seed/demoCatalogue';
import type { TestPlatform } from './testPlatform';

/** The demo catalogue's games. */
export const demoGames = (): DemoGame[] => demoCatalogue().games;

/** The first game of the catalogue that fits. */
export function demoGame(test: (game: DemoGame) => boolean): DemoGame {
  const found = demoGames().find((game) => game.isGame === 1 && test(game));
  if (!found) throw new Error('No demo game fits.');
  return found;
}

/** A launch call (`launchGame` with a token, `GCS_gameLaunchFB` without), as the raw answer. */
export const launchRequest = (tp: TestPlatform, query: string, token?: string) =>
  tp.app.inject({
    method: 'GET',
    url: `${token === undefined ? paths.launchTrial : paths.launchGame}?${query}`,
    headers: token ? { token } : {},
  });

/** Launches and returns the game session's token (from the answer's url). */
export async function launch(tp: TestPlatform, query: string, token?: string): Promise<string> {
  const res = await launchRequest(tp, query, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const value = res.json().value as LaunchValue;
  const session = new URL(value.url, 'http://platform.test').searchParams.get('session');
  expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return session as string;
}

let keys = 0;
/** A fresh idempotency key. */
export const freshKey = () => `test-key-${String((keys += 1)).padStart(6, '0')}`;

/** A round call with an idempotency key (a fresh one unless given; `null` sends none). */
export const roundRequest = (
  tp: TestPlatform,
  body: Record<string, unknown>,
  key: string | null = freshKey(),
) =>
  tp.app.inject({
    method: 'POST',
    url: paths.sandboxGameRound,
    headers: key === null ? {} : { [idempotencyKeyHeader]: key },
    payload: body,
  });
