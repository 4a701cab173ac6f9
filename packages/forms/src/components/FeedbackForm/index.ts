export {
  FeedbackForm,
  type FeedbackCategory,
  type FeedbackFormProps,
  type FeedbackPayload,
  type FeedbackSubmitResult,
} from './FeedbackForm';
export type { FeedbackFormLabels } from './feedbackLabels';
