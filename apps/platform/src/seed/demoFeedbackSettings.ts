import type { FeedbackSetting } from '../system/contentSettings';

/** The feedback bounds the demo brand configures (the images' limits are the spec's, in @portal/forms). */
export const demoFeedbackSettings: FeedbackSetting = {
  contentMinLength: 10,
  contentMaxLength: 500,
  contactMaxLength: 100,
  perAddressPerHour: 5,
};
