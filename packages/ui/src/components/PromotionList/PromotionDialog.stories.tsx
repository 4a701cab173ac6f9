import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import { PromotionDialog } from './PromotionDialog';
import { demoPromotions, demoTimeZone } from './promotions.fixture';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);
const join = { en: 'Join now', ar: 'انضم الآن' } as const;

async function dialogReady(canvasElement: HTMLElement, title: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: title });
  await Promise.all([...dialog.querySelectorAll('img')].map((image) => image.decode().catch(() => {})));
  return dialog;
}

const meta = {
  title: 'UI/PromotionDialog',
  component: PromotionDialog,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { promotion: null, open: true, onOpenChange: fn(), timeZone: demoTimeZone },
  render: (args, { globals }) => (
    <PromotionDialog {...args} promotion={demoPromotions(languageOf(globals.locale))[0]!} />
  ),
  play: async ({ canvasElement, globals }) => {
    const promotion = demoPromotions(languageOf(globals.locale))[0]!;
    const dialog = await dialogReady(canvasElement, promotion.title);
    await expect(within(dialog).getByRole('heading', { level: 3 })).toBeInTheDocument();
  },
} satisfies Meta<typeof PromotionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dated promotion with headings, a list and a link in its terms. */
export const Dated: Story = {};

/** Running until further notice, with an action at the foot. */
export const OpenEndedWithAction: Story = {
  render: (args, { globals }) => {
    const language = languageOf(globals.locale);
    return (
      <PromotionDialog
        {...args}
        promotion={demoPromotions(language)[2]!}
        actions={<Button>{join[language]}</Button>}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals.locale);
    const dialog = await dialogReady(canvasElement, demoPromotions(language)[2]!.title);
    await expect(within(dialog).getByRole('button', { name: join[language] })).toBeInTheDocument();
  },
};
