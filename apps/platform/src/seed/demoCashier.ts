import {
  defaultTransferUplineSetting,
  defaultWithdrawSetting,
  type CashierSetting,
} from '../payments/cashierSetting';

/**
 * The demo brand's cashier: three deposit channels, the withdrawal's rules and transfers to upline (switched
 * on), in the site's minor units.
 */
export const demoCashier: CashierSetting = {
  deposit: {
    channels: [
      { channel: 'ewallet', enabled: true, minMinor: 10_00, maxMinor: 5_000_00, payWithinMinutes: 30 },
      { channel: 'bank', enabled: true, minMinor: 100_00, maxMinor: 50_000_00, payWithinMinutes: 24 * 60 },
      { channel: 'crypto', enabled: true, minMinor: 20_00, maxMinor: 20_000_00, payWithinMinutes: 120 },
    ],
  },
  withdraw: defaultWithdrawSetting,
  // The demo shows transfers to upline: its members under an agent (agent1player1...) may send them money.
  transferUpline: { ...defaultTransferUplineSetting, enabled: true },
};
