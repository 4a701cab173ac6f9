import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormsMessageKey } from '../../i18n/messages/en';
import { blurForPicture, catalogueOf, fill, onCashierPanel, uiCatalogueOf } from '../private/storyKit';
import {
  PayoutAccountForm,
  type PayoutAccountOutcome,
  type PayoutAccountPayload,
  type PayoutCodeTarget,
} from './PayoutAccountForm';

type Catalogue = Record<FormsMessageKey, string>;

/** A fake platform: the code '000000' is refused with the phone service's message. */
const bindAccount = async ({ verificationCode }: PayoutAccountPayload): Promise<PayoutAccountOutcome> =>
  verificationCode === '000000' ? { ok: false, message: 'error.phone.invalidCode' } : { ok: true };

const meta = {
  title: 'Forms/PayoutAccountForm',
  component: PayoutAccountForm,
  decorators: [onCashierPanel],
  args: {
    maskedMobile: '+966 •••• 4567',
    mobile: { mobileMaxLength: 10, mobileMinLength: 9 },
    dialingCodes: [
      { countryCode: 'SA', dialingCode: '+966' },
      { countryCode: 'AE', dialingCode: '+971' },
      { countryCode: 'EG', dialingCode: '+20' },
    ],
    onRequestCode: fn(async (_target?: PayoutCodeTarget) => ({ expiredMinutes: 5 })),
    onSubmit: fn(bindAccount),
  },
} satisfies Meta<typeof PayoutAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

const submitButton = (canvasElement: HTMLElement, m: Catalogue) =>
  within(canvasElement).getByRole('button', { name: m['action.addPayoutAccount'] });

/** Fills a bank card's fields; the SMS code too unless told otherwise. */
const fillBankCard = async (canvasElement: HTMLElement, m: Catalogue, code = '123456') => {
  await userEvent.type(field(canvasElement, m['field.bankName']), 'Al Rajhi Bank');
  await userEvent.type(field(canvasElement, m['field.holderName']), 'Sara Al-Harbi');
  await userEvent.type(field(canvasElement, m['field.bankNumber']), '4012 8888 8888 1881');
  if (code) await userEvent.type(field(canvasElement, m['field.verificationCode']), code);
};

/** The member has a mobile number: the code goes there, and no number is asked. */
export const Empty: Story = {};

/** The member has no mobile number yet: one is asked, with its dialing code, and kept on the account. */
export const WithoutMobile: Story = { args: { maskedMobile: undefined } };

/** A bank card filled in and bound: the number goes without the spaces it is printed with. */
export const BankCardSubmitted: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await fillBankCard(canvasElement, m);
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        kind: 'bank',
        institution: 'Al Rajhi Bank',
        holderName: 'Sara Al-Harbi',
        accountNumber: '4012888888881881',
        verificationCode: '123456',
      }),
    );
    blurForPicture();
  },
};

/**
 * An e-wallet for a member without a mobile number: the code goes to the number typed, which is sent
 * with the binding. A story about behaviour: the send button's countdown runs on the real clock.
 */
export const EWalletWithNewNumber: Story = {
  args: { maskedMobile: undefined },
  parameters: { visual: false },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(m['payout.kind.ewallet']) }));
    await userEvent.type(field(canvasElement, m['field.walletName']), 'STC Pay');
    await userEvent.type(field(canvasElement, m['field.holderName']), 'Sara Al-Harbi');
    await userEvent.type(field(canvasElement, m['field.walletNumber']), 'sara.harbi@example.com');
    await userEvent.selectOptions(field(canvasElement, m['field.countryDialingCode']), '+971');
    await userEvent.type(field(canvasElement, m['field.mobileNum']), '501234567');
    await userEvent.click(canvas.getByRole('button', { name: uiCatalogueOf(globals)['countdown.send'] }));
    await waitFor(() =>
      expect(args.onRequestCode).toHaveBeenCalledWith({ countryDialingCode: '+971', mobileNum: '501234567' }),
    );
    await userEvent.type(field(canvasElement, m['field.verificationCode']), '123456');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        kind: 'ewallet',
        institution: 'STC Pay',
        holderName: 'Sara Al-Harbi',
        accountNumber: 'sara.harbi@example.com',
        verificationCode: '123456',
        countryDialingCode: '+971',
        mobileNum: '501234567',
      }),
    );
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.click(submitButton(canvasElement, m));
    const bankName = field(canvasElement, m['field.bankName']);
    await waitFor(() => expect(bankName).toHaveAccessibleDescription(m['validation.required']));
    await waitFor(() => expect(bankName).toHaveFocus());
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A number too short for a bank, then for an e-wallet: the rule and its message follow the kind. */
export const NumberRuleFollowsKind: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, m['field.bankName']), 'Al Rajhi Bank');
    await userEvent.type(field(canvasElement, m['field.holderName']), 'Sara Al-Harbi');
    await userEvent.type(field(canvasElement, m['field.bankNumber']), 'abc');
    await userEvent.type(field(canvasElement, m['field.verificationCode']), '123456');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() =>
      expect(field(canvasElement, m['field.bankNumber'])).toHaveAccessibleDescription(
        new RegExp(fill(m['cashier.bankNumber'], { min: 8, max: 30 })),
      ),
    );
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(m['payout.kind.ewallet']) }));
    await waitFor(() =>
      expect(field(canvasElement, m['field.walletNumber'])).toHaveAccessibleDescription(
        new RegExp(fill(m['cashier.walletNumber'], { min: 4, max: 64 }).replace(/[.+]/g, '\\$&')),
      ),
    );
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Send pressed before a number was typed: its error shows, focus goes to it, and no code is asked. */
export const MobileMissing: Story = {
  args: { maskedMobile: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiCatalogueOf(globals)['countdown.send'] }),
    );
    const mobile = field(canvasElement, m['field.mobileNum']);
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(m['validation.required']));
    await waitFor(() => expect(mobile).toHaveFocus());
    blurForPicture();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** The platform is still answering: the button shows its spinner and ignores presses. */
export const Submitting: Story = {
  args: {
    onSubmit: fn((_payload: PayoutAccountPayload) => new Promise<PayoutAccountOutcome>(() => {})),
  },
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await fillBankCard(canvasElement, m);
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() => expect(submitButton(canvasElement, m)).toHaveAttribute('aria-busy', 'true'));
    blurForPicture();
  },
};

export const RefusedByThePlatform: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await fillBankCard(canvasElement, m, '000000');
    await userEvent.click(submitButton(canvasElement, m));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      m['error.phone.invalidCode'],
    );
    blurForPicture();
  },
};
