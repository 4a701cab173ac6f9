import type { GameType } from '@portal/api';
import { textWidth } from './drawBanner';
import { escapeXml } from './escapeXml';

/** Gradient pairs of the game art: deep tones under a white emblem. */
const palettes = [
  ['#3b0764', '#9333ea'],
  ['#0c4a6e', '#06b6d4'],
  ['#7c2d12', '#f97316'],
  ['#14532d', '#22c55e'],
  ['#831843', '#ec4899'],
  ['#1e3a8a', '#6366f1'],
  ['#713f12', '#eab308'],
  ['#134e4a', '#14b8a6'],
  ['#4c0519', '#e11d48'],
  ['#1f2937', '#64748b'],
] as const;

/** The gradient's direction: one of four diagonals and sides. */
const directions = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
] as const;

/** Spreads the bits of a number, so neighbouring ids look unrelated (a 32-bit integer hash). */
export function mix(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

const pickOf = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The background's decoration, faint white on the gradient. */
function decoration(kind: number, seed: number): string {
  switch (kind) {
    case 0: {
      // Concentric rings around an off-centre point.
      const cx = 40 + (seed % 160);
      const cy = 40 + ((seed >>> 8) % 160);
      return [150, 110, 70]
        .map(
          (r, i) =>
            `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.06 + i * 0.03).toFixed(2)}" stroke-width="14"/>`,
        )
        .join('');
    }
    case 1: {
      // A sunburst of rays from the centre.
      const rays = 12 + (seed % 3) * 4;
      const step = 360 / rays;
      return `<g fill="#fff" fill-opacity="0.07">${Array.from({ length: rays / 2 }, (_, i) => {
        const turn = (i * 2 * step).toFixed(1);
        return `<path d="M120 120L120 -60L${(120 + 180 * Math.tan((step * Math.PI) / 180)).toFixed(1)} -60Z" transform="rotate(${turn} 120 120)"/>`;
      }).join('')}</g>`;
    }
    case 2: {
      // A grid of dots.
      const gap = 24 + (seed % 3) * 6;
      const dots: string[] = [];
      for (let y = gap / 2; y < 240; y += gap) {
        for (let x = gap / 2; x < 240; x += gap) dots.push(`<circle cx="${x}" cy="${y}" r="3"/>`);
      }
      return `<g fill="#fff" fill-opacity="0.1">${dots.join('')}</g>`;
    }
    default: {
      // Diagonal stripes.
      const width = 14 + (seed % 4) * 4;
      return `<g stroke="#fff" stroke-opacity="0.07" stroke-width="${width}">${Array.from(
        { length: 8 },
        (_, i) => `<path d="M${-240 + i * 70} 240L${i * 70} 0"/>`,
      ).join('')}</g>`;
    }
  }
}

/** A small symbol for a slot reel. */
function reelSymbol(kind: number, cx: number, cy: number): string {
  switch (kind % 4) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="11"/>`;
    case 1:
      return `<path d="M${cx} ${cy - 13}L${cx + 12} ${cy + 10}H${cx - 12}Z"/>`;
    case 2:
      return `<path d="M${cx} ${cy - 13}l4 9 10 1-8 7 3 10-9-6-9 6 3-10-8-7 10-1z"/>`;
    default:
      return `<path d="M${cx} ${cy - 13}L${cx + 12} ${cy}L${cx} ${cy + 13}L${cx - 12} ${cy}Z"/>`;
  }
}

/** The emblem of each game type, drawn around (120, 120): white, with the gradient showing through. */
function emblem(gameType: GameType, seed: number, accent: string): string {
  switch (gameType) {
    case 'RNG': {
      const symbols = [0, 1, 2].map((i) => reelSymbol((seed >>> (i * 3)) & 7, 78 + i * 42, 120)).join('');
      return `<rect x="50" y="82" width="140" height="76" rx="14" fill="#fff"/>
<g fill="${accent}">${symbols}</g>
<path d="M99 86v68M141 86v68" stroke="${accent}" stroke-opacity="0.35" stroke-width="3"/>
<rect x="196" y="90" width="10" height="46" rx="5" fill="#fff"/><circle cx="201" cy="86" r="9" fill="#fff"/>`;
    }
    case 'LIVE': {
      const notches = Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="112" y="54" width="16" height="22" rx="3" transform="rotate(${i * 45} 120 120)"/>`,
      ).join('');
      return `<circle cx="120" cy="120" r="66" fill="#fff"/>
<g fill="${accent}">${notches}</g>
<circle cx="120" cy="120" r="38" fill="none" stroke="${accent}" stroke-width="6"/>
<circle cx="120" cy="120" r="16" fill="${accent}"/>`;
    }
    case 'FISH': {
      const bubbles = [0, 1, 2]
        .map((i) => `<circle cx="${170 + i * 12}" cy="${78 - i * 20}" r="${4 + ((seed >>> i) & 3)}"/>`)
        .join('');
      return `<path d="M52 120c24-34 70-44 106-18l30-20v76l-30-20c-36 26-82 16-106-18z" fill="#fff"/>
<circle cx="80" cy="112" r="7" fill="${accent}"/>
<path d="M112 100c8 12 8 28 0 40" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>
<g fill="#fff" fill-opacity="0.8">${bubbles}</g>`;
    }
    case 'PVP':
      return `<rect x="62" y="58" width="84" height="120" rx="10" fill="#fff" fill-opacity="0.55" transform="rotate(-12 104 118)"/>
<rect x="94" y="60" width="84" height="120" rx="10" fill="#fff"/>
<path d="M136 88c10 14 24 20 24 34a12 12 0 0 1-20 9l4 19h-16l4-19a12 12 0 0 1-20-9c0-14 14-20 24-34z" fill="${accent}"/>`;
    case 'SPORTS':
      return `<circle cx="120" cy="120" r="64" fill="#fff"/>
<path d="M120 92l26 19-10 31h-32l-10-31z" fill="${accent}"/>
<path d="M120 92V60M146 111l30-10M136 142l18 26M104 142l-18 26M94 111l-30-10" stroke="${accent}" stroke-width="5"/>`;
    case 'ESPORTS':
      return `<path d="M74 92h92c18 0 28 14 30 34l4 30c2 14-12 22-22 12l-18-18H80l-18 18c-10 10-24 2-22-12l4-30c2-20 12-34 30-34z" fill="#fff"/>
<path d="M84 112v24M72 124h24" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
<g fill="${accent}"><circle cx="150" cy="114" r="7"/><circle cx="166" cy="130" r="7"/></g>`;
    case 'ELOTT': {
      const ring = Array.from(
        { length: 10 },
        (_, i) =>
          `<circle cx="120" cy="56" r="${i % 2 === 0 ? 7 : 5}" transform="rotate(${i * 36} 120 120)"/>`,
      ).join('');
      return `<g fill="#fff" fill-opacity="0.85">${ring}</g>
<circle cx="120" cy="120" r="44" fill="#fff"/>
<circle cx="120" cy="120" r="22" fill="none" stroke="${accent}" stroke-width="6"/>
<path d="M120 108l3 7 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1z" fill="${accent}"/>`;
    }
    case 'LOTT': {
      const balls = [0, 1, 2, 3]
        .map((i) => `<circle cx="${84 + i * 24}" cy="132" r="${(seed >>> i) & 1 ? 9 : 7}"/>`)
        .join('');
      return `<path d="M46 84h148v24a14 14 0 0 0 0 28v24H46v-24a14 14 0 0 0 0-28z" fill="#fff"/>
<path d="M68 104h70" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>
<g fill="${accent}">${balls}</g>`;
    }
    case 'COCKFIGHT':
      return `<path d="M86 70c8-18 20-18 22-4 6-16 20-16 20 0 8-12 22-8 16 8-4 10-12 14-12 14 18 8 30 28 28 50-2 26-24 40-52 40-30 0-48-18-48-44 0-20 10-36 26-44-6-6-6-14 0-20z" fill="#fff"/>
<circle cx="118" cy="112" r="6" fill="${accent}"/>
<path d="M150 116l22 8-22 8z" fill="${accent}"/>`;
  }
}

