import type { BannerGroup } from '@portal/api';
import { escapeXml } from './escapeXml';

/** Gradient pairs of the banners (deep brand tones that keep white text readable). */
const palettes = [
  ['#3b0764', '#7c3aed'],
  ['#0c4a6e', '#0891b2'],
  ['#7c2d12', '#ea580c'],
  ['#14532d', '#16a34a'],
  ['#831843', '#db2777'],
] as const;

export interface BannerSize {
  width: number;
  height: number;
}

/**
 * The art of each banner group, drawn in the shape of the frame the portal shows it in (ui's
 * `bannerAspectRatios`: a page 3:1, a dialog 5:2, the side menu 2:1), so nothing is cropped away.
 */
export const bannerSizes: Record<BannerGroup, BannerSize> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 1000, height: 400 },
  w_register: { width: 1000, height: 400 },
  w_forget: { width: 1000, height: 400 },
  w_leftmenu: { width: 600, height: 300 },
};

/** The size of a group's art; an unknown group (an old row) gets the home page's. */
export const bannerSizeOf = (groupName: string): BannerSize =>
  Object.hasOwn(bannerSizes, groupName) ? bannerSizes[groupName as BannerGroup] : bannerSizes.w_home;

export interface BannerDrawing extends BannerSize {
  /** Chooses the colours and the decoration, so the same banner always looks the same. */
  seed: number;
  titleEn: string;
  titleAr: string;
}

const fonts = "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', Arial, sans-serif";

/**
 * About how wide a character is in ems, in bold and erring a little wide (Arial, Segoe UI and Tahoma
 * Bold, the faces players' systems pick, plus a tenth): the image is drawn without measuring, so a
 * guess that is too wide only leaves room. Combining marks (Arabic vowel signs) take none.
 */
function charWidth(char: string): number {
  if (/\p{M}/u.test(char)) return 0;
  if (char === ' ') return 0.3;
  if (/[iljI.,:;!|'’]/.test(char)) return 0.32;
  if (/[frt()[\]/-]/.test(char)) return 0.43;
  if (/[mwMW%]/.test(char)) return 0.95;
  if (/[A-Z]/.test(char)) return 0.72;
  if (/[0-9$]/.test(char)) return 0.6;
  if (/\p{Script=Arabic}/u.test(char)) return 0.55;
  return 0.62;
}

/** The estimated width of `text` at font size 1. */
export const textWidth = (text: string): number => [...text].reduce((sum, char) => sum + charWidth(char), 0);

/** `text` broken into lines no wider than `room` ems (greedy, by words; a too-long word is cut). */
export function wrapText(text: string, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate) <= room) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line) > room) {
      const chars = [...line];
      let cut = chars.length - 1;
      while (cut > 1 && textWidth(chars.slice(0, cut).join('')) > room) cut -= 1;
      lines.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * `text` on as few lines as `wrapText` needs within `room` ems, but evened out (like CSS
 * `text-wrap: balance`): the narrowest room that still takes no more lines, so no word is left alone.
 */
export function balanceText(text: string, room: number): string[] {
  const lines = wrapText(text, room);
  if (lines.length < 2) return lines;
  let [narrow, wide] = [0, room];
  while (wide - narrow > 0.05) {
    const middle = (narrow + wide) / 2;
    if (wrapText(text, middle).length <= lines.length) wide = middle;
    else narrow = middle;
  }
  return wrapText(text, wide);
}

export interface TitleLayout {
  fontSize: number;
  lineHeight: number;
  /** The gap between the English and the Arabic block. */
  gap: number;
  en: string[];
  ar: string[];
}

const lineHeightOf = (fontSize: number) => Math.round(fontSize * 1.3);
const gapOf = (fontSize: number) => Math.round(fontSize * 0.45);
const blockHeight = (layout: Omit<TitleLayout, 'en' | 'ar'>, lines: number) =>
  lines * layout.lineHeight + layout.gap;

/** Drops the lines beyond `max`, ending the last one kept with an ellipsis. */
function clip(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, Math.max(1, max));
  kept[kept.length - 1] = `${kept[kept.length - 1]!.replace(/[\s.,:;،]+$/u, '')}…`;
  return kept;
}

