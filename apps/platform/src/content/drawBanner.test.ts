import { bannerGroups } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { demoBanners } from '../seed/demoBanners';
import {
  balanceText,
  bannerSizeOf,
  bannerSizes,
  drawBanner,
  layoutTitles,
  textWidth,
  wrapText,
} from './drawBanner';

/** The `<text>` elements of a drawing: where each starts, its size, direction and words. */
function textsOf(svg: string) {
  return [...svg.matchAll(/<text x="(\d+)" y="(\d+)"[^>]*font-size="(\d+)"([^>]*)>([^<]*)<\/text>/g)].map(
    ([, x, y, size, rest, text]) => ({
      x: Number(x),
      y: Number(y),
      size: Number(size),
      rtl: rest!.includes('direction="rtl"'),
      text: text!,
    }),
  );
}

describe('bannerSizes', () => {
  it("draws each group in its frame's shape: ui's bannerAspectRatios (page 3:1, modal 5:2, menu 2:1)", () => {
    const ratio = (group: (typeof bannerGroups)[number]) =>
      bannerSizes[group].width / bannerSizes[group].height;
    expect(Object.fromEntries(bannerGroups.map((group) => [group, ratio(group)]))).toEqual({
      w_login: 2.5,
      w_register: 2.5,
      w_leftmenu: 2,
      w_home: 3,
      w_forget: 2.5,
    });
  });

  it("gives a group the platform does not know the home page's size", () => {
    expect(bannerSizeOf('w_leftmenu')).toEqual({ width: 600, height: 300 });
    expect(bannerSizeOf('w_casino')).toEqual({ width: 1200, height: 400 });
    expect(bannerSizeOf('constructor')).toEqual({ width: 1200, height: 400 });
  });
});

describe('wrapText', () => {
  it('breaks between words, each line within the room', () => {
    const lines = wrapText('Invite friends: $10 for each of you', 10);
    expect(lines.join(' ')).toBe('Invite friends: $10 for each of you');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(10);
  });

  it('cuts a word longer than the room and counts no width for Arabic vowel signs', () => {
    expect(wrapText('Supercalifragilistic', 5).join('')).toBe('Supercalifragilistic');
    expect(textWidth('لكلٍّ')).toBe(textWidth('لكل'));
  });
});

describe('balanceText', () => {
  it('evens the lines out rather than leaving one word alone', () => {
    const title = 'We will have you back in no time';
    expect(wrapText(title, 15).at(-1)).toBe('time');
    const lines = balanceText(title, 15);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(title);
    expect(Math.abs(textWidth(lines[0]!) - textWidth(lines[1]!))).toBeLessThan(3);
  });

  it('leaves a single line alone', () => {
    expect(balanceText('Daily lottery draws', 40)).toEqual(['Daily lottery draws']);
  });
});

describe('layoutTitles', () => {
  it('keeps both titles on at most two lines each, inside the box', () => {
    const box = { width: 420, height: 228 };
    const layout = layoutTitles(
      'Invite friends: $10 for each of you',
      'ادعُ أصدقاءك: 10 دولارات لكلٍّ منكما',
      box,
      [23, 30],
    );
    expect(layout.fontSize).toBe(30);
    expect(layout.en.length).toBeLessThanOrEqual(2);
    expect(layout.ar.length).toBeLessThanOrEqual(2);
    for (const line of [...layout.en, ...layout.ar])
      expect(textWidth(line) * layout.fontSize).toBeLessThanOrEqual(box.width);
    expect((layout.en.length + layout.ar.length) * layout.lineHeight + layout.gap).toBeLessThanOrEqual(
      box.height,
    );
  });

  it('cuts what cannot fit with an ellipsis rather than drawing outside the banner', () => {
    const long = Array.from({ length: 40 }, () => 'jackpot').join(' ');
    const layout = layoutTitles(long, long, { width: 300, height: 120 }, [20, 26]);
    expect(layout.en.at(-1)).toMatch(/…$/);
    expect((layout.en.length + layout.ar.length) * layout.lineHeight + layout.gap).toBeLessThanOrEqual(120);
  });
});

describe('drawBanner', () => {
  it.each(demoBanners.map((banner) => [banner.groupName, banner.id, banner] as const))(
    'lays out the %s banner %i inside its shape, the Arabic right to left',
    (_group, _id, banner) => {
      const { width, height } = bannerSizeOf(banner.groupName);
      const svg = drawBanner({
        seed: banner.id,
        titleEn: banner.title.en,
        titleAr: banner.title.ar,
        width,
        height,
      });
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      const texts = textsOf(svg);
      const en = texts.filter((text) => !text.rtl);
      const ar = texts.filter((text) => text.rtl);
      expect(en.map((text) => text.text).join(' ')).toBe(banner.title.en);
      expect(ar.map((text) => text.text).join(' ')).toBe(banner.title.ar);
      const margin = height * 0.3;
      for (const text of texts) {
        // A legible size once the portal shrinks the art into its frame (the side menu's is 227 px wide).
        expect(text.size).toBeGreaterThanOrEqual(height * 0.1);
        expect(text.x).toBe(text.rtl ? width - margin : margin);
        expect(textWidth(text.text) * text.size).toBeLessThanOrEqual(width - 2 * margin);
        expect(text.y - text.size).toBeGreaterThanOrEqual(0);
        expect(text.y).toBeLessThanOrEqual(height);
      }
      // The English block comes first, then the Arabic one.
      expect(Math.max(...en.map((text) => text.y))).toBeLessThan(Math.min(...ar.map((text) => text.y)));
    },
  );

  it('escapes the titles', () => {
    const svg = drawBanner({ seed: 1, titleEn: '<b>&"', titleAr: "'", width: 600, height: 300 });
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
    expect(svg).toContain('&#39;');
    expect(svg).not.toContain('<b>');
  });
});
