/**
 * The avatars the platform draws (`routes/drawAvatar.ts`): a calm gradient per avatar, by these hue pairs.
 * A member keeps the one of their id (`id % avatarCount`) until they pick another in their profile.
 */
export const avatarPalettes = [
  ['#7c3aed', '#2563eb'],
  ['#0f766e', '#22c55e'],
  ['#b45309', '#f59e0b'],
  ['#be185d', '#f472b6'],
  ['#1d4ed8', '#06b6d4'],
] as const;

/** How many avatars a member may pick from: ids 0 to avatarCount - 1. */
export const avatarCount = avatarPalettes.length;

/** The image of an avatar (drawn by `GET /wps/member/avatar/{file}`, whose number picks the palette). */
export const avatarImage = (id: number): string => `/wps/member/avatar/${id}.svg`;
