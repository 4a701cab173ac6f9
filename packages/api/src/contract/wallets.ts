/**
 * The transfer-fund page's contract (spec 2.6 transferFund): the member's main wallet and a wallet per
 * vendor, and moving money back to the main wallet. A single transfer is `walletTransfer` (GCS_walletTransfer).
 */

/** One of the member's wallets: 'main', or a vendor's (its `accountTypeName`). */
export interface WalletBalance {
  name: string;
  /** The vendor's name in the member's language; '' for the main wallet (the page names it). */
  displayName: string;
  /** Minor units. */
  balanceMinor: number;
}

/** `GET /wps/member/wallets?language=`: the vendors' names are in that language. */
export interface WalletsQuery {
  language?: string;
}

/** `GET /wps/member/wallets`: the main wallet first, then every vendor's, in the catalogue's order. */
export interface WalletsValue {
  /** A single-wallet merchant (`GCS_merchantWallet` isSingle): only the main wallet, games play from it. */
  isSingle: boolean;
  currency: string;
  currencySymbol: string;
  wallets: WalletBalance[];
}
