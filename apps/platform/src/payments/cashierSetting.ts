import type { DepositChannel } from '@portal/api';

/** One deposit channel as the operator configures it. */
export interface DepositChannelSetting {
  channel: DepositChannel;
  enabled: boolean;
  /** The amounts it takes, in minor units of the member's currency. */
  minMinor: number;
  maxMinor: number;
  /**
   * How long a pending deposit waits to be paid (minutes). An e-wallet deposit waits as long as the PSP's
   * hosted page takes the payment, whichever ends first.
   */
  payWithinMinutes: number;
}

/** The cashier's site configuration (`settings.cashier`). */
export interface CashierSetting {
  deposit: {
    channels: DepositChannelSetting[];
  };
}
