import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownToLine, ArrowUpFromLine, History, Mail, ShieldCheck, Wallet } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { SectionNav, type SectionNavGroup } from './SectionNav';

const texts = {
  ar: {
    nav: 'مركز الأعضاء',
    cashier: 'الخزينة',
    records: 'السجلات',
    account: 'الحساب',
    deposit: 'إيداع',
    withdraw: 'سحب',
    wallet: 'المحافظ',
    history: 'سجل الحساب',
    messages: 'رسائل المنصة',
    security: 'مركز الأمان',
  },
  en: {
    nav: 'Member centre',
    cashier: 'Cashier',
    records: 'Records',
    account: 'Account',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    wallet: 'Wallets',
    history: 'Account record',
    messages: 'Platform messages',
    security: 'Security centre',
  },
};

const groupsOf = (locale: unknown): SectionNavGroup[] => {
  const t = locale === 'en' ? texts.en : texts.ar;
  return [
    {
      key: 'cashier',
      label: t.cashier,
      items: [
        { key: 'deposit', label: t.deposit, href: '#deposit', icon: <ArrowDownToLine size={18} /> },
        { key: 'withdraw', label: t.withdraw, href: '#withdraw', icon: <ArrowUpFromLine size={18} /> },
        { key: 'wallet', label: t.wallet, href: '#wallet', icon: <Wallet size={18} /> },
      ],
    },
    {
      key: 'records',
      label: t.records,
      items: [{ key: 'history', label: t.history, href: '#history', icon: <History size={18} /> }],
    },
    {
      key: 'account',
      label: t.account,
      items: [
        { key: 'messages', label: t.messages, href: '#messages', icon: <Mail size={18} />, count: 3 },
        { key: 'security', label: t.security, href: '#security', icon: <ShieldCheck size={18} /> },
      ],
    },
  ];
};

const meta = {
  title: 'UI/SectionNav',
  component: SectionNav,
  args: { label: texts.en.nav, groups: [] },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 260 }}>
      <SectionNav
        {...args}
        label={globals.locale === 'en' ? texts.en.nav : texts.ar.nav}
        groups={groupsOf(globals.locale)}
      />
    </div>
  ),
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPage: Story = { args: { current: 'deposit' } };

export const WithUnreadCount: Story = { args: { current: 'messages' } };

export const KeyboardFocus: Story = {
  args: { current: 'deposit' },
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals }) => {
    const t = globals.locale === 'en' ? texts.en : texts.ar;
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: t.withdraw })).toHaveFocus();
  },
};
