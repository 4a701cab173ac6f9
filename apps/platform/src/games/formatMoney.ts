/**
 * Minor units as the games show money: the currency symbol, thousands grouped, 2 decimals. One function
 * for the winner board (platform) and the sandbox game page (its script bundles this file).
 */
export function formatMoney(minor: number, symbol: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
