import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Clock } from './Clock';

/** A fixed time source at a given zone offset, so the pictures never change. */
const fixedNow = (offsetMinutes: number) => () => {
  const date = new Date(2024, 4, 1, 14, 5, 9);
  date.getTimezoneOffset = () => -offsetMinutes;
  return date;
};

const meta = {
  title: 'UI/Clock',
  component: Clock,
  args: { now: fixedNow(180), paused: true },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GMT+3, the portal's home zone. */
export const FixedTime: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('GMT+3');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('14:05:09');
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2024-05-01T14:05:09+03:00',
    );
  },
};

export const NegativeOffset: Story = {
  args: { now: fixedNow(-240) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('GMT-4');
  },
};

export const HalfHourOffset: Story = {
  args: { now: fixedNow(330) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('GMT+5:30');
  },
};

export const NegativeHalfHourOffset: Story = {
  args: { now: fixedNow(-270) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('GMT-4:30');
  },
};

export const Utc: Story = {
  args: { now: fixedNow(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('GMT+0');
  },
};
