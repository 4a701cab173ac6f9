import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { Button } from '../Button';
import { Toaster } from './Toaster';
import { useToast } from './ToastContext';
import type { ToastTone } from './toastStore';

/** Demo texts in both languages (the host app owns real messages). */
const demoText: Record<ToastTone, { en: string; ar: string }> = {
  info: { en: 'A new announcement is waiting for you.', ar: 'لديك إعلان جديد بانتظارك.' },
  positive: { en: 'Your deposit has been received.', ar: 'تم استلام إيداعك.' },
  caution: { en: 'Your session ends in 5 minutes.', ar: 'تنتهي جلستك خلال 5 دقائق.' },
  critical: {
    en: 'Network link is abnormal, please try again.',
    ar: 'اتصال الشبكة غير مستقر، يرجى المحاولة مرة أخرى.',
  },
};
const copyLabel = { en: 'Copy ID', ar: 'نسخ المعرّف' };

interface DemoProps {
  /** Tones to show at once, oldest first; each stays until dismissed so the picture is stable. */
  tones: readonly ToastTone[];
}

function ShowToasts({ tones }: DemoProps) {
  const { toast } = useToast();
  const { locale } = useUiTranslation();
  const lang = locale === 'ar' ? 'ar' : 'en';
  useEffect(() => {
    // Fixed ids: showing again replaces rather than duplicates.
    tones.forEach((tone, index) =>
      toast({ id: `demo-${index}`, message: demoText[tone][lang], tone, duration: Infinity }),
    );
  }, [toast, tones, lang]);
  return <div style={{ minBlockSize: 320 }} />;
}

const meta = {
  title: 'UI/Toast',
  component: ShowToasts,
  subcomponents: { Toaster },
  args: { tones: ['info'] },
  parameters: { visual: { fullPage: true } },
} satisfies Meta<typeof ShowToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const region = await page(canvasElement).findByRole('region');
    await waitFor(() => expect(within(region).getByRole('status')).not.toBeEmptyDOMElement());
  },
};

export const Positive: Story = { args: { tones: ['positive'] } };

export const Caution: Story = { args: { tones: ['caution'] } };

/** Critical toasts are announced assertively (role="alert"). */
export const Critical: Story = {
  args: { tones: ['critical'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole('alert')).not.toBeEmptyDOMElement());
  },
};

/** Several at once: the newest on top. */
export const Stacked: Story = {
  args: { tones: ['info', 'caution', 'positive', 'critical'] },
  play: async ({ canvasElement }) => {
    const region = await page(canvasElement).findByRole('region');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
  },
};

function CopyId() {
  const { toast } = useToast();
  const { t, locale } = useUiTranslation();
  return (
    <div style={{ minBlockSize: 320 }}>
      <Button
        variant="secondary"
        // The usual call is toast({ message, tone }); the story keeps it on screen for the picture.
        onClick={() => toast({ message: t('toast.copySuccess'), tone: 'positive', duration: Infinity })}
      >
        <Copy size={16} aria-hidden />
        {copyLabel[locale === 'ar' ? 'ar' : 'en']}
      </Button>
    </div>
  );
}

/** The spec's 'copy success' after copying the user ID; dismissing closes it. */
export const CopySuccess: Story = {
  render: () => <CopyId />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    const dismiss = within(canvas.getByRole('region')).getByRole('button');
    await userEvent.click(dismiss);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
  },
};
