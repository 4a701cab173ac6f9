export { Balance, type BalanceProps } from './Balance';
export { formatMoney, minorToDecimal, hiddenMoneyMask, type FormatMoneyOptions } from './formatMoney';
