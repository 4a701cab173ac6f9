/** How a signed amount is toned: money won or come in, money lost or gone out, or neither. */
export type RecordTone = 'positive' | 'negative';

export const toneOf = (amountMinor: number): RecordTone | undefined =>
  amountMinor > 0 ? 'positive' : amountMinor < 0 ? 'negative' : undefined;
