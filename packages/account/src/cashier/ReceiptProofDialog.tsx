import type { WithdrawalRecord } from '@portal/api';
import { ProofImageForm, type ProofImageOutcome } from '@portal/forms';
import { Dialog } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { useMoneyText } from './useMoneyText';

export interface ReceiptProofDialogProps {
  withdrawal: WithdrawalRecord;
  /** Sends the report with its picture (a data URL). */
  onSubmit: (proofImage: string) => Promise<ProofImageOutcome>;
  onClose: () => void;
}

/** Reports a paid withdrawal as not received, with a picture that shows it (spec 4, withdrawal confirmation). */
export function ReceiptProofDialog({ withdrawal, onSubmit, onClose }: ReceiptProofDialogProps) {
  const { t } = useAccountTranslation();
  const { money } = useMoneyText();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="sm">
        <Dialog.Title>{t('withdraw.proofTitle')}</Dialog.Title>
        <Dialog.Description>
          {t('withdraw.proofDescription', {
            amount: money(withdrawal.amountMinor, withdrawal.currency),
            account: `${withdrawal.payoutAccount.institution} ${withdrawal.payoutAccount.maskedNumber}`,
          })}
        </Dialog.Description>
        <ProofImageForm
          onCancel={onClose}
          onSubmit={async (image) => {
            const outcome = await onSubmit(image);
            if (outcome.ok) onClose();
            return outcome;
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
