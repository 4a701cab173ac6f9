import { Button, cx } from '@portal/ui';
import { useId, type FormEvent } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { feedbackLimits, formatRuleMessage } from '../../rules';
import { actions, stack } from '../Form/Form.css';
import { FeedbackImages } from '../FeedbackForm/FeedbackImages';
import { useFeedbackImages } from '../FeedbackForm/useFeedbackImages';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';
import { readFileAsDataUrl } from './readFileAsDataUrl';

export type ProofImageOutcome = SubmitOutcome;

export interface ProofImageFormProps {
  /** Sends the picture, as a data URL. A failure's message shows above the buttons. */
  onSubmit: (imageDataUrl: string) => Promise<ProofImageOutcome>;
  /** Leaves without sending (the dialog's cancel). */
  onCancel?: () => void;
  className?: string;
}

const megabytes = feedbackLimits.maxImageBytes / (1024 * 1024);

/**
 * One picture that proves something (a payout that did not arrive: a bank statement, a screenshot),
 * picked or dropped, checked by the feedback images' rule (PNG or JPEG by its first bytes, at most 5 MB),
 * previewed, then sent as a data URL.
 */
export function ProofImageForm({ onSubmit, onCancel, className }: ProofImageFormProps) {
  const { t, message } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const attachments = useFeedbackImages(1);
  const errorId = useId();
  const image = attachments.images[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () =>
      image
        ? onSubmit(await readFileAsDataUrl(image.file))
        : { ok: false as const, message: formatRuleMessage('cashier.proofRequired') },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={cx(stack, className)}>
      <FeedbackImages
        images={attachments.images}
        refused={attachments.refused}
        onAdd={(files) => void attachments.add(files)}
        onRemove={attachments.remove}
        label={t('proof.label')}
        attachLabel={t('proof.attach')}
        dropHint={t('proof.dropHint', { size: megabytes })}
        max={1}
      />
      {failure ? <FormAlert id={errorId}>{message(failure)}</FormAlert> : null}
      <div className={actions}>
        <Button type="submit" loading={pending}>
          {t('proof.submit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('proof.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
