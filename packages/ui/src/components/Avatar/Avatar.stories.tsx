import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

/** A demo portrait drawn in the story (no network). */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ff9a8b"/><stop offset="1" stop-color="#7a3cc8"/>
    </linearGradient></defs>
    <rect width="80" height="80" fill="url(#g)"/>
    <circle cx="40" cy="32" r="14" fill="#ffe0c7"/>
    <path d="M14 80c3-16 14-24 26-24s23 8 26 24z" fill="#2b2257"/>
    <path d="M26 30c0-12 7-18 14-18s15 5 15 18c-4-6-10-8-15-8s-10 2-14 8z" fill="#3b2416"/>
  </svg>`,
)}`;

/** A data URI that fails to decode, so the image errors without any network. */
const broken = 'data:image/png;base64,bm90LWFuLWltYWdl';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { src: portrait, name: 'Layla Haddad' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { args: { size: 'lg' } };

export const Fallback: Story = {
  args: { src: broken, size: 'lg' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute('data-state', 'fallback'),
    );
  },
};

export const NoPicture: Story = { args: { src: undefined, name: undefined, size: 'lg' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`fallback-${size}`} size={size} />
      ))}
    </div>
  ),
};
