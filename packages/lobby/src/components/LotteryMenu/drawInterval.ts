import { latinNumberFormat } from '@portal/ui';
const units = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/**
 * A lottery's draw interval in words ("3 minutes", "3 دقائق", "1 day"), in the largest unit that divides
 * it, with Latin digits as the kit's numbers are; seconds when no larger unit fits.
 */
export function drawInterval(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.round(seconds));
  const [unit, size] = units.find(([, size]) => whole >= size && whole % size === 0) ?? ['second', 1];
  return latinNumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(whole / size);
}
