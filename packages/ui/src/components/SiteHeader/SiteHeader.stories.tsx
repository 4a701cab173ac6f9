import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { SiteHeader } from './SiteHeader';
import { DemoLogo, demoMember } from './SiteHeader.fixture';
import * as frames from './SiteHeader.stories.css';
import type { SiteHeaderVisitorSession } from './siteHeaderSession';

const onLogin = fn();
const onRegister = fn();
const callbacks = {
  onRefreshBalance: fn(),
  onDeposit: fn(),
  onWithdraw: fn(),
  onSignOut: fn(),
};
const visitor: SiteHeaderVisitorSession = { kind: 'visitor', onLogin, onRegister };

/** Names in both languages, since a story's args cannot see the toolbar's locale. */
const longNames = {
  en: { nickname: 'Maximilian Alexander Fitzgerald-Montgomery', account: 'maximilian_fitzgerald_2024' },
  ar: { nickname: 'عبد الرحمن بن عبد العزيز بن فيصل آل سعود', account: 'abdulrahman_alsaud_1990' },
};

const name = (pattern: string) => new RegExp(pattern);
const accountMenu = name('Account menu|قائمة الحساب');

const withMenuRoom: Decorator = (Story) => (
  <div className={frames.menuRoom}>
    <Story />
  </div>
);

const meta = {
  title: 'UI/SiteHeader',
  component: SiteHeader,
  args: {
    logo: <DemoLogo />,
    homeHref: '/',
    onToggleMenu: fn(),
    menuOpen: false,
    menuId: 'side-menu',
    session: visitor,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: Log in and Register. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: name('Log in|تسجيل الدخول') }));
    await expect(onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name('Register|إنشاء حساب') }));
    await expect(onRegister).toHaveBeenCalledTimes(1);
    const toggle = canvas.getByRole('button', { name: name('Main menu|القائمة الرئيسية') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledTimes(1);
    // The picture shows the bar at rest.
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};

/** Signed in: the balance starts hidden as stars, as the spec asks. */
export const Member: Story = {
  args: { session: demoMember(callbacks) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: name('Show balance|إظهار الرصيد') })).toBeInTheDocument();
    await expect(canvas.getByText('****')).toBeInTheDocument();
  },
};

/** The member shows the balance with the eye toggle. */
export const MemberBalanceShown: Story = {
  args: { session: demoMember(callbacks) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: name('Show balance|إظهار الرصيد') }));
    await expect(canvas.getByText('1,234.56')).toBeInTheDocument();
    const hide = canvas.getByRole('button', { name: name('Hide balance|إخفاء الرصيد') });
    await userEvent.unhover(hide);
    hide.blur();
  },
};

/** The first balance has not arrived: a placeholder, and the amount region reports busy. */
export const BalanceLoading: Story = {
  args: {
    session: demoMember(callbacks, {
      balance: { amountMinor: undefined, currency: 'USD', currencySymbol: '$' },
      defaultBalanceHidden: false,
    }),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: name('USD') });
    await expect(group).toHaveAttribute('data-state', 'loading');
    await expect(within(group).getByText(name('Loading balance|جارٍ تحميل الرصيد'))).toBeInTheDocument();
  },
};

/** An agent with a VIP label and unread platform messages (the count sits on the avatar). */
export const AgentVipUnread: Story = {
  args: {
    session: demoMember(callbacks, { isAgent: true, vipLabel: 'VIP 7', unreadMessages: 12 }),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: accountMenu });
    await expect(trigger).toHaveAccessibleDescription(name('12'));
  },
};

/**
 * The account menu open, focus on its first item. It opens as the story mounts (`defaultAccountMenuOpen`):
 * a menu opened after the first paint left the picture's edges to the compositor's timing.
 */
export const MenuOpen: Story = {
  args: {
    session: demoMember(callbacks, { isAgent: true, vipLabel: 'VIP 7', unreadMessages: 3 }),
    defaultAccountMenuOpen: true,
  },
  decorators: [withMenuRoom],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: accountMenu });
    const menu = await canvas.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(7);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(items[6]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
  },
};

/** Long names in each language: the name is cut with an ellipsis and the row keeps its height. */
export const LongNames: Story = {
  render: function Render(args) {
    const { locale } = useUiTranslation();
    const names = longNames[locale === 'ar' ? 'ar' : 'en'];
    return (
      <SiteHeader
        {...args}
        session={demoMember(callbacks, {
          ...names,
          id: '8800012345678',
          vipLabel: 'VIP 10',
          unreadMessages: 120,
          avatarUrl: undefined,
          defaultBalanceHidden: false,
          balance: { amountMinor: 98_765_432_10, currency: 'USD', currencySymbol: '$' },
        })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(80);
  },
};

/** About 900px wide: the account name and the deposit and withdraw labels fold into named icons. */
export const Narrow: Story = {
  args: {
    session: demoMember(callbacks, { vipLabel: 'VIP 3', unreadMessages: 2, defaultBalanceHidden: false }),
  },
  decorators: [
    (Story) => (
      <div className={frames.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('button', { name: name('Deposit|إيداع') });
    await expect(deposit.getBoundingClientRect().width).toBeLessThanOrEqual(44);
    await expect(canvas.getByRole('button', { name: name('Withdraw|سحب') })).toBeVisible();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(80);
  },
};
