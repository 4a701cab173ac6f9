import type { CallContracts } from './CallContract';
import type * as calls from '../calls/feedbackCalls';

/** What the feedback calls take and answer, for the platform and the OpenAPI document. */
export const feedbackContracts = {
  feedbackSettings: {
    summary: 'The bounds of a feedback: content length, images and contact',
    tags: ['feedback'],
  },
  feedback: {
    summary: 'Sends a feedback: text, up to 3 PNG or JPEG images (base64 data URLs, 5 MB each), a contact',
    tags: ['feedback'],
    refusals: ['THROTTLED'],
  },
} satisfies CallContracts<typeof calls>;
