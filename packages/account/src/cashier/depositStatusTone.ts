import type { DepositStatus } from '@portal/api';
import type { BadgeTone } from '@portal/ui';

/** How each deposit status is coloured: approved positive, rejected critical, waiting and expired quiet. */
export const depositStatusTone: Record<DepositStatus, BadgeTone> = {
  pending: 'accent',
  approved: 'positive',
  rejected: 'critical',
  expired: 'neutral',
};
