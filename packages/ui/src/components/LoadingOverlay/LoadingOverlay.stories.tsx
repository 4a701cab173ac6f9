import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    wallet: 'Main wallet',
    balance: 'Balance',
    amount: '12,480.50',
    updated: 'Updated 2 minutes ago',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    label: 'Refreshing balance…',
    loading: 'Loading',
    page: 'Lobby',
    pageBody: 'Pick a game from the lobby or search by name.',
    entering: 'Entering the game…',
  },
  ar: {
    wallet: 'المحفظة الرئيسية',
    balance: 'الرصيد',
    amount: '12,480.50',
    updated: 'آخر تحديث قبل دقيقتين',
    deposit: 'إيداع',
    withdraw: 'سحب',
    label: 'جارٍ تحديث الرصيد…',
    loading: 'جارٍ التحميل',
    page: 'الردهة',
    pageBody: 'اختر لعبة من الردهة أو ابحث بالاسم.',
    entering: 'جارٍ الدخول إلى اللعبة…',
  },
} as const;

type Copy = (typeof copy)['en' | 'ar'];
const textFor = (locale: unknown): Copy => (locale === 'en' ? copy.en : copy.ar);

const cardStyle: CSSProperties = {
  position: 'relative',
  display: 'grid',
  gap: vars.space['3'],
  maxInlineSize: 420,
  padding: vars.space['6'],
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
};

/** A wallet card: the positioned parent the overlay covers. */
function WalletCard({ text, children }: { text: Copy; children?: React.ReactNode }) {
  return (
    <section aria-label={text.wallet} style={cardStyle}>
      <span style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>{text.balance}</span>
      <strong style={{ fontSize: vars.fontSize.xxl, fontVariantNumeric: 'tabular-nums' }}>
        {text.amount}
      </strong>
      <span style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs }}>{text.updated}</span>
      <div style={{ display: 'flex', gap: vars.space['3'], marginBlockStart: vars.space['2'] }}>
        <Button>{text.deposit}</Button>
        <Button variant="secondary">{text.withdraw}</Button>
      </div>
      {children}
    </section>
  );
}

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <WalletCard text={text}>
        <LoadingOverlay {...args} />
      </WalletCard>
    );
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a card, announcing the default "Loading". */
export const OverCard: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textFor(globals.locale).loading,
    );
  },
};

/** With a label, shown under the spinner and announced. */
export const WithLabel: Story = {
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <WalletCard text={text}>
        <LoadingOverlay {...args} label={text.label} />
      </WalletCard>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(textFor(globals.locale).label);
  },
};

/** Not visible: the content shows, and the empty live region waits for the next load. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Over the whole viewport, for a screen or a game that is loading. */
export const Fullscreen: Story = {
  parameters: { visual: { fullPage: true } },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      // The picture is the body's box: the viewport's height (less the canvas padding) shows the whole cover.
      <main
        style={{
          display: 'grid',
          alignContent: 'start',
          gap: vars.space['4'],
          minBlockSize: 'calc(100vh - 48px)',
        }}
      >
        <h1 style={{ margin: 0, fontSize: vars.fontSize.xl }}>{text.page}</h1>
        <p style={{ margin: 0, color: vars.color.textMuted }}>{text.pageBody}</p>
        <WalletCard text={text} />
        <LoadingOverlay {...args} fullscreen label={text.entering} />
      </main>
    );
  },
};
