import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { CountdownButton } from './CountdownButton';

/** A clock that stands still, so a running countdown shows the same number in every picture. */
const fixedNow = () => Date.UTC(2025, 0, 1, 12, 0, 0);

const meta = {
  title: 'UI/CountdownButton',
  component: CountdownButton,
  args: { onSend: fn(() => Promise.resolve(60)) },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first send. */
export const Idle: Story = {};

/** The request is on its way: the button shows its loading state and ignores presses. */
export const Pending: Story = {
  args: { onSend: fn(() => new Promise<number>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Mid-countdown (42 seconds left, on a clock that stands still for the picture). */
export const Counting: Story = {
  args: { initialSeconds: 42, now: fixedNow },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-state', 'counting');
  },
};

/** Disabled by the form, for example while the mobile number is not valid. */
export const Disabled: Story = { args: { disabled: true } };

/** Pressing sends once, starts the countdown and announces it; a second press does nothing. */
export const SendAndCount: Story = {
  args: { now: fixedNow },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

/** After a countdown has run out the button offers to send again. */
export const Resend: Story = {
  args: { onSend: fn(() => Promise.resolve(1)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'sent'), { timeout: 3000 });
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** Size and variant pass through to Button, for example beside a mobile number field. */
export const SecondarySmall: Story = { args: { variant: 'secondary', size: 'sm' } };
