import type { CallContracts } from './CallContract';
import type * as calls from '../calls/contentCalls';

/** What the content calls take and answer, for the platform and the OpenAPI document. */
export const contentContracts = {
  announcements: {
    summary: 'Published announcements of the asked types, newest first, 9 a page (content is sanitised HTML)',
    tags: ['content'],
  },
  banners: {
    summary: 'The banners of a group (w_login, w_register, w_leftmenu, w_home, w_forget), images served here',
    tags: ['content'],
  },
  notices: {
    summary: 'Notices of a kind: banner (the marquee), player, popup or promotion',
    tags: ['content'],
  },
  promotions: {
    summary: 'The promotion categories and the running promotions, optionally of one category',
    tags: ['content'],
  },
} satisfies CallContracts<typeof calls>;
