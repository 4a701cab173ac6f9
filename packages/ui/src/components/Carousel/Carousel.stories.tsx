import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Carousel, carouselEffects, type CarouselSlide } from './Carousel';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? en : ar);
const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The points of a five-pointed star centred on (cx, cy). */
const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/**
 * Demo banner art: a gradient with a glow, rings and two bars standing for the headline (the words
 * themselves are the slide's `alt`), 400 high and as wide as the frame's `ratio` asks, as a brand draws
 * the art of each banner group in its frame's shape. The bars keep a margin of 0.3 of the height at the
 * sides, clear of the small arrows of the plain slide. Shapes only: text drawn inside an SVG image would
 * use the machine's system fonts and make the baselines depend on them.
 */
function bannerArt(
  [title, subtitle]: readonly [string, string],
  [from, to]: readonly [string, string],
  rtl: boolean,
  ratio = 3,
): string {
  const width = Math.round(400 * ratio);
  const margin = 120;
  const motifX = Math.round((width * (rtl ? 260 : 940)) / 1200);
  const room = Math.round((width * 940) / 1200) - 200 - margin;
  const titleWidth = Math.min(room, 22 * title.length);
  const subtitleWidth = Math.min(room - 60, 11 * subtitle.length);
  const start = (length: number) => (rtl ? width - margin - length : margin);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="400" viewBox="0 0 ${width} 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="400" fill="url(#g)"/>
<circle cx="${motifX}" cy="200" r="260" fill="url(#r)"/>
<circle cx="${motifX}" cy="200" r="150" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>
<circle cx="${motifX}" cy="200" r="210" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>
<circle cx="${motifX}" cy="200" r="84" fill="#fff" fill-opacity="0.92"/>
<polygon points="${star(motifX, 200, 46)}" fill="${to}"/>
<rect x="${start(titleWidth)}" y="140" width="${titleWidth}" height="56" rx="28" fill="#fff" fill-opacity="0.95"/>
<rect x="${start(subtitleWidth)}" y="220" width="${subtitleWidth}" height="26" rx="13" fill="#fff" fill-opacity="0.7"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const banners = [
  {
    id: 'welcome',
    from: '#c42a8f',
    to: '#5b3be0',
    en: ['Welcome bonus 100%', 'On your first deposit'],
    ar: ['مكافأة ترحيبية 100%', 'على إيداعك الأول'],
  },
  {
    id: 'live',
    from: '#0f7a8a',
    to: '#1d3fa8',
    en: ['Live casino nights', 'Real dealers, every evening'],
    ar: ['ليالي الكازينو المباشر', 'موزعون حقيقيون كل مساء'],
  },
  {
    id: 'slots',
    from: '#b86a10',
    to: '#8a1f4f',
    en: ['Slots tournament', 'Win a share of 50,000'],
    ar: ['بطولة السلوتس', 'اربح حصة من 50,000'],
  },
  {
    id: 'cashback',
    from: '#127a52',
    to: '#1a4f7a',
    en: ['Weekly cashback 10%', 'On every week’s losses'],
    ar: ['استرداد نقدي أسبوعي 10%', 'على خسائر كل أسبوع'],
  },
  {
    id: 'friends',
    from: '#6a2bb8',
    to: '#b8213a',
    en: ['Invite a friend', 'And both of you get a bonus'],
    ar: ['ادعُ صديقًا', 'واحصلا معًا على مكافأة'],
  },
] as const;

/** The width-to-height ratio of a CSS `aspect-ratio` such as '5 / 2' (3 when there is none). */
const ratioOf = (aspectRatio: string | undefined) => {
  const [width, height = 1] = (aspectRatio ?? '3 / 1').split('/').map(Number);
  return width! / height;
};

/** The demo slides in the story's language, art in the frame's shape (the ids stay the same in both). */
function slidesIn(language: Language, ids: readonly string[], aspectRatio?: string): CarouselSlide[] {
  return banners
    .filter((banner) => ids.includes(banner.id))
    .map(({ id, from, to, [language]: text }) => ({
      id,
      image: bannerArt(text, [from, to], language === 'ar', ratioOf(aspectRatio)),
      alt: `${text[0]}. ${text[1]}`,
    }));
}

const allIds = banners.map((banner) => banner.id);

/** Pictures are taken only once the art has decoded. */
async function artDecoded(canvasElement: HTMLElement) {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((img) => img.decode().catch(() => {})));
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  parameters: { layout: 'padded' },
  args: { slides: slidesIn('en', allIds), autoplay: false },
  argTypes: { effect: { control: 'inline-radio', options: carouselEffects } },
  render: (args, { globals }) => {
    const localised = slidesIn(
      languageOf(globals.locale),
      args.slides.map((slide) => slide.id),
      args.aspectRatio,
    );
    const slides = localised.map((slide) => ({
      ...slide,
      onSelect: args.slides.find((s) => s.id === slide.id)?.onSelect,
    }));
    return <Carousel {...args} slides={slides} />;
  },
  play: async ({ canvasElement }) => artDecoded(canvasElement),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One banner: no arrows, no dots, no autoplay, no pause button. */
export const OneSlide: Story = {
  args: { slides: slidesIn('en', ['welcome']), autoplay: true },
  play: async ({ canvasElement }) => {
    await artDecoded(canvasElement);
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Five banners, starting on the second, autoplay off so the picture is stable. */
export const SeveralSlides: Story = { args: { defaultIndex: 1 } };

/** Pressing "next" moves one slide in the reading direction. */
export const PressNext: Story = {
  args: { onIndexChange: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const messages = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(
      fill(messages['carousel.slide'], { index: 1, count: 5 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: messages['carousel.next'] }));
    await waitFor(() =>
      expect(canvas.getByRole('group')).toHaveAccessibleName(
        fill(messages['carousel.slide'], { index: 2, count: 5 }),
      ),
    );
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(
      canvas.getByRole('button', { name: fill(messages['carousel.goTo'], { index: 2 }) }),
    ).toHaveAttribute('aria-current', 'true');
    await userEvent.unhover(canvasElement);
    await artDecoded(canvasElement);
  },
};

/** With autoplay on, a pause button stops the slideshow (WCAG 2.2.2). */
export const Autoplay: Story = {
  args: { autoplay: true, slides: slidesIn('en', ['welcome', 'live', 'slots']) },
  play: async ({ canvasElement, globals }) => {
    const messages = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages['carousel.pause'] }));
    await expect(canvas.getByRole('button', { name: messages['carousel.play'] })).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'paused');
    await artDecoded(canvasElement);
  },
};

