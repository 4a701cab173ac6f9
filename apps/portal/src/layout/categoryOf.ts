import { gameTypes, type GameTypeCode } from '../layout/gameTypes';

/** The home lobby's paths (spec 2.1): they share one main view. */
export const homePaths = ['/', '/index', '/index.html', '/home'] as const;

/** The current game category as spec 2.1 reads it: HOME, or a lobby path's word upper-cased. */
export type CurrentCategory = 'HOME' | Exclude<GameTypeCode, 'HOT'>;

const lobbyCodes = new Set<string>(gameTypes.map((type) => type.code).filter((code) => code !== 'HOT'));

/**
 * The category a path sets (spec 2.1: "category word sets the current game category, upper-cased"),
 * or null for the other pages. The category lives in the address, so going to / is going HOME.
 */
export function categoryOf(pathname: string): CurrentCategory | null {
  if ((homePaths as readonly string[]).includes(pathname)) return 'HOME';
  const word = /^\/([a-z]+)\/?$/i.exec(pathname)?.[1]?.toUpperCase();
  return word && lobbyCodes.has(word) ? (word as CurrentCategory) : null;
}
