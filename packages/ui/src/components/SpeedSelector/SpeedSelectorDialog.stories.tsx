import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { Button } from '../Button';
import { SpeedSelectorDialog, type SpeedSelectorDialogProps } from './SpeedSelectorDialog';
import { pingingLines, testedLines } from './SpeedSelector.fixture';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const texts = uiTexts;
const textFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.ar);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Keeps the choice in state as the side menu's host would. */
function Controlled(args: SpeedSelectorDialogProps) {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <SpeedSelectorDialog
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SpeedSelectorDialog',
  component: SpeedSelectorDialog,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  render: (args) => <Controlled {...args} />,
  args: {
    defaultOpen: true,
    lines: testedLines,
    value: 'm1.portal-demo.net',
    onValueChange: fn(),
    onConfirm: fn(),
    onRetest: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof SpeedSelectorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the side menu while the lines are pinged. */
export const Pinging: Story = {
  args: { lines: pingingLines, value: null },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text['siteLinks.serverSpeed'] });
    await expect(within(dialog).getAllByText(text['speedSelector.testing'])).toHaveLength(5);
  },
};

/** Tested, the fastest line chosen; focus starts on it. */
export const Tested: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text['siteLinks.serverSpeed'] });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'm1.portal-demo.net' })).toHaveFocus(),
    );
  },
};

/** From its trigger: Escape closes and focus goes back to the trigger. */
export const FromTrigger: Story = {
  args: { defaultOpen: false },
  render: (args, { globals }) => (
    <Controlled
      {...args}
      trigger={<Button variant="secondary">{textFor(globals.locale)['siteLinks.serverSpeed']}</Button>}
    />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const trigger = within(canvasElement).getByRole('button', { name: text['siteLinks.serverSpeed'] });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text['siteLinks.serverSpeed'] });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: `${text['speedSelector.confirm']} ${text['link.opensInNewTab']}`,
      }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith('m1.portal-demo.net');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