/** A slight tilt (-6 to 6 degrees) and size (1 to 1.2) of the emblem, so cards of one type differ. */
function emblemTransform(seed: number): string {
  const angle = (seed % 13) - 6;
  const scale = (1 + ((seed >>> 4) % 5) * 0.05).toFixed(2);
  return `rotate(${angle} 120 120) translate(120 120) scale(${scale}) translate(-120 -120)`;
}

/**
 * A game's art: a square emblem drawn from its nodeId (colours, direction, decoration, details) and its
 * game type (the emblem), with no text, so one cached image serves every language. Only numbers and
 * fixed colours go into the SVG.
 */
export function drawGameArt({ nodeId, gameType }: { nodeId: number; gameType: GameType }): string {
  const seed = mix(nodeId);
  const [from, to] = pickOf(palettes, seed);
  const direction = pickOf(directions, seed >>> 4);
  const id = `g${nodeId}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<defs><linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#${id})"/>
${decoration((seed >>> 6) % 4, seed >>> 8)}
<g transform="${emblemTransform(seed >>> 20)}">${emblem(gameType, seed >>> 10, from)}</g>
</svg>`;
}

/** Vendor logos' tiles: brighter pairs than the game art, so the white code reads at 32 px. */
const logoPalettes = [
  ['#7c3aed', '#c026d3'],
  ['#0369a1', '#0ea5e9'],
  ['#c2410c', '#f59e0b'],
  ['#15803d', '#10b981'],
  ['#be123c', '#f43f5e'],
  ['#1d4ed8', '#4f46e5'],
  ['#0f766e', '#0891b2'],
  ['#a16207', '#ca8a04'],
] as const;

