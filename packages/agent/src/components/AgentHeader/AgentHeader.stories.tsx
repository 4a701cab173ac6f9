import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { AgentHeader } from './AgentHeader';

const messagesOf = (locale: unknown) => (locale === 'en' ? en : ar);

/** A fixed instant and a stopped clock, so the pictures never change. */
const now = () => new Date(2026, 10, 22, 13, 5, 9);

const meta = {
  title: 'Agent/AgentHeader',
  component: AgentHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: (
      <>
        <Crown size={24} aria-hidden />
        Royal Portal
      </>
    ),
    homeHref: '/agentHome',
    name: 'agent1',
    onSignOut: fn(),
    now,
    clockPaused: true,
  },
} satisfies Meta<typeof AgentHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent centre's header: the GMT clock, the agent's name and sign out. */
export const SignedIn: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('agent1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text['header.signOut'] }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A long Arabic nickname is cut with an ellipsis, never pushing sign out off the bar. */
export const LongName: Story = {
  args: { name: 'وكيل المنطقة الشرقية الرئيسي للألعاب والرياضة' },
};

/** While the agent loads, only the clock and sign out show. */
export const Loading: Story = {
  args: { name: undefined },
};
