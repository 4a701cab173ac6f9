/**
 * `PUT /wps/feedback` (visitors too): the text, up to 3 PNG or JPEG images as base64 data URLs
 * (`data:image/png;base64,...`, 5 MB each, checked by their first bytes) and an optional contact.
 */
export interface FeedbackRequest {
  content: string;
  images?: string[];
  contact?: string;
  category?: string;
}

export interface FeedbackValue {
  id: number;
}

/** `GET /wps/feedback/settings`: the bounds the platform checks a feedback against. */
export interface FeedbackSettingsValue {
  contentMinLength: number;
  contentMaxLength: number;
  maxImages: number;
  maxImageBytes: number;
  imageTypes: string[];
  contactMaxLength: number;
}
