import { useFailureOutcome } from '@portal/account';
import { calls } from '@portal/api';
import { useApiClient, useFeedbackSettings } from '@portal/api/react';
import { FeedbackForm, readFileAsDataUrl, type FeedbackPayload } from '@portal/forms';
import { Skeleton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../pages/InfoPage';
import * as styles from '../pages/pages.css';

/** /feedback: the feedback form (visitors too) with the platform's bounds, sent with its images. */
export function FeedbackPage() {
  const { t } = useTranslation('portal');
  const client = useApiClient();
  const failure = useFailureOutcome();
  const settings = useFeedbackSettings();
  const submit = async ({ content, category, images }: FeedbackPayload) => {
    try {
      await client.call(calls.feedback, {
        content,
        category,
        images: await Promise.all(images.map(readFileAsDataUrl)),
      });
      return { ok: true } as const;
    } catch (error) {
      return failure(error);
    }
  };
  return (
    <InfoPage title={t('feedback.title')} lead={t('feedback.lead')}>
      <div className={styles.narrow}>
        {settings.data ? (
          <FeedbackForm
            contentLength={{ min: settings.data.contentMinLength, max: settings.data.contentMaxLength }}
            onSubmit={submit}
          />
        ) : (
          <Skeleton shape="rect" blockSize={360} />
        )}
      </div>
    </InfoPage>
  );
}
