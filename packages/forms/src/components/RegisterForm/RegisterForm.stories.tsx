import { loadedMessages, uiPanelsCatalogue } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import type { RegisterFieldName, RegisterFieldSettings } from '../../rules';
import { RegisterForm } from './RegisterForm';
import type { RegisterOutcome, RegisterPayload } from './registerTypes';

/** A clock and a day that stand still, so a running countdown and the age check never change. */
const fixedNow = () => Date.UTC(2025, 0, 1, 12, 0, 0);
const fixedToday = () => new Date(Date.UTC(2025, 0, 15));

/** Glyphs of a 5x7 bitmap font, so the captcha is drawn without any font and looks the same everywhere. */
const glyphs: Record<string, readonly string[]> = {
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
};

/** A captcha image as an inline data: URI (an SVG of blocky, slanted characters over a noise line). */
function captchaImage(text: string): string {
  const cells = [...text].flatMap((char, index) =>
    (glyphs[char] ?? []).flatMap((row, y) =>
      [...row].flatMap((bit, x) =>
        bit === '1'
          ? [
              `<rect x="${14 + index * 18 + x * 2.6 + (6 - y) * 0.5}" y="${5 + y * 2.8}" width="2.4" height="2.6"/>`,
            ]
          : [],
      ),
    ),
  );
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30" viewBox="0 0 90 30">' +
    '<rect width="90" height="30" fill="#dfe7f1"/>' +
    '<path d="M0 21 C 18 6, 40 30, 90 9" stroke="#8a9bb0" stroke-width="1.4" fill="none"/>' +
    `<g fill="#25324a">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const captcha = { image: captchaImage('7K3P'), onRefresh: fn() };
const codes = [
  { value: '+966', label: '+966' },
  { value: '+971', label: '+971' },
  { value: '+965', label: '+965' },
];

const optional = (names: readonly RegisterFieldName[], required = false): RegisterFieldSettings =>
  Object.fromEntries(
    names.map((name) => [name, { show: true, required, patternId: 0, minLength: 1, maxLength: 40 }]),
  );

/** Every optional field, in two halves: a story taller than the visual test's viewport would be cut off. */
const personalNames = [
  'payeeName',
  'realName',
  'fullName',
  'nickname',
  'birthday',
  'email',
  'idNumber',
  'paymentPassword',
  'transactionPassword',
  'recommenderId',
] as const;
const contactNames = [
  'qqNum',
  'wechat',
  'line',
  'whatsapp',
  'facebook',
  'zalo',
  'skype',
  'telegram',
  'affiliateCode',
] as const;

type Globals = { locale?: string };
const catalogue = (globals: Globals) => (globals.locale === 'en' ? en : ar);
const uiText = (globals: Globals) =>
  loadedMessages(uiPanelsCatalogue, globals.locale === 'en' ? 'en' : 'ar')!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}`);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);
/** An input by the start of its label (a required field's name ends with "required"). */
const inputOf = { selector: 'input, select' } as const;

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    modes: ['username'],
    fields: {},
    mobile: { mobileMaxLength: 11 },
    smsVerification: false,
    countryDialingCodes: codes,
    onCheckAffiliate: fn(() => Promise.resolve(true)),
    onRequestSms: fn(() => Promise.resolve({ expiredMinutes: 1 })),
    onSubmit: fn((_payload: RegisterPayload): Promise<RegisterOutcome> => Promise.resolve({ ok: true })),
    onOpenTerms: fn(),
    onOpenAgreement: fn(),
    onForgotPassword: fn(),
    onCancel: fn(),
    today: fixedToday,
    now: fixedNow,
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username mode alone: username, password and confirmation with their hints. */
export const UsernameMode: Story = {};

/** Mobile mode alone: the dialing code beside the number. */
export const MobileMode: Story = { args: { modes: ['mobile'] } };

