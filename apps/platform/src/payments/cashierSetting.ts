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

/** The withdrawal's rules as the operator configures them. */
export interface WithdrawSetting {
  /** The amounts one withdrawal takes, in minor units of the member's currency. */
  minMinor: number;
  maxMinor: number;
  /** Withdrawals a member may request in a day (UTC). */
  dailyCount: number;
  /** A paid withdrawal the member has not answered counts as received after these minutes (spec 9). */
  autoReceiptMinutes: number;
  /** Sandbox only: the sandbox payout provider pays a pending withdrawal after these seconds. */
  sandboxPayAfterSeconds: number;
}

/** Transfers to upline (a member's money to their agent) as the operator configures them. */
export interface TransferUplineSetting {
  /** Off by default: a site offers it only when the operator switches it on. */
  enabled: boolean;
  /** The amounts one transfer takes, in minor units of the member's currency. */
  minMinor: number;
  maxMinor: number;
  /** Transfers a member may make in a day (UTC). */
  dailyCount: number;
  /** The most a member may transfer in a day (UTC), all transfers together. */
  dailyMaxMinor: number;
}

/** The cashier's site configuration (`settings.cashier`). */
export interface CashierSetting {
  deposit: {
    channels: DepositChannelSetting[];
  };
  /** Absent in a configuration stored before withdrawals came: `defaultWithdrawSetting` then. */
  withdraw?: WithdrawSetting;
  /**
   * Transfers to upline (member to agent); absent in a configuration stored before they came:
   * `defaultTransferUplineSetting` (switched off) then.
   */
  transferUpline?: TransferUplineSetting;
}

/** The withdrawal's rules where the operator has set none. */
export const defaultWithdrawSetting: WithdrawSetting = {
  minMinor: 50_00,
  maxMinor: 20_000_00,
  dailyCount: 3,
  autoReceiptMinutes: 24 * 60,
  sandboxPayAfterSeconds: 30,
};

/** Transfers to upline where the operator has set nothing: switched off, with limits ready for when they are on. */
export const defaultTransferUplineSetting: TransferUplineSetting = {
  enabled: false,
  minMinor: 10_00,
  maxMinor: 5_000_00,
  dailyCount: 5,
  dailyMaxMinor: 10_000_00,
};
