import { Landmark, Wallet, type LucideIcon } from 'lucide-react';

/** What a payout account is (the platform's `PayoutAccountKind`): a bank card or an e-wallet. */
export const payoutKinds = ['bank', 'ewallet'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/** One icon per kind, the same in the binding form and on the withdraw form's account cards. */
export const payoutKindIcons: Record<PayoutKind, LucideIcon> = { bank: Landmark, ewallet: Wallet };
