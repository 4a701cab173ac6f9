/** The feedback calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { FeedbackRequest, FeedbackSettingsValue, FeedbackValue } from '../contract/feedback';
import { paths } from '../paths';

export const feedbackSettings = defineCall<void, FeedbackSettingsValue>()({
  name: 'feedbackSettings',
  method: 'GET',
  path: paths.feedbackSettings,
});

export const feedback = defineCall<FeedbackRequest, FeedbackValue>()({
  name: 'feedback',
  method: 'PUT',
  path: paths.feedback,
});
