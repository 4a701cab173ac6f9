import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { CopyButton } from './CopyButton';

/** Demo texts in both languages (the host app owns real labels). */
const demo = {
  reference: { en: 'Reference code', ar: 'الرمز المرجعي' },
  copyReference: { en: 'Copy the reference code', ar: 'نسخ الرمز المرجعي' },
  address: { en: 'Deposit address', ar: 'عنوان الإيداع' },
  copyAddress: { en: 'Copy the address', ar: 'نسخ العنوان' },
  failed: { en: 'Could not copy: select it and copy it yourself.', ar: 'تعذّر النسخ: حدّده وانسخه يدويًا.' },
} as const;

function useDemo() {
  const { locale } = useUiTranslation();
  const language = locale === 'ar' ? 'ar' : 'en';
  return (key: keyof typeof demo) => demo[key][language];
}

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };
const label: CSSProperties = { margin: 0, fontSize: 13, opacity: 0.75 };

/** A fact a member copies, as the cashier shows it: its name, the text (left to right), the button. */
function Fact({ name, text, copy }: { name: string; text: string; copy: string }) {
  const t = useDemo();
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <p style={label}>{name}</p>
      <div style={row}>
        <code dir="ltr">{text}</code>
        <CopyButton text={text} label={copy} failedMessage={t('failed')} />
      </div>
    </div>
  );
}

function Facts() {
  const t = useDemo();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Fact name={t('reference')} text="DREF7K2M9QX4T8NW" copy={t('copyReference')} />
      <Fact name={t('address')} text="TQ7xW3a9Lk2PzR8mV5nB1cD4eF6gH0jK" copy={t('copyAddress')} />
    </div>
  );
}

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: 'DREF7K2M9QX4T8NW', label: 'Copy the reference code', failedMessage: demo.failed.en },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the texts it copies: a bank reference code and a wallet address. */
export const BesideItsText: Story = {
  render: () => <Facts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Just after copying: the tick, for two seconds (no picture: the tick and its toast are timed). */
export const Copied: Story = {
  parameters: { visual: false },
  render: () => <Facts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(first).toHaveAttribute('data-copied', 'true'));
  },
};
