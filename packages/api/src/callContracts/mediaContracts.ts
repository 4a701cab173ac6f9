import type { CallContracts } from './CallContract';
import type * as calls from '../calls/mediaCalls';

/** What the media calls take and answer, for the platform and the OpenAPI document. */
export const mediaContracts = {
  mediaBanner: {
    summary: "A banner image (SVG) in its group's shape (3:1, 5:2 or 2:1) with its English and Arabic titles",
    tags: ['content'],
    refusals: ['NOT_FOUND'],
  },
  mediaPromotion: {
    summary: "A promotion's image (SVG, 800x400) with its English and Arabic titles",
    tags: ['content'],
    refusals: ['NOT_FOUND'],
  },
  mediaModel: {
    summary: "A live-chat host's avatar (SVG)",
    tags: ['content'],
    refusals: ['NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
