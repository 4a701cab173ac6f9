import { checkFeedbackImage, feedbackLimits, formatRuleMessage } from '@portal/forms/rules';
import * as v from 'valibot';
import { BadInputError } from '../failures/BadInputError';

export interface FeedbackImage {
  mimeType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/** The longest data URL of an allowed image: the prefix and the base64 of 5 MB. */
const maxImageUrlLength = 'data:image/jpeg;base64,'.length + Math.ceil(feedbackLimits.maxImageBytes / 3) * 4;

/** An attached image in a body (a data URL no longer than the largest allowed image's); opened below. */
export const feedbackImageUrl = v.pipe(
  v.string(formatRuleMessage('feedback.imageType')),
  v.maxLength(
    maxImageUrlLength,
    formatRuleMessage('feedback.imageSize', { max: feedbackLimits.maxImageBytes / (1024 * 1024) }),
  ),
);

const dataUrl = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Opens one attached image, a base64 data URL: PNG or JPEG by its declared type and by its first bytes
 * (a renamed file is refused), at most 5 MB, as the shared rule says. Throws the rule's message.
 */
export function decodeFeedbackImage(url: string): FeedbackImage {
  const match = dataUrl.exec(url);
  if (!match || (match[2] as string).length % 4 !== 0 || !match[2]) {
    throw new BadInputError(formatRuleMessage('feedback.imageType'));
  }
  const mimeType = match[1] as FeedbackImage['mimeType'];
  const bytes = Buffer.from(match[2] as string, 'base64');
  const problem = checkFeedbackImage({ type: mimeType, size: bytes.length, bytes: bytes.subarray(0, 8) });
  if (problem) throw new BadInputError(problem);
  return { mimeType, bytes };
}
