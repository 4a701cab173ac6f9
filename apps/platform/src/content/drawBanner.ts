import { escapeXml } from './escapeXml';

/** Gradient pairs of the banners (deep brand tones that keep white text readable). */
const palettes = [
  ['#3b0764', '#7c3aed'],
  ['#0c4a6e', '#0891b2'],
  ['#7c2d12', '#ea580c'],
  ['#14532d', '#16a34a'],
  ['#831843', '#db2777'],
] as const;

export interface BannerDrawing {
  /** Chooses the colours and the decoration, so the same banner always looks the same. */
  seed: number;
  titleEn: string;
  titleAr: string;
  width: number;
  height: number;
}

const fonts = "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', Arial, sans-serif";

/** A font size that fits `text` on `room` pixels (about half an em a character), within [min, max]. */
const fit = (text: string, room: number, max: number, min = 18) =>
  Math.max(min, Math.min(max, Math.floor(room / (Math.max(1, [...text].length) * 0.56))));

/**
 * A banner image: a gradient with soft circles, the English title on the left and the Arabic title
 * right to left on the right, both always drawn. Only escaped text and numbers go into the SVG.
 */
export function drawBanner({ seed, titleEn, titleAr, width, height }: BannerDrawing): string {
  const [from, to] = palettes[Math.abs(seed) % palettes.length] as readonly [string, string];
  const id = `b${Math.abs(seed)}`;
  const room = width - 2 * Math.round(width * 0.06);
  const margin = Math.round(width * 0.06);
  const enSize = fit(titleEn, room, Math.round(height * 0.14));
  const arSize = fit(titleAr, room, Math.round(height * 0.14));
  const circles = [0, 1, 2]
    .map((i) => {
      const r = Math.round(height * (0.35 + ((seed * 7 + i * 13) % 5) * 0.08));
      const cx = Math.round(width * (0.55 + ((seed * 3 + i * 17) % 9) * 0.05));
      const cy = Math.round(height * (((seed + i * 11) % 7) * 0.15));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + i * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>${circles}
<text x="${margin}" y="${Math.round(height * 0.42)}" font-family="${fonts}" font-size="${enSize}" font-weight="700" fill="#ffffff" xml:lang="en">${escapeXml(titleEn)}</text>
<text x="${width - margin}" y="${Math.round(height * 0.72)}" font-family="${fonts}" font-size="${arSize}" font-weight="700" fill="#ffffff" fill-opacity="0.92" direction="rtl" unicode-bidi="embed" text-anchor="start" xml:lang="ar">${escapeXml(titleAr)}</text>
</svg>`;
}
