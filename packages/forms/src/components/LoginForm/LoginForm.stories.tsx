import { IconButton } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { captchaDemoImage } from '../CaptchaField/captchaDemoImage.fixture';
import { blurForPicture, catalogueOf, fill, inPanel, uiCatalogueOf } from '../private/storyKit';
import type { SliderChallenge } from '../SliderVerification';
import { LoginForm } from './LoginForm';
import type { LoginPayload } from './loginTypes';

const svg = (viewBox: string, size: string, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ${size}>${body}</svg>`,
  )}`;

/** A low puzzle (a modal has little height to spare): a dusk sky over dunes, the gap at x 208. */
function storyChallenge(): SliderChallenge {
  const [width, height, pieceSize, gapX, gapY] = [320, 112, 40, 208, 40];
  const scene = `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="0.55" stop-color="#9333ea"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="64" cy="34" r="16" fill="#fef3c7" fill-opacity="0.9"/>
<path d="M0 86 Q80 62 160 84 T320 78 V112 H0 Z" fill="#0b1020" fill-opacity="0.7"/>`;
  return {
    id: 'story-puzzle',
    width,
    height,
    pieceSize,
    pieceY: gapY,
    background: svg(
      `0 0 ${width} ${height}`,
      `width="${width}" height="${height}"`,
      `${scene}<rect x="${gapX}" y="${gapY}" width="${pieceSize}" height="${pieceSize}" rx="4" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.8"/>`,
    ),
    piece: svg(
      `${gapX} ${gapY} ${pieceSize} ${pieceSize}`,
      `width="${pieceSize}" height="${pieceSize}"`,
      scene,
    ),
  };
}

/** The story clock: a fixed instant, so a running countdown always reads the same. */
const now = () => Date.UTC(2024, 0, 15, 12, 0, 0);

/**
 * A fake platform: the password 'wrong-pass' is refused and asks for the captcha; the account
 * 'member9' is refused without it; everything else logs in.
 */
const login = async (payload: LoginPayload) => {
  if (payload.password === 'wrong-pass') {
    return { ok: false as const, message: 'error.userNotFound', captchaRequired: true };
  }
  if (payload.username === 'member9') return { ok: false as const, message: 'error.nonMember' };
  return { ok: true as const };
};

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  decorators: [inPanel],
  args: {
    smsLoginEnabled: true,
    mobile: { mobileMaxLength: 10 },
    countryDialingCodes: [
      { value: '+966', label: '+966' },
      { value: '+971', label: '+971' },
      { value: '+20', label: '+20' },
    ],
    now,
    slider: {
      challenge: storyChallenge(),
      // Any try passes: the stories show the form, the puzzle has its own stories.
      onVerify: fn(async () => ({ sliderToken: 'story-token' })),
      onRefresh: fn(),
    },
    captcha: { image: captchaDemoImage, onRefresh: fn() },
    onSubmit: fn(login),
    onRequestSms: fn(async () => ({ expiredMinutes: 1 })),
    onRememberedChange: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
    onFreeDemo: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement)
    .getAllByLabelText(new RegExp(`^${label}`), { selector: 'input, select' })
    .find((element) => !element.closest('[hidden]'))!;

/** Types the credentials, passes the slider by keyboard and submits. */
async function logIn(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  user: string,
  pass: string,
) {
  const m = catalogueOf(globals);
  await userEvent.type(field(canvasElement, m['field.username']), user);
  await userEvent.type(field(canvasElement, m['field.password']), pass);
  within(canvasElement).getByRole('slider').focus();
  await userEvent.keyboard('{Enter}');
  await within(canvasElement).findByText(m['slider.verified']);
  await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.login'] }));
}

export const Empty: Story = {};

export const Errors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.login'] }));
    await waitFor(() =>
      expect(field(canvasElement, m['field.username'])).toHaveAccessibleDescription(m['validation.required']),
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m['validation.verifyFirst']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The first field in error takes the focus.
    await waitFor(() => expect(field(canvasElement, m['field.username'])).toHaveFocus());
    blurForPicture();
  },
};

export const FailedLogin: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await logIn(canvasElement, globals, 'member9', 'secret-1');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['error.nonMember']);
    await expect(
      within(canvasElement).queryByRole('textbox', { name: new RegExp(m['field.captcha']) }),
    ).toBeNull();
    await expect(args.slider.onRefresh).toHaveBeenCalled();
  },
};

/** On a site without SMS login (the tallest state of the form fits the picture). */
export const CaptchaShown: Story = {
  args: { smsLoginEnabled: false },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await logIn(canvasElement, globals, 'player1', 'wrong-pass');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['error.userNotFound']);
    await expect(
      await within(canvasElement).findByRole('textbox', { name: new RegExp(`^${m['field.captcha']}`) }),
    ).toBeVisible();
    await expect(args.captcha.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const SmsTab: Story = {
  args: { defaultTab: 'sms' },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await expect(within(canvasElement).getByRole('tab', { name: m['login.tab.sms'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvasElement).queryByRole('slider')).toBeNull();
  },
};

export const SmsErrors: Story = {
  args: { defaultTab: 'sms' },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.type(field(canvasElement, m['field.mobileNum']), '05x');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.login'] }));
    await waitFor(() =>
      expect(field(canvasElement, m['field.mobileNum'])).toHaveAccessibleDescription(
        fill(m.phone_tips, { max: 10 }),
      ),
    );
    await waitFor(() => expect(field(canvasElement, m['field.mobileNum'])).toHaveFocus());
    blurForPicture();
  },
};

export const SmsCountdownRunning: Story = {
  args: { defaultTab: 'sms' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(field(canvasElement, m['field.mobileNum']), '0501234567');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiCatalogueOf(globals)['countdown.send'] }),
    );
    await expect(args.onRequestSms).toHaveBeenCalledWith({
      mobileNum: '0501234567',
      countryDialingCode: '+966',
    });
    await within(canvasElement).findByRole('button', {
      name: fill(uiCatalogueOf(globals)['countdown.seconds'], { seconds: 60 }),
    });
  },
};

export const Remembered: Story = {
  args: { remembered: { username: 'player1', remember: true } },
};

/** The agent page: no social icons and no free demo; SMS login off. */
export const AgentVariant: Story = {
  args: { smsLoginEnabled: false, onFreeDemo: undefined },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: m['action.freeDemo'] })).toBeNull();
  },
};

function SocialIcon({ label, letter }: { label: string; letter: string }) {
  return <IconButton variant="secondary" label={label} icon={<span aria-hidden>{letter}</span>} />;
}

export const WithSocial: Story = {
  args: {
    social: (
      <>
        <SocialIcon label="Google" letter="G" />
        <SocialIcon label="Facebook" letter="f" />
      </>
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await expect(within(canvasElement).getByText(m['login.social'])).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Google' })).toBeVisible();
  },
};
