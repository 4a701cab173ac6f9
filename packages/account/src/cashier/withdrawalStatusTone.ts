import type { WithdrawalStatus } from '@portal/api';
import type { BadgeTone } from '@portal/ui';

/** How each withdrawal status is coloured: paid positive, rejected critical, held (pending) waiting. */
export const withdrawalStatusTone: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'accent',
  paid: 'positive',
  rejected: 'critical',
};
