import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, tabsVariants } from './Tabs';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    list: 'Login method',
    username: 'Username',
    sms: 'SMS code',
    social: 'Social',
    usernameBody: 'Sign in with your username and password.',
    smsBody: 'We will text a one-time code to your phone.',
  },
  ar: {
    list: 'طريقة تسجيل الدخول',
    username: 'اسم المستخدم',
    sms: 'رمز SMS',
    social: 'التواصل الاجتماعي',
    usernameBody: 'سجّل الدخول باسم المستخدم وكلمة المرور.',
    smsBody: 'سنرسل رمزًا لمرة واحدة إلى هاتفك.',
  },
} as const;

const textFor = (locale: unknown) => (locale === 'en' ? copy.en : copy.ar);

const meta = {
  title: 'UI/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'username', variant: 'line', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <div style={{ maxInlineSize: 420 }}>
        <Tabs.Root {...args}>
          <Tabs.List aria-label={text.list}>
            <Tabs.Trigger value="username">{text.username}</Tabs.Trigger>
            <Tabs.Trigger value="sms">{text.sms}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="username">{text.usernameBody}</Tabs.Content>
          <Tabs.Content value="sms">{text.smsBody}</Tabs.Content>
        </Tabs.Root>
      </div>
    );
  },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Pill: Story = { args: { variant: 'pill' } };

export const WithDisabledTab: Story = {
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 32, maxInlineSize: 480 }}>
        {tabsVariants.map((variant) => (
          <Tabs.Root key={variant} {...args} variant={variant}>
            <Tabs.List aria-label={`${text.list} (${variant})`}>
              <Tabs.Trigger value="username">{text.username}</Tabs.Trigger>
              <Tabs.Trigger value="sms">{text.sms}</Tabs.Trigger>
              <Tabs.Trigger value="social" disabled>
                {text.social}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="username">{text.usernameBody}</Tabs.Content>
            <Tabs.Content value="sms">{text.smsBody}</Tabs.Content>
          </Tabs.Root>
        ))}
      </div>
    );
  },
};

/** The arrow pointing in the reading direction moves to the next tab (ArrowLeft in Arabic). */
export const KeyboardPlay: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    const forward = globals.locale === 'en' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: text.username })).toHaveFocus();
    await userEvent.keyboard(forward);
    const sms = canvas.getByRole('tab', { name: text.sms });
    await waitFor(() => expect(sms).toHaveAttribute('aria-selected', 'true'));
    await expect(sms).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('sms');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text.smsBody);
  },
};