const fonts = "'Segoe UI', Tahoma, 'Noto Sans', Arial, sans-serif";

/** The text of a wordmark: the code on one line, or split at its first underscore onto two. */
export function wordmarkLines(code: string): string[] {
  const [head = '', ...rest] = code.split('_').filter(Boolean);
  return rest.length === 0 ? [head] : [head, rest.join(' ')];
}

/**
 * A vendor's logo: its code as a wordmark on a rounded square tile in its own gradient. Each line is
 * sized from an estimate of its width and pinned with `textLength`, so a long code never leaves the tile.
 * The code is escaped (it is letters, digits and underscores anyway).
 */
export function drawVendorLogo(vassalage: string): string {
  const seed = mix([...vassalage].reduce((sum, char) => sum * 31 + (char.codePointAt(0) ?? 0), 7));
  const [from, to] = pickOf(logoPalettes, seed);
  const lines = wordmarkLines(vassalage);
  const room = 78;
  const largest = lines.length === 1 ? 34 : 24;
  const sizes = lines.map((line) => Math.min(largest, Math.floor(room / Math.max(textWidth(line), 0.1))));
  const gap = 6;
  const total = sizes.reduce((sum, size) => sum + size, 0) + gap * (lines.length - 1);
  // Each line's box is its font size tall; capitals sit about 0.72 em above the baseline, centred in it.
  let top = 48 - total / 2;
  const texts = lines.map((line, i) => {
    const size = sizes[i] ?? largest;
    const baseline = top + size * 0.86;
    top += size + gap;
    const width = Math.min(room, Math.round(textWidth(line) * size));
    return `<text x="48" y="${Math.round(baseline)}" font-family="${fonts}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`;
  });
  const id = `v${seed % 100_000}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<title>${escapeXml(vassalage)}</title>
<rect width="96" height="96" rx="20" fill="url(#${id})"/>
<path d="M0 70c30-12 62-12 96 0v6c0 11-9 20-20 20H20C9 96 0 87 0 76z" fill="#000" fill-opacity="0.12"/>
${texts.join('\n')}
</svg>`;
}
