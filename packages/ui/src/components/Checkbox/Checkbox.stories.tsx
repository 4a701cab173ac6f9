import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** Demo copy in both story languages, so the Arabic pictures read as Arabic. */
const copy = {
  en: {
    remember: 'Remember password',
    rememberNote: 'Only on this device. Do not use on a shared computer.',
    termsBefore: 'I am 18 years old and agree to the ',
    terms: 'terms and conditions',
    termsError: 'Please agree to the terms and conditions',
    allVendors: 'All vendors',
    vendors: ['PG', 'JDB', 'CQ9'],
    newsletter: 'Send me promotions',
  },
  ar: {
    remember: 'تذكّر كلمة المرور',
    rememberNote: 'على هذا الجهاز فقط. لا تستخدمه على جهاز مشترك.',
    termsBefore: 'عمري 18 عامًا وأوافق على ',
    terms: 'الشروط والأحكام',
    termsError: 'يرجى الموافقة على الشروط والأحكام',
    allVendors: 'جميع المزوّدين',
    vendors: ['PG', 'JDB', 'CQ9'],
    newsletter: 'أرسلوا لي العروض الترويجية',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
const textFor = (locale: unknown): Copy => (locale === 'en' ? copy.en : copy.ar);

const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gap: 20, maxInlineSize: 420 }}>{children}</div>
);

/** The host router's link: it opens the terms itself (here a spy) instead of loading a page. */
const openTerms = fn();

const termsLabel = (text: Copy) => (
  <>
    {text.termsBefore}
    <a
      href="#terms"
      onClick={(event) => {
        event.preventDefault();
        openTerms();
      }}
    >
      {text.terms}
    </a>
  </>
);

const render = (
  extra: (text: Copy) => Partial<CheckboxProps> = () => ({}),
): StoryObj<typeof Checkbox>['render'] =>
  function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <Checkbox {...args} label={text.remember} {...extra(text)} />
      </Frame>
    );
  };

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password', name: 'remember', onChange: fn() },
  render: render(),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label or pressing Space toggles it. */
export const Unchecked: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const checkbox = canvas.getByRole('checkbox', { name: text.remember });
    await userEvent.click(canvas.getByText(text.remember));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    checkbox.blur();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { defaultChecked: true },
  render: render((text) => ({ description: text.rememberNote })),
};

/** Keyboard focus shows the ring around the box. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};

/** A "select all" over a partial selection reads as mixed; choosing all settles it. */
export const Indeterminate: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    const [chosen, setChosen] = useState<string[]>(['PG']);
    const all = chosen.length === text.vendors.length;
    return (
      <Frame>
        <Checkbox
          {...args}
          label={text.allVendors}
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={() => setChosen(all ? [] : [...text.vendors])}
        />
        <div style={{ display: 'grid', gap: 12, paddingInlineStart: 32 }}>
          {text.vendors.map((vendor) => (
            <Checkbox
              key={vendor}
              label={vendor}
              checked={chosen.includes(vendor)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...chosen, vendor] : chosen.filter((v) => v !== vendor))
              }
            />
          ))}
        </div>
      </Frame>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const all = within(canvasElement).getByRole('checkbox', { name: textFor(globals.locale).allVendors });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'JDB' }));
    await expect(all).toBePartiallyChecked();
    await expect(all).toHaveProperty('indeterminate', true);
  },
};

/** Terms with a link inside the label: the link opens the terms and the box does not toggle. */
export const TermsWithLink: Story = {
  args: { name: 'terms', required: true },
  render: render((text) => ({ label: termsLabel(text) })),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = textFor(globals.locale);
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByRole('link', { name: text.terms }));
    await expect(openTerms).toHaveBeenCalledTimes(1);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(text.termsBefore.trim(), { exact: false }));
    await expect(checkbox).toBeChecked();
    checkbox.blur();
  },
};

/** Unticked terms on submit: the error lines up under the label and describes the checkbox. */
export const WithError: Story = {
  args: { name: 'terms', required: true },
  render: render((text) => ({ label: termsLabel(text), error: text.termsError })),
  play: async ({ canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(textFor(globals.locale).termsError);
  },
};

export const Disabled: Story = {
  render: function Render(args, { globals }) {
    const text = textFor(globals.locale);
    return (
      <Frame>
        <Checkbox {...args} label={text.newsletter} disabled />
        <Checkbox {...args} label={text.remember} disabled defaultChecked />
        <Checkbox {...args} label={text.allVendors} disabled indeterminate />
      </Frame>
    );
  },
};
