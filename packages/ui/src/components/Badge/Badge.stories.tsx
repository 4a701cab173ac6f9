import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Crown, Mail, Trophy } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { IconButton } from '../Button';
import { Badge, badgeTones } from './Badge';

/** Demo texts in both languages (the host app owns real labels). */
const demo = {
  messages: { en: 'Platform messages', ar: 'رسائل المنصة' },
  missions: { en: 'Mission leaderboard', ar: 'لوحة صدارة المهام' },
  notices: { en: 'Notices', ar: 'الإشعارات' },
} as const;

function useDemo(key: keyof typeof demo): string {
  const { locale } = useUiTranslation();
  return demo[key][locale === 'ar' ? 'ar' : 'en'];
}

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' };

function MenuItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <a
      href="#messages"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      {label}
      {children}
    </a>
  );
}

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 12 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1, 12 and a count past the maximum (99+). */
export const Counts: Story = {
  render: () => (
    <div style={row}>
      <Badge count={1} />
      <Badge count={12} />
      <Badge count={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};

/** The four tones, as counts and as text. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={row}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} count={8} />
        ))}
      </div>
      <div style={row}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
    </div>
  ),
};

/** A dot says "something new" without a number. */
export const Dot: Story = {
  render: function Render() {
    return (
      <div style={row}>
        <MenuItem label={useDemo('notices')}>
          <Badge dot />
        </MenuItem>
        <Badge dot tone="positive" count={2} />
      </div>
    );
  },
};

/** A zero count is hidden, unless `showZero`. */
export const ZeroHidden: Story = {
  render: function Render() {
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <MenuItem label={useDemo('messages')}>
          <Badge count={0} />
        </MenuItem>
        <MenuItem label={useDemo('missions')}>
          <Badge count={0} showZero tone="neutral" />
        </MenuItem>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [messages, missions] = within(canvasElement).getAllByRole('link');
    await expect(messages?.querySelector('[data-slot="badge"]')).toBeNull();
    await expect(missions?.querySelector('[data-slot="badge"]')).toHaveTextContent('0');
  },
};

/** A text badge, for example the header's VIP label. */
export const TextVip: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="accent">
        <Crown size={12} aria-hidden strokeWidth={2.5} />
        VIP 3
      </Badge>
      <Badge tone="neutral">VIP 0</Badge>
    </div>
  ),
};

/** Over icon buttons with `Badge.Anchor`; the button is described by its badge. */
export const OverIcon: Story = {
  render: function Render() {
    const messages = useDemo('messages');
    const notices = useDemo('notices');
    const missions = useDemo('missions');
    return (
      <div style={{ ...row, gap: 32 }}>
        <Badge.Anchor>
          <IconButton
            variant="soft"
            label={messages}
            icon={<Mail size={18} />}
            aria-describedby="badge-mail"
          />
          <Badge id="badge-mail" count={12} />
        </Badge.Anchor>
        <Badge.Anchor>
          <IconButton
            variant="soft"
            label={notices}
            icon={<Bell size={18} />}
            aria-describedby="badge-bell"
          />
          <Badge id="badge-bell" dot />
        </Badge.Anchor>
        <Badge.Anchor>
          <IconButton
            variant="soft"
            label={missions}
            icon={<Trophy size={18} />}
            aria-describedby="badge-trophy"
          />
          <Badge id="badge-trophy" count={120} tone="accent" />
        </Badge.Anchor>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    await expect(buttons[0]?.getAttribute('aria-describedby')).toBe('badge-mail');
  },
};
