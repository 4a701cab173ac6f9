import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { DialogOptions } from './dialogStore';
import { ServiceDialog } from './ServiceDialog';
import { useDialog } from './useDialog';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    show: 'Show dialog',
    info: { title: 'New announcement', message: 'A new weekly cashback promotion starts on Monday.' },
    success: { title: 'Deposit received', message: 'Your balance has been updated.' },
    warning: {
      title: 'Real account needed',
      message: 'Trial accounts cannot play this game. Register to play.',
    },
    error: { title: 'Code not sent', message: 'We could not send the SMS code. Try again in a minute.' },
    html: {
      title: 'Weekend bonus',
      html: '<p>Deposit <strong>100</strong> or more this weekend and get a <strong>20%</strong> bonus.</p><ul><li>Once per account</li><li>Wagering 5x before withdrawal</li></ul><p>See the <a href="#terms">bonus terms</a>.</p>',
    },
    leave: { title: 'Leave the game?', message: 'Your round in progress will be settled first.' },
    stay: 'Stay',
    lobby: 'Back to lobby',
    logout: 'Sign out',
    saved: { title: 'Password changed', message: 'Use your new password next time you sign in.' },
  },
  ar: {
    show: 'عرض النافذة',
    info: { title: 'إعلان جديد', message: 'يبدأ عرض الاسترداد النقدي الأسبوعي يوم الاثنين.' },
    success: { title: 'تم استلام الإيداع', message: 'تم تحديث رصيدك.' },
    warning: { title: 'يلزم حساب حقيقي', message: 'لا يمكن للحسابات التجريبية لعب هذه اللعبة. سجّل لتلعب.' },
    error: { title: 'لم يُرسل الرمز', message: 'تعذّر إرسال رمز SMS. حاول مرة أخرى بعد دقيقة.' },
    html: {
      title: 'مكافأة نهاية الأسبوع',
      html: '<p>أودِع <strong>100</strong> أو أكثر في نهاية هذا الأسبوع واحصل على مكافأة <strong>20%</strong>.</p><ul><li>مرة واحدة لكل حساب</li><li>رهان 5 أضعاف قبل السحب</li></ul><p>اطّلع على <a href="#terms">شروط المكافأة</a>.</p>',
    },
    leave: { title: 'مغادرة اللعبة؟', message: 'ستتم تسوية جولتك الجارية أولًا.' },
    stay: 'البقاء',
    lobby: 'العودة إلى الردهة',
    logout: 'تسجيل الخروج',
    saved: { title: 'تم تغيير كلمة المرور', message: 'استخدم كلمة المرور الجديدة عند تسجيل الدخول القادم.' },
  },
} as const;

type Copy = (typeof copy)['en' | 'ar'];
const textFor = (locale: unknown): Copy => (locale === 'en' ? copy.en : copy.ar);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

interface DemoProps {
  /** Builds the options from the story's language. */
  options: (text: Copy) => DialogOptions;
  /** Receives what the dialog resolved with. */
  onResult: (value: string | undefined) => void;
  /** The story's language. */
  locale?: unknown;
}

/** A button that opens the provider's dialog through `useDialog()`, as an app would. */
function Demo({ options, onResult, locale }: DemoProps) {
  const open = useDialog();
  const text = textFor(locale);
  return (
    <Button variant="secondary" onClick={() => void open(options(text)).then(onResult)}>
      {text.show}
    </Button>
  );
}

const infoOptions: DemoProps['options'] = (text) => ({ icon: 'info', ...text.info });

const meta = {
  title: 'UI/DialogService',
  component: Demo,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { onResult: fn(), options: infoOptions },
  render: (args, { globals }) => <Demo {...args} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    // findByRole: after a previous dialog, the page stays hidden from assistive technology until it has gone.
    await userEvent.click(await within(canvasElement).findByRole('button', { name: text.show }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getAllByRole('button')[0]).toHaveFocus());
  },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoIcon: Story = {};

export const SuccessIcon: Story = { args: { options: (text) => ({ icon: 'success', ...text.success }) } };

export const WarningIcon: Story = { args: { options: (text) => ({ icon: 'warning', ...text.warning }) } };

export const ErrorIcon: Story = { args: { options: (text) => ({ icon: 'error', ...text.error }) } };

/** Server HTML, sanitised: formatting and links stay, scripts and handlers go. */
export const HtmlContent: Story = {
  args: {
    options: (text) => ({
      icon: 'info',
      title: text.html.title,
      html: `${text.html.html}<script>alert(1)</script>`,
    }),
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = page(context.canvasElement).getByRole('alertdialog');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', '#terms');
  },
};

/** Several buttons: the promise resolves with the pressed one's value. */
export const SeveralButtons: Story = {
  args: {
    options: (text) => ({
      icon: 'warning',
      ...text.leave,
      buttons: [
        { value: 'stay', label: text.stay, variant: 'ghost' },
        { value: 'logout', label: text.logout, variant: 'critical' },
        { value: 'lobby', label: text.lobby },
      ],
    }),
  },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const text = textFor(globals.locale);
    await meta.play(context);
    await userEvent.click(page(canvasElement).getByRole('button', { name: text.lobby }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('lobby'));
    await meta.play(context);
  },
};

/** Dismissed only by its buttons or Escape: a press on the cover does nothing. */
export const NotClosableByCover: Story = {
  // Its picture is SuccessIcon's.
  parameters: { matrix: 'directions' },
  args: { options: (text) => ({ icon: 'success', ...text.success, closeOnCover: false }) },
  play: async (context) => {
    await meta.play(context);
    const dialog = page(context.canvasElement).getByRole('alertdialog');
    // The cover is the dialog's ::backdrop: a press at the screen's corner lands on the dialog, outside its box.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 8, clientY: 8 } });
    await expect(page(context.canvasElement).getByRole('alertdialog')).toBeInTheDocument();
    await expect(context.args.onResult).not.toHaveBeenCalled();
  },
};

/**
 * With `timeout`, the dialog closes by itself and says when. The picture holds the time left still
 * (8 s) by drawing the dialog the host would draw, without its clock.
 */
export const TimeoutCountdown: Story = {
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <ServiceDialog
        open
        options={{ icon: 'success', ...text.saved, timeout: 10_000 }}
        secondsLeft={8}
        onResolve={args.onResult}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(globals.locale === 'en' ? 'Closes in 8 s' : 'يُغلق خلال 8 ث');
  },
};
