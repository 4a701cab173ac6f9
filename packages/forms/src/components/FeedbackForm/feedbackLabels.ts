import type { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { feedbackLimits } from '../../rules';

type Translate = ReturnType<typeof useFormsTranslation>['t'];

/** Every text of the feedback form, from the forms catalogue unless the host overrides it. */
export const feedbackLabels = (t: Translate) => ({
  category: t('field.feedbackCategory'),
  categoryPlaceholder: t('feedback.categoryPlaceholder'),
  content: t('field.feedbackContent'),
  contentPlaceholder: t('feedback.contentPlaceholder'),
  images: t('feedback.imagesLabel'),
  attach: t('feedback.attach'),
  dropHint: t('feedback.dropHint', {
    size: feedbackLimits.maxImageBytes / (1024 * 1024),
    max: feedbackLimits.maxImages,
  }),
  submit: t('action.sendFeedback'),
  thanks: t('feedback.thanks'),
});

export type FeedbackFormLabels = ReturnType<typeof feedbackLabels>;
