import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activityCommentMaxLength,
  activityCommentSchema,
  checkFeedbackImage,
  checkFeedbackImages,
  feedbackContentRule,
  feedbackLimits,
  feedbackSchema,
} from './feedbackRules';

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const gif = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
const megabyte = 1024 * 1024;

describe('feedback limits', () => {
  it('are 3 images, 5 MB each, PNG or JPEG (spec section 9)', () => {
    expect(feedbackLimits).toEqual({
      maxImages: 3,
      maxImageBytes: 5 * megabyte,
      imageTypes: ['image/png', 'image/jpeg'],
    });
    expect(activityCommentMaxLength).toBe(140);
  });
});

describe('feedbackContentRule', () => {
  const content = feedbackContentRule({ min: 10, max: 20 });
  const tooShortOrLong = 'feedback.contentLength?min=10&max=20';

  it('accepts the bounds inclusively and returns the trimmed text', () => {
    expect(v.parse(content, '  0123456789  ')).toBe('0123456789');
    expect(firstMessage(content, 'a'.repeat(20))).toBeNull();
  });

  it('refuses text below the minimum or above the maximum, with both bounds in the message', () => {
    expect(firstMessage(content, '012345678')).toBe(tooShortOrLong);
    expect(firstMessage(content, 'a'.repeat(21))).toBe(tooShortOrLong);
    expect(firstMessage(content, '')).toBe(tooShortOrLong);
    expect(firstMessage(content, undefined)).toBe(tooShortOrLong);
  });

  it('counts the trimmed text, so spaces cannot pad it to the minimum', () => {
    expect(firstMessage(content, `   ${'a'.repeat(9)}    `)).toBe(tooShortOrLong);
  });

  it('counts characters as people do (Arabic letters and emoji are one each)', () => {
    expect(firstMessage(content, 'مرحبا بكم 😀')).toBeNull();
    expect(firstMessage(feedbackContentRule({ min: 1, max: 2 }), '😀😀')).toBeNull();
  });
});

describe('feedbackSchema', () => {
  it('checks the content and passes an optional category through when none is offered', () => {
    const schema = feedbackSchema({ min: 2, max: 10 });
    expect(v.parse(schema, { content: ' hello ' })).toEqual({ content: 'hello' });
    expect(v.parse(schema, { content: 'hello', category: 'bug' })).toEqual({
      content: 'hello',
      category: 'bug',
    });
    expect(firstMessage(schema, { content: 'x' })).toBe('feedback.contentLength?min=2&max=10');
    expect(firstMessage(schema, {})).toBe('feedback.contentLength?min=2&max=10');
  });

  it('requires one of the offered categories', () => {
    const schema = feedbackSchema({ min: 2, max: 10, categories: ['bug', 'idea'] });
    expect(firstMessage(schema, { content: 'hello', category: 'idea' })).toBeNull();
    expect(firstMessage(schema, { content: 'hello', category: '' })).toBe('feedback.categoryRequired');
    expect(firstMessage(schema, { content: 'hello', category: 'other' })).toBe('feedback.categoryRequired');
    expect(firstMessage(schema, { content: 'hello' })).toBe('feedback.categoryRequired');
  });
});

describe('checkFeedbackImage', () => {
  it('accepts PNG and JPEG by MIME type, with or without their bytes', () => {
    expect(checkFeedbackImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkFeedbackImage({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkFeedbackImage({ type: 'image/png', size: 1000, bytes: new Uint8Array(png) })).toBeNull();
    expect(checkFeedbackImage({ type: 'image/jpeg', size: 1000, bytes: jpeg })).toBeNull();
    expect(checkFeedbackImage({ type: 'image/png', size: 8, bytes: new Uint8Array(png).buffer })).toBeNull();
  });

  it('refuses any other MIME type', () => {
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'image/jpg', 'application/pdf', '']) {
      expect(checkFeedbackImage({ type, size: 1000 })).toBe('feedback.imageType');
    }
  });

  it('refuses a renamed file whose bytes do not match its declared type', () => {
    expect(checkFeedbackImage({ type: 'image/png', size: 1000, bytes: gif })).toBe('feedback.imageType');
    expect(checkFeedbackImage({ type: 'image/jpeg', size: 1000, bytes: gif })).toBe('feedback.imageType');
    expect(checkFeedbackImage({ type: 'image/png', size: 1000, bytes: jpeg })).toBe('feedback.imageType');
    expect(checkFeedbackImage({ type: 'image/jpeg', size: 1000, bytes: png })).toBe('feedback.imageType');
    expect(checkFeedbackImage({ type: 'image/png', size: 0, bytes: [] })).toBe('feedback.imageType');
    expect(checkFeedbackImage({ type: 'image/png', size: 3, bytes: [0x89, 0x50, 0x4e] })).toBe(
      'feedback.imageType',
    );
  });

  it('accepts 5 MB exactly and refuses one byte more, with the maximum in MB', () => {
    expect(checkFeedbackImage({ type: 'image/png', size: 5 * megabyte, bytes: png })).toBeNull();
    expect(checkFeedbackImage({ type: 'image/png', size: 5 * megabyte + 1, bytes: png })).toBe(
      'feedback.imageSize?max=5',
    );
  });

  it('reports the type before the size', () => {
    expect(checkFeedbackImage({ type: 'image/gif', size: 9 * megabyte })).toBe('feedback.imageType');
  });
});

describe('checkFeedbackImages', () => {
  const image = { type: 'image/png', size: 1000, bytes: png };

  it('accepts up to 3 images and refuses a fourth', () => {
    expect(checkFeedbackImages([])).toBeNull();
    expect(checkFeedbackImages([image, image, image])).toBeNull();
    expect(checkFeedbackImages([image, image, image, image])).toBe('feedback.imageCount?max=3');
  });

  it('reports the first image that breaks a rule', () => {
    expect(checkFeedbackImages([image, { ...image, size: 6 * megabyte }])).toBe('feedback.imageSize?max=5');
  });
});

describe('activityCommentSchema', () => {
  it('trims the comment and accepts up to 140 characters', () => {
    expect(v.parse(activityCommentSchema, { comment: '  Great event!  ' })).toEqual({
      comment: 'Great event!',
    });
    expect(firstMessage(activityCommentSchema, { comment: 'a'.repeat(140) })).toBeNull();
    expect(firstMessage(activityCommentSchema, { comment: ` ${'a'.repeat(140)} ` })).toBeNull();
  });

  it('refuses 141 characters with the maximum, and an empty comment', () => {
    expect(firstMessage(activityCommentSchema, { comment: 'a'.repeat(141) })).toBe(
      'activity.commentLength?max=140',
    );
    expect(firstMessage(activityCommentSchema, { comment: '   ' })).toBe('validation.required');
    expect(firstMessage(activityCommentSchema, {})).toBe('validation.required');
  });
});
