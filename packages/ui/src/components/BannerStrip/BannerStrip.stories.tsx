import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { demoArt } from '../private/demoArt.fixture';
import { BannerStrip } from './BannerStrip';
import {
  bannerAspectRatios,
  bannerPlacements,
  type BannerItem,
  type BannerLinkageType,
  type BannerPlacement,
} from './bannerItems';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? en : ar);

const demo: Array<{ linkageType: BannerLinkageType; linkage: string; en: string; ar: string }> = [
  {
    linkageType: 'PROMOTION',
    linkage: '1',
    en: 'Welcome bonus 100% on your first deposit',
    ar: 'مكافأة ترحيبية 100% على إيداعك الأول',
  },
  { linkageType: 'GAME', linkage: 'PG-126', en: 'Play Fortune Tiger now', ar: 'العب Fortune Tiger الآن' },
  {
    linkageType: 'NONE',
    linkage: '',
    en: 'Play responsibly: set your limits',
    ar: 'العب بمسؤولية: حدّد حدودك',
  },
  {
    linkageType: 'URL',
    linkage: 'https://t.me/portal',
    en: 'Join our Telegram group',
    ar: 'انضم إلى مجموعتنا على تيليجرام',
  },
];

/** The art's width for a height of 400 in a placement's shape, as a brand draws each group's banners. */
const artWidth = (placement: BannerPlacement) => {
  const [width, height] = bannerAspectRatios[placement].split('/').map(Number);
  return Math.round((400 * width!) / height!);
};

/** The demo banners at these indexes, in the story's language, art drawn for its direction and shape. */
function bannersIn(
  language: Language,
  indexes: readonly number[],
  placement: BannerPlacement = 'page',
): BannerItem[] {
  return indexes.map((index) => {
    const banner = demo[index]!;
    return {
      id: index + 1,
      url: demoArt({ seed: index, width: artWidth(placement), height: 400, rtl: language === 'ar' }),
      title: banner[language],
      linkageType: banner.linkageType,
      linkage: banner.linkage,
    };
  });
}

async function artDecoded(canvasElement: HTMLElement) {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((img) => img.decode().catch(() => {})));
}

const ids = (banners: readonly BannerItem[]) => banners.map((banner) => Number(banner.id) - 1);

const meta = {
  title: 'UI/BannerStrip',
  component: BannerStrip,
  args: { banners: bannersIn('en', [0, 1, 2, 3]), onSelect: fn(), placement: 'page', autoplay: false },
  argTypes: { placement: { control: 'inline-radio', options: bannerPlacements } },
  render: (args, { globals }) => (
    <BannerStrip
      {...args}
      banners={bannersIn(languageOf(globals.locale), ids(args.banners), args.placement)}
    />
  ),
  play: async ({ canvasElement }) => artDecoded(canvasElement),
} satisfies Meta<typeof BannerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home group: several banners in the carousel, 3:1. */
export const PageCarousel: Story = {};

/** One linked banner: a button named by its title, no carousel controls. */
export const OneClickable: Story = {
  args: { banners: bannersIn('en', [0]) },
  play: async ({ canvasElement, args, globals }) => {
    const banner = bannersIn(languageOf(globals.locale), [0])[0]!;
    await userEvent.click(within(canvasElement).getByRole('button', { name: banner.title }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ linkageType: 'PROMOTION' }));
    await userEvent.unhover(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await artDecoded(canvasElement);
  },
};

/** One banner with no link (`NONE`): a plain picture with its alt text. */
export const OnePlain: Story = {
  args: { banners: bannersIn('en', [2]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await artDecoded(canvasElement);
  },
};

/** A login or register dialog's group: 5:2, at a dialog's width. */
export const InModal: Story = {
  args: { banners: bannersIn('en', [1, 3]), placement: 'modal' },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
};

/** A dialog's group of several banners: one at a time, sliding, with small arrows inside its edges. */
export const InModalKeyboard: Story = {
  args: { banners: bannersIn('en', [0, 1, 3]), placement: 'modal' },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const messages = messagesOf(globals.locale);
    await expect(canvas.getByRole('region')).toHaveAttribute('data-effect', 'slide');
    // The current banner is a button; the arrows come next on the keyboard.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages['carousel.previous'] })).toHaveFocus();
    await artDecoded(canvasElement);
  },
};

/** The side menu's group: one banner, 2:1, at the menu's width. */
export const InMenu: Story = {
  args: { banners: bannersIn('en', [3]), placement: 'menu' },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
};

/** The side menu's group of several banners (227 px wide, as in the menu): one at a time, never a coverflow. */
export const InMenuSeveral: Story = {
  args: { banners: bannersIn('en', [3, 1]), placement: 'menu' },
  decorators: [(Story) => <div style={{ maxInlineSize: 227 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('data-effect', 'slide');
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
    await artDecoded(canvasElement);
  },
};

/**
 * The home group while it loads: the room its carousel takes (a quiet frame and the controls' row),
 * hidden from assistive technology, so the page does not jump when the banners arrive.
 */
export const Loading: Story = {
  args: { banners: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="banner-strip"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** The side menu's group while it loads. */
export const InMenuLoading: Story = {
  args: { banners: [], loading: true, placement: 'menu' },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
};

/** An empty group renders nothing at all. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).queryByRole('region', { name: messagesOf(globals.locale)['carousel.label'] }),
    ).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
