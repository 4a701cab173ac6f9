import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Balance } from './Balance';

const meta = {
  title: 'UI/Balance',
  component: Balance,
  args: { amount: 1_234_56, currencySymbol: '$', onRefresh: fn(), onHiddenChange: fn() },
} satisfies Meta<typeof Balance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const Hidden: Story = { args: { defaultHidden: true } };

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const refresh = within(canvasElement).getByRole('button', { name: /Refresh balance|تحديث الرصيد/ });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    refresh.blur();
  },
};

/** The first amount has not arrived: a placeholder, and the amount region reports busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAttribute('data-state', 'loading');
    await expect(within(group).getByText(/Loading balance|جارٍ تحميل الرصيد/)).toBeInTheDocument();
  },
};

export const LargeAmount: Story = { args: { amount: 98_765_432_109_87, currencySymbol: 'USDT' } };

export const Negative: Story = { args: { amount: -45_50 } };

export const WithoutRefresh: Story = { args: { onRefresh: undefined, currencySymbol: undefined } };

/** A controlled balance: the owner keeps `hidden` (a header would remember it for the session). */
export const ToggleHidden: Story = {
  render: function Render(args) {
    const [hidden, setHidden] = useState(false);
    return (
      <Balance
        {...args}
        hidden={hidden}
        onHiddenChange={(next) => {
          setHidden(next);
          args.onHiddenChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(true);
    await expect(within(group).getByText('****')).toBeInTheDocument();
    const show = canvas.getByRole('button', { pressed: true });
    await userEvent.click(show);
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(false);
    await expect(within(group).queryByText('****')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(within(group).getByText('****')).toBeInTheDocument();
    // Leave the pointer and focus off the toggle so the picture shows the resting control.
    const toggle = canvas.getByRole('button', { pressed: true });
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};
