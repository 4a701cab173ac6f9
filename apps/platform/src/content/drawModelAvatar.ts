const palettes = [
  ['#be185d', '#f472b6'],
  ['#6d28d9', '#a78bfa'],
  ['#0f766e', '#5eead4'],
  ['#b45309', '#fcd34d'],
  ['#1d4ed8', '#93c5fd'],
] as const;

/**
 * A live-chat host's avatar: a gradient disc with a head, long hair and shoulders, its colours chosen by
 * the palette number. Only numbers and fixed colours go into the SVG.
 */
export function drawModelAvatar(palette: number): string {
  const index = Math.abs(Math.trunc(palette)) % palettes.length;
  const [from, to] = palettes[index] as readonly [string, string];
  const id = `m${index}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#${id})"/>
<path d="M27 60c-2-22 6-38 21-38s23 16 21 38c-4-3-7-8-8-14H35c-1 6-4 11-8 14z" fill="#1f1330" fill-opacity="0.55"/>
<circle cx="48" cy="40" r="13" fill="#ffffff" fill-opacity="0.92"/>
<path d="M20 84c4-13 15-20 28-20s24 7 28 20" fill="#ffffff" fill-opacity="0.92"/>
</svg>`;
}
