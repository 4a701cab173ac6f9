import { LoginForm, type SliderChallenge } from '@portal/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { AgentLanding } from './AgentLanding';

const messagesOf = (locale: unknown) => (locale === 'en' ? en : ar);

const svg = (viewBox: string, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`,
  )}`;

/** A plain night-sky puzzle: the agent page's form is the real one, with its slider first. */
const scene =
  '<rect width="320" height="112" fill="#1e1b4b"/><circle cx="250" cy="30" r="14" fill="#fde68a"/><path d="M0 90 Q120 60 320 88 V112 H0 Z" fill="#312e81"/>';
const challenge: SliderChallenge = {
  id: 'agent-story',
  width: 320,
  height: 112,
  pieceSize: 40,
  pieceY: 40,
  background: svg(
    '0 0 320 112',
    `${scene}<rect x="200" y="40" width="40" height="40" rx="4" fill="#000" fill-opacity="0.5"/>`,
  ),
  piece: svg('200 40 40 40', scene),
};

const meta = {
  title: 'Agent/AgentLanding',
  component: AgentLanding,
  parameters: { layout: 'fullscreen', visual: { fullPage: true } },
  args: {
    brand: 'Royal Portal',
    login: (
      <LoginForm
        smsLoginEnabled={false}
        mobile={{ mobileMaxLength: 10 }}
        countryDialingCodes={[]}
        slider={{ challenge, onVerify: fn(async () => ({ sliderToken: 'story' })), onRefresh: fn() }}
        captcha={{ image: undefined, onRefresh: fn() }}
        onSubmit={fn(async () => ({ ok: true }) as const)}
        onRequestSms={fn(async () => ({ expiredMinutes: 1 }))}
        onForgotPassword={fn()}
        onRegister={fn()}
      />
    ),
  },
} satisfies Meta<typeof AgentLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /agent page: the programme, the agent login without social icons, and the support hours. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text['landing.title'] })).toBeVisible();
    const login = canvas.getByRole('region', { name: text['landing.loginTitle'] });
    await expect(login).toHaveTextContent(text['landing.supportHours']);
  },
};
