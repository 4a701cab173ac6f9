import * as v from 'valibot';
import { characterLength } from './fieldRule';
import { formatRuleMessage } from './ruleMessage';

/** The attachment limits of a feedback (spec sections 5 and 9): 3 images, PNG or JPG, 5 MB each. */
export const feedbackLimits = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export type FeedbackImageType = (typeof feedbackLimits.imageTypes)[number];

/** An activity comment is at most 140 characters (spec section 9). */
export const activityCommentMaxLength = 140;

/** The bounds of a feedback's text, as the platform configures them. */
export interface FeedbackContentLength {
  min: number;
  max: number;
}

/** What is known of an attached image: a browser `File`, or an upload the platform received. */
export interface FeedbackImageInput {
  /** The MIME type the sender declared. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** The file's first bytes (8 are enough), to tell a real image from a renamed file. */
  bytes?: ArrayLike<number> | ArrayBuffer;
}

// The signatures that open every PNG and JPEG file, whatever its name says.
const signatures: Record<FeedbackImageType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const isImageType = (type: string): type is FeedbackImageType =>
  (feedbackLimits.imageTypes as readonly string[]).includes(type);

/** Whether the bytes start with the signature of the declared type. */
function startsWithSignature(bytes: ArrayLike<number> | ArrayBuffer, type: FeedbackImageType): boolean {
  const view = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
  const signature = signatures[type];
  if (view.length < signature.length) return false;
  return signature.every((byte, index) => view[index] === byte);
}

const megabytes = feedbackLimits.maxImageBytes / (1024 * 1024);

/**
 * Checks one image: PNG or JPEG by its MIME type and, when its first bytes are given, by its signature
 * too (a renamed file is refused), then at most 5 MB. Returns the rule message, or null when it may go.
 */
export function checkFeedbackImage(image: FeedbackImageInput): string | null {
  if (!isImageType(image.type)) return formatRuleMessage('feedback.imageType');
  if (image.bytes !== undefined && !startsWithSignature(image.bytes, image.type)) {
    return formatRuleMessage('feedback.imageType');
  }
  if (image.size > feedbackLimits.maxImageBytes) {
    return formatRuleMessage('feedback.imageSize', { max: megabytes });
  }
  return null;
}

/** The message when more images are offered than may be attached. */
export const feedbackImageCountMessage = (max: number = feedbackLimits.maxImages) =>
  formatRuleMessage('feedback.imageCount', { max });

/** Checks a whole set of images (the platform's view): the count first, then each image in turn. */
export function checkFeedbackImages(images: readonly FeedbackImageInput[]): string | null {
  if (images.length > feedbackLimits.maxImages) return feedbackImageCountMessage();
  for (const image of images) {
    const message = checkFeedbackImage(image);
    if (message) return message;
  }
  return null;
}

/**
 * The message of an object schema: a missing key (a platform body without it) gets its own field's
 * message rather than valibot's 'Invalid key'; anything else that is not an object gets `otherwise`.
 */
const missingKeyMessage =
  (messages: Record<string, string>, otherwise: string) =>
  (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.[0]?.key;
    return (typeof key === 'string' ? messages[key] : undefined) ?? otherwise;
  };

/** A feedback's text: trimmed, then its length (in characters as people count them) within the bounds. */
export function feedbackContentRule({ min, max }: FeedbackContentLength) {
  const message = formatRuleMessage('feedback.contentLength', { min, max });
  return v.pipe(
    v.string(message),
    v.transform((value: string) => value.trim()),
    v.check((value) => {
      const length = characterLength(value);
      return length >= min && length <= max;
    }, message),
  );
}

export interface FeedbackSchemaOptions extends FeedbackContentLength {
  /** The category values on offer; when given, one of them must be chosen ('feedback.categoryRequired'). */
  categories?: readonly string[];
}

/**
 * The text part of a feedback (`PUT /wps/feedback`): its content and, when categories are offered, the
 * chosen category. The images are checked with `checkFeedbackImages`.
 */
export function feedbackSchema({ min, max, categories }: FeedbackSchemaOptions) {
  const categoryMessage = formatRuleMessage('feedback.categoryRequired');
  const category =
    categories && categories.length > 0
      ? v.pipe(
          v.string(categoryMessage),
          v.check((value) => categories.includes(value), categoryMessage),
        )
      : v.optional(v.pipe(v.string(), v.trim()));
  const contentMessage = formatRuleMessage('feedback.contentLength', { min, max });
  return v.object(
    { content: feedbackContentRule({ min, max }), category },
    missingKeyMessage({ content: contentMessage, category: categoryMessage }, contentMessage),
  );
}

/** An activity comment: trimmed, not empty, at most 140 characters ('activity.commentLength'). */
export const activityCommentRule = v.pipe(
  v.string(formatRuleMessage('validation.required')),
  v.transform((value: string) => value.trim()),
  v.check((value) => value.length > 0, formatRuleMessage('validation.required')),
  v.check(
    (value) => characterLength(value) <= activityCommentMaxLength,
    formatRuleMessage('activity.commentLength', { max: activityCommentMaxLength }),
  ),
);

export const activityCommentSchema = v.object(
  { comment: activityCommentRule },
  formatRuleMessage('validation.required'),
);
