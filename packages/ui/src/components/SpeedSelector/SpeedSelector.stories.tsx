import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { vars } from '../../theme/contract.css';
import { SpeedSelector, type SpeedSelectorProps } from './SpeedSelector';
import { failedLines, partlyTestedLines, pingingLines, testedLines } from './SpeedSelector.fixture';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const texts = uiTexts;
const textFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.ar);

/** Keeps the choice in state so the radios move as in an app, and reports every change. */
function Controlled(args: SpeedSelectorProps) {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <SpeedSelector
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
  title: 'UI/SpeedSelector',
  component: SpeedSelector,
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 520, padding: vars.space['1'] }}>{Story()}</div>],
  args: { lines: testedLines, value: null, onValueChange: fn(), onConfirm: fn(), onRetest: fn() },
} satisfies Meta<typeof SpeedSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: every line is being pinged; the lines keep their order and re-test waits. */
export const Pinging: Story = {
  args: { lines: pingingLines },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText(text['speedSelector.testing'])).toHaveLength(5);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Answers coming in: measured lines show their speed, the others still test, nothing is re-ordered. */
export const PartlyTested: Story = { args: { lines: partlyTestedLines } };

/** A finished test with mixed results, fastest first; the arrows choose a line (Left is forward in Arabic). */
export const MixedResults: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text['speedSelector.finished'].replace('{{domain}}', 'm1.portal-demo.net').replace('{{ms}}', '42'),
    );
    await userEvent.tab();
    const fastest = canvas.getByRole('radio', { name: 'm1.portal-demo.net' });
    await expect(fastest).toHaveFocus();
    await userEvent.keyboard(globals.locale === 'en' ? '{ArrowRight}' : '{ArrowLeft}');
    // Sorted, the second line is the 77 ms one.
    const second = canvas.getByRole('radio', { name: 'backup.portal-demo.co' });
    await expect(args.onValueChange).toHaveBeenLastCalledWith('backup.portal-demo.co');
    await expect(second).toBeChecked();
    await expect(second).toHaveFocus();
  },
};

/** No line answered: every line is slow and timed out, and the status says so. */
export const AllFailed: Story = {
  args: { lines: failedLines },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text['speedSelector.allFailed']);
    await expect(canvas.getAllByText(text['speedSelector.timedOut'])).toHaveLength(5);
  },
};

/** A line chosen: confirm is enabled and hands the chosen domain to the host, which opens it in a new tab. */
export const Selected: Story = {
  args: { value: 'www.portal-demo.com' },
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'www.portal-demo.com' })).toBeChecked();
    const confirm = canvas.getByRole('button', {
      name: `${text['speedSelector.confirm']} ${text['link.opensInNewTab']}`,
    });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('www.portal-demo.com');
    await userEvent.unhover(confirm);
    confirm.blur();
  },
};
