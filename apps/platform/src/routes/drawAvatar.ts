import { avatarPalettes as palettes } from '../accounts/avatars';

/**
 * An avatar: a gradient disc with a head-and-shoulders figure, its colours chosen by the number (a
 * member's id, so each member keeps theirs, or the avatar the member picked). Only numbers go into the SVG.
 */
export function drawAvatar(id: number): string {
  const [from, to] = palettes[id % palettes.length] as readonly [string, string];
  const gradient = `a${id}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="32" cy="32" r="32" fill="url(#${gradient})"/>
<circle cx="32" cy="25" r="11" fill="#ffffff" fill-opacity="0.9"/>
<path d="M12 54c3-10 11-15 20-15s17 5 20 15" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;
}
