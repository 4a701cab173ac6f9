import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { dialogSizes } from './DialogContent';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    open: 'Change password',
    title: 'Change password',
    description: 'Choose a new password of 6 to 16 letters and digits.',
    current: 'Current password',
    next: 'New password',
    cancel: 'Cancel',
    save: 'Save password',
    termsOpen: 'Read the terms',
    terms: 'Terms and conditions',
    termsDescription: 'Please read these terms before you play.',
    clause: (n: number) =>
      `${n}. Players must be of legal age in their country. Bonuses carry wagering requirements that are shown on each promotion, and winnings from a bonus are paid only once those requirements are met.`,
    accept: 'I accept',
    noticeOpen: 'Show notice',
    notice: 'Scheduled maintenance',
    noticeBody: 'The lobby will be unavailable tonight from 02:00 to 04:00. Your balance is safe.',
    ok: 'Got it',
  },
  ar: {
    open: 'تغيير كلمة المرور',
    title: 'تغيير كلمة المرور',
    description: 'اختر كلمة مرور جديدة من 6 إلى 16 حرفًا ورقمًا.',
    current: 'كلمة المرور الحالية',
    next: 'كلمة المرور الجديدة',
    cancel: 'إلغاء',
    save: 'حفظ كلمة المرور',
    termsOpen: 'اقرأ الشروط',
    terms: 'الشروط والأحكام',
    termsDescription: 'يُرجى قراءة هذه الشروط قبل اللعب.',
    clause: (n: number) =>
      `${n}. يجب أن يكون اللاعب بالغًا السن القانونية في بلده. تخضع المكافآت لشروط رهان تظهر في كل عرض، ولا تُصرف أرباح المكافأة إلا بعد استيفاء هذه الشروط.`,
    accept: 'أوافق',
    noticeOpen: 'عرض التنبيه',
    notice: 'صيانة مجدولة',
    noticeBody: 'لن تكون الردهة متاحة الليلة من الساعة 02:00 حتى 04:00. رصيدك في أمان.',
    ok: 'فهمت',
  },
} as const;

const textFor = (locale: unknown) => (locale === 'en' ? copy.en : copy.ar);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

const fieldStyle: CSSProperties = { display: 'grid', gap: vars.space['2'], fontSize: vars.fontSize.sm };
const inputStyle: CSSProperties = {
  minBlockSize: 40,
  paddingInline: vars.space['3'],
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  font: 'inherit',
};

const meta = {
  title: 'UI/Dialog',
  component: Dialog.Content,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { size: 'md', closeOnOverlayClick: true, hideClose: false },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Trigger>
          <Button variant="secondary">{text.noticeOpen}</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args}>
          <Dialog.Title>{text.notice}</Dialog.Title>
          <Dialog.Description>{text.noticeBody}</Dialog.Description>
          <Dialog.Footer>
            <Dialog.Close>
              <Button>{text.ok}</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger: focus moves in, Tab stays inside, Escape closes and focus goes back. */
export const Basic: Story = {
  parameters: { matrix: 'directions' },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <Dialog.Root>
        <Dialog.Trigger>
          <Button variant="secondary">{text.noticeOpen}</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args}>
          <Dialog.Title>{text.notice}</Dialog.Title>
          <Dialog.Description>{text.noticeBody}</Dialog.Description>
          <Dialog.Footer>
            <Dialog.Close>
              <Button>{text.ok}</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const trigger = within(canvasElement).getByRole('button', { name: text.noticeOpen });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text.notice });
    const ok = within(dialog).getByRole('button', { name: text.ok });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: text.notice });
  },
};

/** A form inside the body; the first field takes focus. */
export const WithForm: Story = {
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Trigger>
          <Button variant="secondary">{text.open}</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args}>
          <Dialog.Title>{text.title}</Dialog.Title>
          <Dialog.Description>{text.description}</Dialog.Description>
          <Dialog.Body>
            <form id="change-password" style={{ display: 'grid', gap: vars.space['4'] }}>
              <label style={fieldStyle}>
                {text.current}
                <input type="password" autoComplete="current-password" style={inputStyle} />
              </label>
              <label style={fieldStyle}>
                {text.next}
                <input type="password" autoComplete="new-password" style={inputStyle} />
              </label>
            </form>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary">{text.cancel}</Button>
            </Dialog.Close>
            <Button type="submit" form="change-password">
              {text.save}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text.title });
    await waitFor(() => expect(within(dialog).getByLabelText(text.current)).toHaveFocus());
  },
};

/** Longer than the screen: the body scrolls (and can be scrolled by keyboard), title and actions stay. */
export const LongContent: Story = {
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Trigger>
          <Button variant="secondary">{text.termsOpen}</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args}>
          <Dialog.Title>{text.terms}</Dialog.Title>
          <Dialog.Description>{text.termsDescription}</Dialog.Description>
          <Dialog.Body>
            {Array.from({ length: 14 }, (_, index) => (
              <p key={index} style={{ marginBlock: vars.space['3'] }}>
                {text.clause(index + 1)}
              </p>
            ))}
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary">{text.cancel}</Button>
            </Dialog.Close>
            <Dialog.Close>
              <Button>{text.accept}</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text.terms });
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** A press on the cover does nothing; Escape and the buttons still close. */
export const NotClosableByCover: Story = {
  args: { closeOnOverlayClick: false },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text.notice });
    // The cover is the dialog's ::backdrop: a press at the screen's corner lands on the dialog, outside its box.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 8, clientY: 8 } });
    await expect(page(canvasElement).getByRole('dialog', { name: text.notice })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

/** No close button: for a choice that must be made with the footer's buttons. */
export const WithoutCloseButton: Story = { args: { hideClose: true } };
