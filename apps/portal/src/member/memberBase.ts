/** The member centre's address; its pages are `/member/<slug>` (`@portal/account`'s `memberPages`). */
export const memberBase = '/member';
