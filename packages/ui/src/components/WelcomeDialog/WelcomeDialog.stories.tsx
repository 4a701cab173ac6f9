import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { Button } from '../Button';
import { WelcomeDialog, type WelcomeDialogProps } from './WelcomeDialog';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? panelsEn : panelsAr);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

const copy = {
  en: {
    name: 'Sam',
    reopen: 'Show the welcome again',
    titles: ['Welcome bonus 100%', 'Slots tournament', 'Weekly cashback 10%', 'Invite a friend'],
  },
  ar: {
    name: 'سامر',
    reopen: 'عرض الترحيب مجددًا',
    titles: ['مكافأة ترحيبية 100%', 'بطولة السلوتس', 'استرداد نقدي أسبوعي 10%', 'ادعُ صديقًا'],
  },
} as const;

/** The host's side: the dialog's open state, and (when asked) a button that brings it back. */
function Host(props: WelcomeDialogProps & { reopen?: string }) {
  const { reopen, ...rest } = props;
  const [open, setOpen] = useState(props.open);
  return (
    <>
      {reopen ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {reopen}
        </Button>
      ) : null}
      <WelcomeDialog
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/WelcomeDialog',
  component: WelcomeDialog,
  parameters: { visual: { fullPage: true } },
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: {
    open: true,
    onOpenChange: fn(),
    name: copy.en.name,
    promotionCount: 4,
    promotionTitles: copy.en.titles,
    onPromotions: fn(),
  },
  render: (args, { globals }) => {
    const text = copy[languageOf(globals.locale)];
    return (
      <Host
        {...args}
        name={text.name}
        promotionTitles={text.titles.slice(0, args.promotionTitles?.length ?? 0)}
      />
    );
  },
} satisfies Meta<typeof WelcomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four promotions running: three are named, the count tells the rest. */
export const WithPromotions: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text['welcome.seePromotions'] })).toHaveFocus(),
    );
  },
};

/** One promotion. */
export const OnePromotion: Story = {
  args: { promotionCount: 1, promotionTitles: copy.en.titles.slice(0, 1) },
};

/** Nothing running: just the welcome and Start playing. */
export const NoPromotions: Story = { args: { promotionCount: 0, promotionTitles: [] } };

/** See promotions calls the host and closes; the host's button brings the welcome back. */
export const SeePromotions: Story = {
  parameters: { matrix: 'directions' },
  render: (args, { globals }) => {
    const text = copy[languageOf(globals.locale)];
    return <Host {...args} name={text.name} promotionTitles={text.titles} reopen={text.reopen} />;
  },
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text['welcome.seePromotions'] }));
    await expect(args.onPromotions).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: copy[languageOf(globals.locale)].reopen }),
    );
    await page(canvasElement).findByRole('dialog');
  },
};
