import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Marquee, type MarqueeNotice } from './Marquee';

/** Demo notices in both story languages. */
const notices: Record<'en' | 'ar', MarqueeNotice[]> = {
  en: [
    { id: 101, title: 'Weekend reload bonus: 50% up to 500 on every deposit' },
    { id: 102, title: 'Scheduled maintenance on Tuesday from 03:00 to 05:00' },
    { id: 103, title: 'Four new live baccarat tables are now open' },
  ],
  ar: [
    { id: 101, title: 'مكافأة إعادة الشحن في عطلة نهاية الأسبوع: 50% حتى 500 على كل إيداع' },
    { id: 102, title: 'صيانة مجدولة يوم الثلاثاء من 03:00 إلى 05:00' },
    { id: 103, title: 'أربع طاولات باكارات مباشرة جديدة مفتوحة الآن' },
  ],
};

const languageOf = (locale: unknown) => (locale === 'en' ? 'en' : 'ar');

const meta = {
  title: 'UI/Marquee',
  component: Marquee,
  args: { notices: notices.en, onSelect: fn() },
  // The notices follow the story's language; their ids stay the same in both.
  render: (args, { globals }) => {
    const localised = notices[languageOf(globals.locale)];
    return <Marquee {...args} notices={args.notices.map((n) => localised.find((l) => l.id === n.id) ?? n)} />;
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralNotices: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const title = notices[languageOf(globals.locale)][1]!.title;
    await userEvent.click(within(canvasElement).getByRole('button', { name: title }));
    await expect(args.onSelect).toHaveBeenCalledWith(102);
  },
};

export const SingleNotice: Story = { args: { notices: notices.en.slice(0, 1) } };

export const Paused: Story = {
  args: { defaultPaused: true },
  play: async ({ canvasElement, globals }) => {
    const messages = languageOf(globals.locale) === 'en' ? en : ar;
    const region = within(canvasElement).getByRole('region', { name: messages['marquee.label'] });
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expect(within(region).getByRole('button', { name: messages['marquee.play'] })).toBeVisible();
  },
};

/** Pressing Play with the pointer (which stays on the button, as does the focus) sets the line running. */
export const PlayPressed: Story = {
  args: { defaultPaused: true },
  parameters: { visual: false },
  play: async ({ canvasElement, globals }) => {
    const messages = languageOf(globals.locale) === 'en' ? en : ar;
    const region = within(canvasElement).getByRole('region', { name: messages['marquee.label'] });
    await userEvent.click(within(region).getByRole('button', { name: messages['marquee.play'] }));
    await expect(region).toHaveAttribute('data-state', 'running');
    const track = within(region).getAllByRole('list')[0]!.parentElement as HTMLElement;
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};