/** Banners with a link (`linkageType`) are buttons named by their art. */
export const ClickableBanners: Story = {
  args: {
    slides: slidesIn('en', ['live', 'slots', 'cashback']).map((slide) => ({ ...slide, onSelect: fn() })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\./ }));
    await expect(args.slides[0]!.onSelect).toHaveBeenCalledTimes(1);
    await artDecoded(canvasElement);
  },
};

/** Waits until the slides have stopped moving, so the picture shows where they rest. */
async function settled(canvasElement: HTMLElement) {
  await Promise.all(
    canvasElement.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})),
  );
  await artDecoded(canvasElement);
}

/** As wide as the side menu's banner (about 227 px), 2:1. */
const menuWidth = (Story: () => ReactNode) => <div style={{ maxInlineSize: 227 }}>{Story()}</div>;
/** As wide as a login or register dialog's banner, 5:2. */
const dialogWidth = (Story: () => ReactNode) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>;

/** The plain slide: one banner at full width, no 3D and no neighbours, small arrows inside its edges. */
export const PlainSlide: Story = {
  args: { effect: 'slide', aspectRatio: '5 / 2', defaultIndex: 1 },
  decorators: [dialogWidth],
};

/** The plain slide in the side menu's narrow 2:1 frame, autoplaying with its pause button (WCAG 2.2.2). */
export const PlainSlideNarrow: Story = {
  args: {
    effect: 'slide',
    aspectRatio: '2 / 1',
    autoplay: true,
    slides: slidesIn('en', ['welcome', 'live', 'slots']),
  },
  decorators: [menuWidth],
  play: async ({ canvasElement, globals }) => {
    const messages = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('data-effect', 'slide');
    // Stopped, so the picture cannot change under the camera; the play button remains.
    await userEvent.click(canvas.getByRole('button', { name: messages['carousel.pause'] }));
    await expect(canvas.getByRole('button', { name: messages['carousel.play'] })).toBeVisible();
    await userEvent.unhover(canvasElement);
    await settled(canvasElement);
  },
};

/** "Next" on the plain slide: the next banner comes in from the inline end (the left in Arabic). */
export const PlainSlidePressNext: Story = {
  args: { effect: 'slide', aspectRatio: '5 / 2', onIndexChange: fn() },
  decorators: [dialogWidth],
  play: async ({ canvasElement, args, globals }) => {
    const messages = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages['carousel.next'] }));
    const current = canvas.getByRole('group');
    await expect(current).toHaveAccessibleName(fill(messages['carousel.slide'], { index: 2, count: 5 }));
    await expect(current).toHaveAttribute('data-motion', 'enter-from-end');
    // Halfway through, the new banner is still off towards the inline end: right in English, left in Arabic
    // (where it moves at all: not under reduced motion, nor where the visual tests stop every animation).
    const [entering] = current.getAnimations();
    const duration = Number(entering?.effect?.getComputedTiming().duration ?? 0);
    if (entering && duration > 0 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      entering.pause();
      entering.currentTime = duration / 2;
      const offset = new DOMMatrixReadOnly(getComputedStyle(current).transform).m41;
      await expect(languageOf(globals.locale) === 'ar' ? -offset : offset).toBeGreaterThan(0);
      entering.play();
    }
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await userEvent.unhover(canvasElement);
    await settled(canvasElement);
  },
};

/** The arrows stay on the keyboard in a narrow frame, with a focus ring that the frame never cuts. */
export const PlainSlideKeyboard: Story = {
  args: { effect: 'slide', aspectRatio: '2 / 1', slides: slidesIn('en', ['slots', 'cashback']) },
  decorators: [menuWidth],
  play: async ({ canvasElement, globals }) => {
    const messages = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages['carousel.next'] })).toHaveFocus();
    await settled(canvasElement);
  },
};
