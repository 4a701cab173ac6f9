import type { Meta, StoryObj } from '@storybook/react-vite';
import { Headset, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { Button, IconButton } from '../Button';
import { FormTitle, formTitleHeadingLevels } from './FormTitle';

const copy = {
  ar: {
    help: 'مركز المساعدة',
    forgot: 'نسيت كلمة المرور',
    customerService: 'خدمة العملاء',
    close: 'إغلاق',
    long: 'تغيير كلمة مرور السحب وتأكيد رقم الهاتف المحمول المرتبط بحسابك قبل أول عملية سحب من محفظتك',
  },
  en: {
    help: 'Help centre',
    forgot: 'Forgot password',
    customerService: 'Customer service',
    close: 'Close',
    long: 'Change your withdrawal password and confirm the mobile number linked to your account before your first withdrawal from your wallet',
  },
} as const;

const copyFor = (locale: unknown) => (locale === 'en' ? copy.en : copy.ar);
const messagesFor = (locale: unknown) => (locale === 'en' ? panelsEn : panelsAr);

const meta = {
  title: 'UI/FormTitle',
  component: FormTitle,
  args: { title: '' },
  argTypes: { headingLevel: { control: 'inline-radio', options: formTitleHeadingLevels } },
  render: (args, { globals }) => <FormTitle {...args} title={args.title || copyFor(globals.locale).help} />,
} satisfies Meta<typeof FormTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title alone, a level 1 heading: a page without a way back. */
export const TitleOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: copyFor(globals.locale).help })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The help page's bar: "Back" before the title, its arrow pointing to the inline start. */
export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: messagesFor(globals.locale)['formTitle.back'] }),
    );
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A modal's title (level 2) with a way back and, at the inline end, customer service and close. */
export const WithActions: Story = {
  args: { onBack: fn(), headingLevel: 2 },
  render: (args, { globals }) => {
    const text = copyFor(globals.locale);
    return (
      <FormTitle
        {...args}
        title={text.forgot}
        actions={
          <>
            <Button variant="ghost" size="sm">
              <Headset size={16} aria-hidden />
              {text.customerService}
            </Button>
            <IconButton size="sm" label={text.close} icon={<X size={18} />} />
          </>
        }
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const text = copyFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: text.forgot })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.close })).toBeVisible();
  },
};

/** A title too long for one line wraps beside the back button, which keeps its size. */
export const LongTitle: Story = {
  args: { onBack: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 640 }}>
      <FormTitle {...args} title={copyFor(globals.locale).long} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: messagesFor(globals.locale)['formTitle.back'] });
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(back.getBoundingClientRect().height);
  },
};
