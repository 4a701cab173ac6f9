import type { SliderFields } from '@portal/api';
import { useSliderChallenge } from '@portal/api/react';
import { SliderVerification } from '@portal/forms';
import { Dialog } from '@portal/ui';
import { useSliderVerify } from '../hooks/useSliderVerify';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

export interface SliderChallengeDialogProps {
  /** Called once with the fields of a passed puzzle, or null when the player closed the dialog. */
  onDone: (fields: SliderFields | null) => void;
}

/** The anti-bot challenge of a registration (spec section 4): the slider puzzle in its own dialog. */
export function SliderChallengeDialog({ onDone }: SliderChallengeDialogProps) {
  const { t } = useAccountTranslation();
  const slider = useSliderChallenge(true);
  const { onVerify, captcha } = useSliderVerify();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content size="sm">
        <Dialog.Title>{t('challenge.title')}</Dialog.Title>
        <Dialog.Description>{t('challenge.description')}</Dialog.Description>
        <SliderVerification
          challenge={slider.data}
          onRefresh={() => void slider.refresh()}
          onVerify={onVerify}
          captcha={captcha}
          onVerified={(fields) => onDone(fields as unknown as SliderFields)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
