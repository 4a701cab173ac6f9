/** The fields of a game (as the server sends them, numbers or numeric strings) that decide the trial. */
export interface FreeTrialFields {
  /** 1 means a free trial exists. */
  freeplay?: number | string | null;
  /** 0 means a free trial exists. */
  supportPlay?: number | string | null;
}

const equals = (value: number | string | null | undefined, expected: number): boolean =>
  value !== undefined && value !== null && String(value).trim() === String(expected);

/** Whether a game offers a free trial: `freeplay` is 1 or `supportPlay` is 0. */
export function hasFreeTrial(game: FreeTrialFields): boolean {
  return equals(game.freeplay, 1) || equals(game.supportPlay, 0);
}
