import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldSizes, type TextFieldProps } from './TextField';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    username: 'Username',
    usernamePlaceholder: 'e.g. player01',
    usernameHint: '4 to 16 letters or digits',
    usernameTaken: 'This username is already taken',
    email: 'Email',
    mobile: 'Mobile number',
    search: 'Search games',
    searchPlaceholder: 'Game name',
    amount: 'Amount',
    currency: 'SAR',
    memberId: 'Member ID',
    large: 'Large',
    clear: 'Clear',
    value: 'Typed value:',
  },
  ar: {
    username: 'اسم المستخدم',
    usernamePlaceholder: 'مثال: player01',
    usernameHint: 'من 4 إلى 16 حرفًا أو رقمًا',
    usernameTaken: 'اسم المستخدم هذا مستخدم بالفعل',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الجوال',
    search: 'ابحث عن لعبة',
    searchPlaceholder: 'اسم اللعبة',
    amount: 'المبلغ',
    currency: 'ر.س',
    memberId: 'رقم العضوية',
    large: 'كبير',
    clear: 'مسح',
    value: 'القيمة المكتوبة:',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
const textFor = (locale: unknown): Copy => (locale === 'en' ? copy.en : copy.ar);

const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gap: 24, maxInlineSize: 360 }}>{children}</div>
);

/** A story that renders one username field with the story's args. */
const usernameStory = (
  extra: (text: Copy) => Partial<TextFieldProps> = () => ({}),
): StoryObj<typeof TextField>['render'] =>
  function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <TextField {...args} label={text.username} placeholder={text.usernamePlaceholder} {...extra(text)} />
      </Frame>
    );
  };

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn(), onClear: fn() },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the placeholder shows and there is nothing to clear. */
export const Empty: Story = {
  render: usernameStory(),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: textFor(globals.locale).username });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing reaches `onChange` like a native input. */
export const Filled: Story = {
  render: usernameStory(),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'player_8821');
    await expect(input).toHaveValue('player_8821');
    await expect(args.onChange).toHaveBeenCalledTimes(11);
    input.blur();
  },
};

export const WithHint: Story = {
  render: usernameStory((text) => ({ hint: text.usernameHint })),
};

/** The one error, with its icon, in the critical tone; the input reads as invalid and described by it. */
export const WithError: Story = {
  args: { defaultValue: 'player01' },
  render: usernameStory((text) => ({ hint: text.usernameHint, error: text.usernameTaken })),
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${text.usernameHint} ${text.usernameTaken}`);
  },
};

/** A star for the eye, the word "required" for screen readers. */
export const Required: Story = {
  args: { required: true },
  render: usernameStory(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player01', clearable: true },
  render: usernameStory(),
};

/** Read-only values can still be selected and copied; they take focus but cannot be cleared. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '100245', clearable: true },
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <TextField {...args} name="memberId" label={text.memberId} inputMode="numeric" />
      </Frame>
    );
  },
};

/** The clear button appears with a value, empties the input through `onChange` and returns focus. */
export const Clearable: Story = {
  args: { clearable: true },
  render: usernameStory(),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    const clearName = textFor(globals.locale).clear;
    await expect(canvas.queryByRole('button', { name: clearName })).toBeNull();
    await userEvent.type(input, 'lucky7');
    await userEvent.click(canvas.getByRole('button', { name: clearName }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'change' }));
    await userEvent.type(input, 'fortune');
    await expect(canvas.getByRole('button', { name: clearName })).toBeVisible();
  },
};

/** A dialling code before the number, an icon before a search, a currency after an amount. */
export const Adornments: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <TextField
          {...args}
          name="mobileNum"
          label={text.mobile}
          startAdornment="+966"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={10}
          defaultValue="501234567"
        />
        <TextField
          {...args}
          name="search"
          type="search"
          label={text.search}
          placeholder={text.searchPlaceholder}
          startAdornment={<Search size={18} />}
          clearable
          autoComplete="off"
        />
        <TextField
          {...args}
          name="amount"
          label={text.amount}
          endAdornment={text.currency}
          inputMode="decimal"
          defaultValue="250.00"
        />
      </Frame>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: textFor(globals.locale).mobile });
    await expect(input).toHaveAccessibleDescription('+966');
    await expect(input).toHaveAttribute('inputmode', 'tel');
  },
};

export const Sizes: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        {textFieldSizes.map((size) => (
          <TextField
            key={size}
            {...args}
            size={size}
            label={`${text.username} (${size})`}
            defaultValue="player01"
            clearable
          />
        ))}
      </Frame>
    );
  },
};

/** Controlled and uncontrolled behave alike: typing and clearing go through `value` and `onChange`. */
export const Controlled: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    const [value, setValue] = useState('');
    return (
      <Frame>
        <TextField
          {...args}
          label={text.email}
          type="email"
          name="email"
          autoComplete="email"
          clearable
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            args.onChange?.(event);
          }}
        />
        <output>
          {text.value} <bdi>{value}</bdi>
        </output>
      </Frame>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const input = canvas.getByRole('textbox', { name: text.email });
    await userEvent.type(input, 'vip@example.com');
    await expect(canvas.getByText('vip@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.clear }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ace@example.com');
    await expect(canvas.getByText('ace@example.com')).toBeVisible();
    input.blur();
  },
};
