import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, selectSizes, type SelectProps } from './Select';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    method: 'Recovery method',
    methodHint: 'We send the verification code there',
    methodError: 'Please choose a recovery method',
    email: 'Email',
    mobile: 'Mobile number',
    security: 'Security question',
    language: 'Language',
    placeholder: 'Select…',
    chosen: 'Chosen:',
  },
  ar: {
    method: 'طريقة الاستعادة',
    methodHint: 'نرسل رمز التحقق إلى هناك',
    methodError: 'يرجى اختيار طريقة الاستعادة',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الجوال',
    security: 'سؤال الأمان',
    language: 'اللغة',
    placeholder: 'اختر…',
    chosen: 'الاختيار:',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
const textFor = (locale: unknown): Copy => (locale === 'en' ? copy.en : copy.ar);

const methods = (text: Copy) => [
  { value: 'email', label: text.email },
  { value: 'mobileNum', label: text.mobile },
  { value: 'question', label: text.security, disabled: true },
];

const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gap: 24, maxInlineSize: 360 }}>{children}</div>
);

const render = (
  extra: (text: Copy) => Partial<SelectProps> = () => ({}),
): StoryObj<typeof Select>['render'] =>
  function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <Select {...args} label={text.method} options={methods(text)} {...extra(text)} />
      </Frame>
    );
  };

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Recovery method', name: 'type', options: [], onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  render: render(),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on the disabled empty placeholder; choosing an option reaches `onChange`. */
export const WithPlaceholder: Story = {
  args: { placeholder: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const select = canvas.getByRole('combobox', { name: text.method });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: text.placeholder })).toBeDisabled();
    await userEvent.selectOptions(select, 'mobileNum');
    await expect(select).toHaveValue('mobileNum');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    select.blur();
  },
};

export const WithValue: Story = { args: { defaultValue: 'mobileNum' } };

export const WithHint: Story = {
  args: { placeholder: true },
  render: render((text) => ({ hint: text.methodHint })),
};

/** Nothing chosen on submit: the one error, the invalid state, and the required marker. */
export const WithError: Story = {
  args: { placeholder: true, required: true },
  render: render((text) => ({ hint: text.methodHint, error: text.methodError })),
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(`${text.methodHint} ${text.methodError}`);
  },
};

export const Required: Story = { args: { placeholder: true, required: true } };

export const Disabled: Story = { args: { defaultValue: 'email', disabled: true } };

export const Sizes: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        {selectSizes.map((size) => (
          <Select
            key={size}
            {...args}
            size={size}
            label={`${text.method} (${size})`}
            options={methods(text)}
            defaultValue="email"
          />
        ))}
      </Frame>
    );
  },
};

/** Controlled: the value lives in state; a keyboard choice updates it. */
export const Controlled: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    const [value, setValue] = useState('ar');
    return (
      <Frame>
        <Select
          {...args}
          name="language"
          label={text.language}
          options={[
            { value: 'ar', label: 'العربية' },
            { value: 'en', label: 'English' },
          ]}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            args.onChange?.(event);
          }}
        />
        <output>
          {text.chosen} {value}
        </output>
      </Frame>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: textFor(globals.locale).language });
    await userEvent.selectOptions(select, 'en');
    await expect(select).toHaveValue('en');
    await expect(canvas.getByText(`${textFor(globals.locale).chosen} en`)).toBeVisible();
    select.blur();
  },
};
