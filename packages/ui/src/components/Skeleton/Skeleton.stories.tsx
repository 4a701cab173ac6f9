import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';
import * as frames from './Skeleton.stories.css';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { shape: 'text', lines: 4, inlineSize: '28rem' },
};

export const CardPlaceholder: Story = {
  render: () => (
    <div className={frames.card}>
      <Skeleton shape="rect" blockSize={160} />
      <Skeleton inlineSize="70%" blockSize="1.1em" />
      <Skeleton lines={2} />
      <div className={frames.actions}>
        <Skeleton shape="rect" inlineSize={112} blockSize={40} className={frames.control} />
        <Skeleton shape="rect" inlineSize={40} blockSize={40} className={frames.control} />
      </div>
    </div>
  ),
};

export const AvatarCircle: Story = {
  render: () => (
    <div className={frames.row}>
      <Skeleton shape="circle" inlineSize={56} />
      <div className={frames.stack}>
        <Skeleton inlineSize="55%" />
        <Skeleton inlineSize="80%" blockSize="0.75em" />
      </div>
    </div>
  ),
};
