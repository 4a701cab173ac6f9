import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    password: 'Password',
    newPassword: 'New password',
    hint: '8 to 20 characters, with at least one digit',
    error: 'Please fill in your password with 8 - 20 characters',
    show: 'Show password',
    hide: 'Hide password',
    clear: 'Clear',
  },
  ar: {
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    hint: 'من 8 إلى 20 حرفًا، مع رقم واحد على الأقل',
    error: 'يرجى إدخال كلمة مرور من 8 إلى 20 حرفًا',
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
    clear: 'مسح',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
const textFor = (locale: unknown): Copy => (locale === 'en' ? copy.en : copy.ar);

const Frame = ({ children }: { children: ReactNode }) => <div style={{ maxInlineSize: 360 }}>{children}</div>;

const render = (
  extra: (text: Copy) => Partial<PasswordFieldProps> = () => ({}),
): StoryObj<typeof PasswordField>['render'] =>
  function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <PasswordField {...args} label={text.password} {...extra(text)} />
      </Frame>
    );
  };

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    defaultValue: 'Lucky7Spins',
    onChange: fn(),
    onVisibleChange: fn(),
  },
  render: render(),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default: dots, a "show password" toggle that is not pressed, and the clear button. */
export const Hidden: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const input = canvas.getByLabelText(text.password);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: text.show })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: text.clear })).toBeVisible();
  },
};

/** Pressing the toggle shows the password as text; pressing again hides it. */
export const Visible: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const input = canvas.getByLabelText(text.password);
    await userEvent.click(canvas.getByRole('button', { name: text.show }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: text.hide })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: text.hide }));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: text.show }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** Typing, then clearing: the value empties through `onChange` and focus returns to the input. */
export const TypeAndClear: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const input = canvas.getByLabelText(text.password);
    await expect(canvas.queryByRole('button', { name: text.clear })).toBeNull();
    await userEvent.type(input, 'S3cret!');
    await expect(input).toHaveValue('S3cret!');
    await userEvent.click(canvas.getByRole('button', { name: text.clear }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

/** A new password on sign-up: the browser may suggest a strong one. */
export const NewPassword: Story = {
  args: { autoComplete: 'new-password', required: true, defaultValue: undefined },
  render: render((text) => ({ label: text.newPassword, hint: text.hint })),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(new RegExp(textFor(globals.locale).newPassword));
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc' },
  render: render((text) => ({ hint: text.hint, error: text.error })),
};

export const Disabled: Story = { args: { disabled: true } };
