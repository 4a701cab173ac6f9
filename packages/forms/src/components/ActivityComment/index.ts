export {
  ActivityComment,
  type ActivityCommentLabels,
  type ActivityCommentPayload,
  type ActivityCommentProps,
} from './ActivityComment';