/** Both modes allowed: the switch, mobile first; changing mode asks for a new captcha. */
export const BothModes: Story = {
  args: {
    modes: ['username', 'mobile'],
    fields: { captcha: { show: true, required: true } },
    captcha,
  },
  play: async ({ canvasElement, args, globals }) => {
    const f = catalogue(globals);
    const canvas = within(canvasElement);
    const usernameTab = canvas.getByRole('tab', { name: f['register.mode.username'] });
    await expect(canvas.getByRole('tab', { name: f['register.mode.mobile'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(usernameTab);
    await expect(usernameTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(named(f['field.username']), inputOf)).toBeInTheDocument();
    await expect(args.captcha?.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Every optional field the settings can turn on (first half: identity, payment, referrer), two to a row. */
export const AllOptionalFieldsPersonal: Story = {
  args: { modes: ['mobile'], fields: optional(personalNames) },
};

/** Every optional field (second half: contact handles and the invitation code). */
export const AllOptionalFieldsContact: Story = {
  args: { modes: ['mobile'], fields: optional(contactNames) },
};

/** A narrow screen: the optional fields stack in one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
  args: { modes: ['username', 'mobile'], fields: optional(['payeeName', 'email', 'wechat']) },
};

/** Required optional fields left empty: each says so below itself. */
export const RequiredFieldErrors: Story = {
  args: { fields: optional(['payeeName', 'email', 'qqNum', 'birthday'], true) },
  play: async ({ canvasElement, args, globals }) => {
    const f = catalogue(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(named(f['field.username']), inputOf), 'player1');
    await userEvent.type(canvas.getByLabelText(named(f['field.password']), inputOf), 'secret12');
    await userEvent.type(canvas.getByLabelText(named(f['field.confirmPassword']), inputOf), 'secret12');
    await userEvent.type(canvas.getByLabelText(named(f['field.email']), inputOf), 'player@');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: f['action.register'] }));
    await waitFor(() =>
      expect(canvas.getByLabelText(named(f['field.payeeName']), inputOf)).toHaveAccessibleDescription(
        f['validation.required'],
      ),
    );
    await expect(canvas.getByLabelText(named(f['field.email']), inputOf)).toHaveAccessibleDescription(
      f['validation.emailInvalid'],
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SMS verification on: a code was sent and the button counts down, on a clock that stands still. */
export const SmsVerification: Story = {
  args: { modes: ['mobile'], smsVerification: true },
  play: async ({ canvasElement, args, globals }) => {
    const f = catalogue(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(named(f['field.mobileNum']), inputOf), '0501234567');
    const send = canvas.getByRole('button', { name: uiText(globals)['countdown.send'] });
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onRequestSms).toHaveBeenCalledWith({ mobileNum: '0501234567', countryDialingCode: '+966' }),
    );
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await expect(send).toHaveTextContent('60');
  },
};

/** The captcha the settings ask for, beside the other optional fields. */
export const CaptchaShown: Story = {
  args: {
    fields: { email: { show: true, required: false }, captcha: { show: true, required: true } },
    captcha,
  },
};

/** The address's invitation code passed its check on load: no invitation input. */
export const AffiliateFromUrlValid: Story = {
  args: {
    fields: optional(['affiliateCode', 'nickname']),
    affiliateCodeFromUrl: 'VIP2025',
    onCheckAffiliate: fn(() => Promise.resolve(true)),
  },
  play: async ({ canvasElement, args, globals }) => {
    const f = catalogue(globals);
    await waitFor(() => expect(args.onCheckAffiliate).toHaveBeenCalledWith('VIP2025'));
    await expect(within(canvasElement).queryByLabelText(named(f['field.affiliateCode']), inputOf)).toBeNull();
  },
};

/** The address's invitation code failed its check: the input shows for another code. */
export const AffiliateFromUrlInvalid: Story = {
  args: {
    fields: optional(['affiliateCode', 'nickname']),
    affiliateCodeFromUrl: 'OLD123',
    onCheckAffiliate: fn(() => Promise.resolve(false)),
  },
  play: async ({ canvasElement, globals }) => {
    const f = catalogue(globals);
    await expect(
      await within(canvasElement).findByLabelText(named(f['field.affiliateCode']), inputOf),
    ).toHaveValue('');
  },
};

/** A typed invitation code is refused at submit: the warning dialog with one OK button. */
export const AffiliateCheckFailed: Story = {
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: {
    fields: optional(['affiliateCode']),
    onCheckAffiliate: fn(() => Promise.resolve(false)),
  },
  play: async ({ canvasElement, args, globals }) => {
    const f = catalogue(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(named(f['field.username']), inputOf), 'player1');
    await userEvent.type(canvas.getByLabelText(named(f['field.password']), inputOf), 'secret12');
    await userEvent.type(canvas.getByLabelText(named(f['field.confirmPassword']), inputOf), 'secret12');
    await userEvent.type(canvas.getByLabelText(named(f['field.affiliateCode']), inputOf), 'NOPE42');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: f['action.register'] }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(f.invitation_code_error);
    await expect(args.onCheckAffiliate).toHaveBeenCalledWith('NOPE42');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submit with the terms unticked: only the terms' inline error, before anything else is checked. */
export const TermsError: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const f = catalogue(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(named(f['field.username']), inputOf), 'player1');
    await userEvent.click(canvas.getByRole('button', { name: f['action.register'] }));
    const terms = canvas.getByRole('checkbox');
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      canvas.getByText(f['validation.agreeTo'].replace('{{terms}}', f['field.termsName'])),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform refused the registration: its message above the button, every input kept. */
export const SubmitFailed: Story = {
  args: {
    onSubmit: fn((_payload: RegisterPayload): Promise<RegisterOutcome> =>
      Promise.resolve({ ok: false, message: 'validation.account' }),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const f = catalogue(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(named(f['field.username']), inputOf), 'player1');
    await userEvent.type(canvas.getByLabelText(named(f['field.password']), inputOf), 'secret12');
    await userEvent.type(canvas.getByLabelText(named(f['field.confirmPassword']), inputOf), 'secret12');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: f['action.register'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(f['validation.account']);
  },
};
