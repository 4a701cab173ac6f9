import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Button } from '../Button';
import { NoticeDialog, type NoticeDialogNotice } from './NoticeDialog';

const catalogueFor = (locale: unknown) => (locale === 'en' ? en : ar);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Demo notices in both story languages, so the Arabic pictures read as Arabic. */
const notices = {
  en: {
    content: {
      title: 'Scheduled maintenance tonight',
      content:
        '<p>The lobby will be unavailable from <strong>02:00 to 04:00</strong> while we upgrade our servers.</p><ul><li>Your balance and open bets are safe.</li><li>Games in progress are settled automatically.</li></ul><p>Follow the <a href="#status">status page</a> for updates.</p><script>alert(1)</script>',
    },
    titleOnly: { title: 'Two new server lines for faster games' },
    longTitle: {
      title:
        'Important: from next month, withdrawals to a new bank card need your mobile number verified first',
      content: '<p>Verify your number from <strong>Security center</strong> before your next withdrawal.</p>',
    },
  },
  ar: {
    content: {
      title: 'صيانة مجدولة الليلة',
      content:
        '<p>لن تكون الردهة متاحة من الساعة <strong>02:00 حتى 04:00</strong> أثناء تحديث الخوادم.</p><ul><li>رصيدك ورهاناتك المفتوحة في أمان.</li><li>تُسوّى الألعاب الجارية تلقائيًا.</li></ul><p>تابع <a href="#status">صفحة الحالة</a> لمعرفة المستجدات.</p><script>alert(1)</script>',
    },
    titleOnly: { title: 'خطّا خوادم جديدان لألعاب أسرع' },
    longTitle: {
      title:
        'مهم: اعتبارًا من الشهر القادم، يتطلب السحب إلى بطاقة مصرفية جديدة التحقق من رقم هاتفك المحمول أولًا',
      content: '<p>تحقّق من رقمك من <strong>مركز الأمان</strong> قبل عملية السحب القادمة.</p>',
    },
  },
} as const;

type NoticeKey = keyof (typeof notices)['en'];

interface DemoProps {
  /** Which demo notice to show. */
  notice: NoticeKey;
  /** Whether it is open at first. */
  open: boolean;
  onClose: () => void;
  locale: unknown;
}

/** A notice in a list (as in the marquee): pressing it opens its detail. */
function Demo({ notice, open, onClose, locale }: DemoProps) {
  const shown: NoticeDialogNotice = (locale === 'en' ? notices.en : notices.ar)[notice];
  const [current, setCurrent] = useState<NoticeDialogNotice | null>(open ? shown : null);
  return (
    <>
      <Button variant="secondary" onClick={() => setCurrent(shown)}>
        {shown.title}
      </Button>
      <NoticeDialog
        notice={current}
        onClose={() => {
          onClose();
          setCurrent(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/NoticeDialog',
  component: Demo,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { notice: 'content', open: true, onClose: fn(), locale: 'ar' },
  argTypes: { notice: { control: 'inline-radio', options: ['content', 'titleOnly', 'longTitle'] } },
  render: (args, { globals }) => <Demo {...args} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: catalogueFor(globals.locale)['dialog.ok'] });
    await waitFor(() => expect(ok).toHaveFocus());
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and sanitised HTML: formatting and the link stay, the script goes. */
export const WithContent: Story = {
  play: async (context) => {
    await meta.play(context);
    const dialog = page(context.canvasElement).getByRole('dialog');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', '#status');
  },
};

export const TitleOnly: Story = { args: { notice: 'titleOnly' } };

export const LongTitle: Story = { args: { notice: 'longTitle' } };

/** Opened from its notice: OK closes it and focus goes back to the notice. */
export const OpenAndClose: Story = {
  parameters: { matrix: 'directions' },
  args: { open: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = catalogueFor(globals.locale);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: trigger.textContent ?? '' });
    await userEvent.click(within(dialog).getByRole('button', { name: text['dialog.ok'] }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog');
  },
};
