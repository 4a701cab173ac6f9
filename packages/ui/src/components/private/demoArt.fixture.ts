/**
 * Demo art for stories: banners, promotion art, portraits and a chat page, drawn as inline SVG or HTML
 * data URIs (no network). Shapes only: text drawn inside an image would use the machine's system fonts
 * and make the visual baselines depend on them; the words belong in the alt text and the page around.
 */

const svgUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Gradient pairs in the brand's night-time family, one per demo item. */
export const demoPalettes = [
  ['#c42a8f', '#5b3be0'],
  ['#0f7a8a', '#1d3fa8'],
  ['#b86a10', '#8a1f4f'],
  ['#127a52', '#1a4f7a'],
  ['#6a2bb8', '#b8213a'],
  ['#1d5fa8', '#4a1d8a'],
] as const;

/** The points of a five-pointed star centred on (cx, cy). */
const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

export interface DemoArtOptions {
  /** Picks the colours and where the motif sits. */
  seed: number;
  width: number;
  height: number;
  /** Put the headline bars on the right and the motif on the left, as an Arabic banner would. */
  rtl?: boolean;
}

/**
 * A banner or promotion picture: a gradient, a glowing ring with a star (or a gift box on odd seeds)
 * and two bars standing for the headline and the sub-line.
 */
export function demoArt({ seed, width, height, rtl = false }: DemoArtOptions): string {
  const [from, to] = demoPalettes[seed % demoPalettes.length]!;
  const cx = rtl ? width * 0.22 : width * 0.78;
  const cy = height / 2;
  const r = height * 0.38;
  const bar = (share: number) => Math.round(width * share);
  const start = (length: number) => (rtl ? width - width * 0.08 - length : width * 0.08);
  const headline = bar(0.42 - (seed % 3) * 0.05);
  const subline = bar(0.3 - (seed % 2) * 0.06);
  const motif =
    seed % 2 === 0
      ? `<polygon points="${star(cx, cy, r * 0.5)}" fill="${to}"/>`
      : `<rect x="${cx - r * 0.42}" y="${cy - r * 0.3}" width="${r * 0.84}" height="${r * 0.7}" rx="${r * 0.08}" fill="${to}"/>
<rect x="${cx - r * 0.08}" y="${cy - r * 0.3}" width="${r * 0.16}" height="${r * 0.7}" fill="${from}"/>
<rect x="${cx - r * 0.5}" y="${cy - r * 0.46}" width="${r}" height="${r * 0.2}" rx="${r * 0.06}" fill="${to}"/>`;
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 1.7}" fill="url(#r)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 1.3}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.92"/>
${motif}
<rect x="${start(headline)}" y="${height * 0.36}" width="${headline}" height="${height * 0.13}" rx="${height * 0.065}" fill="#fff" fill-opacity="0.95"/>
<rect x="${start(subline)}" y="${height * 0.56}" width="${subline}" height="${height * 0.07}" rx="${height * 0.035}" fill="#fff" fill-opacity="0.7"/>
</svg>`);
}

const skins = ['#f3d2b5', '#d9a07a', '#a8714c', '#7a4a2e'] as const;
const hairs = ['#2a1a12', '#6b3a1f', '#d8a84a', '#1b1b24'] as const;

/** A portrait on a gradient: a head, hair and shoulders, varied by `seed`. */
export function demoPortrait(seed: number): string {
  const [from, to] = demoPalettes[seed % demoPalettes.length]!;
  const skin = skins[seed % skins.length]!;
  const hair = hairs[(seed + 1) % hairs.length]!;
  const long = seed % 2 === 0;
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="96" height="96" fill="url(#g)"/>
${long ? `<path d="M26 44c0-20 10-28 22-28s22 8 22 28v26H26z" fill="${hair}"/>` : ''}
<path d="M16 96c4-18 17-27 32-27s28 9 32 27z" fill="#1d2448"/>
<circle cx="48" cy="42" r="17" fill="${skin}"/>
<path d="M31 40c0-15 8-22 17-22s17 7 17 22c-4-8-10-11-17-11s-13 3-17 11z" fill="${hair}"/>
</svg>`);
}

/**
 * A stand-in for the platform's chat room page: message bubbles on both sides and an input bar, as an
 * HTML data URI for the chat room's iframe.
 */
export function demoChatPage(): string {
  const bubble = (side: 'start' | 'end', width: number) =>
    `<div style="align-self:flex-${side};width:${width}%;height:34px;border-radius:16px;background:${side === 'start' ? '#2b2650' : '#f2c14e'}"></div>`;
  const html = `<!doctype html><html style="overflow:hidden"><body style="margin:0;height:100vh;overflow:hidden;display:flex;flex-direction:column;background:#14112b">
<div style="flex:1;display:flex;flex-direction:column;justify-content:flex-end;gap:12px;padding:16px">
${bubble('start', 55)}${bubble('start', 38)}${bubble('end', 46)}${bubble('start', 62)}${bubble('end', 30)}
</div>
<div style="display:flex;gap:8px;padding:12px 16px;border-top:1px solid #2b2650">
<div style="flex:1;height:40px;border-radius:20px;background:#221d42"></div>
<div style="width:40px;height:40px;border-radius:20px;background:#f2c14e"></div>
</div></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