/**
 * The largest font size from `largest` down to `smallest` (whole pixels) at which both titles, each on
 * at most two lines, fit the box; at the smallest size, lines that still do not fit are cut with an
 * ellipsis rather than drawn outside the banner.
 */
export function layoutTitles(
  titleEn: string,
  titleAr: string,
  box: BannerSize,
  [smallest, largest]: readonly [number, number],
): TitleLayout {
  for (let fontSize = largest; fontSize >= smallest; fontSize -= 1) {
    const layout = { fontSize, lineHeight: lineHeightOf(fontSize), gap: gapOf(fontSize) };
    const en = balanceText(titleEn, box.width / fontSize);
    const ar = balanceText(titleAr, box.width / fontSize);
    const fits = en.length <= 2 && ar.length <= 2 && blockHeight(layout, en.length + ar.length) <= box.height;
    if (fits || fontSize === smallest) {
      const linesAvailable = Math.max(2, Math.floor((box.height - layout.gap) / layout.lineHeight));
      const enLines = Math.min(en.length, Math.max(1, linesAvailable - Math.min(ar.length, 2)));
      return { ...layout, en: clip(en, enLines), ar: clip(ar, linesAvailable - enLines) };
    }
  }
  throw new Error('unreachable: the smallest font size always returns');
}

/**
 * A banner image in its frame's shape: a gradient with soft circles, the English title at the start of
 * the upper half and the Arabic title right to left below it, both always drawn and both wrapped to fit
 * (and both whole in the image's titles, its name where it is opened on its own).
 * The sides keep a margin of 0.3 of the height, clear of the carousel's arrows. Only escaped text and
 * numbers go into the SVG.
 */
export function drawBanner({ seed, titleEn, titleAr, width, height }: BannerDrawing): string {
  const [from, to] = palettes[Math.abs(seed) % palettes.length] as readonly [string, string];
  const id = `b${Math.abs(seed)}`;
  const marginX = Math.round(height * 0.3);
  const marginY = Math.round(height * 0.12);
  // From a tenth of the height, legible even in the side menu's 227 px frame (about 11 px there).
  const sizes = [Math.round(height * 0.1), Math.round(height * 0.13)] as const;
  const box = { width: width - 2 * marginX, height: height - 2 * marginY };
  const layout = layoutTitles(titleEn, titleAr, box, sizes);
  const circles = [0, 1, 2]
    .map((i) => {
      const r = Math.round(height * (0.35 + ((seed * 7 + i * 13) % 5) * 0.08));
      const cx = Math.round(width * (0.55 + ((seed * 3 + i * 17) % 9) * 0.05));
      const cy = Math.round(height * (((seed + i * 11) % 7) * 0.15));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + i * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  const { fontSize, lineHeight, gap } = layout;
  const total = blockHeight(layout, layout.en.length + layout.ar.length);
  // Baselines sit about 0.8 em below the top of each line box, so the block is centred as a whole.
  const firstBaseline = Math.round((height - total) / 2 + (lineHeight - fontSize) / 2 + fontSize * 0.8);
  const baseline = (line: number, block: 0 | 1) => firstBaseline + line * lineHeight + block * gap;
  const attributes = `font-family="${fonts}" font-size="${fontSize}" font-weight="700" fill="#ffffff"`;
  const en = layout.en.map(
    (line, i) =>
      `<text x="${marginX}" y="${baseline(i, 0)}" ${attributes} xml:lang="en">${escapeXml(line)}</text>`,
  );
  // `direction` makes the Arabic lines run right to left from the right margin (`start` is on the right).
  const ar = layout.ar.map(
    (line, i) =>
      `<text x="${width - marginX}" y="${baseline(layout.en.length + i, 1)}" ${attributes} fill-opacity="0.92" direction="rtl" unicode-bidi="embed" text-anchor="start" xml:lang="ar">${escapeXml(line)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<title xml:lang="en">${escapeXml(titleEn)}</title><title xml:lang="ar">${escapeXml(titleAr)}</title>
<rect width="${width}" height="${height}" fill="url(#${id})"/>${circles}
${[...en, ...ar].join('\n')}
</svg>`;
}
