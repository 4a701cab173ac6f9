import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { demoPortrait } from '../private/demoArt.fixture';
import { LiveModelList } from './LiveModelList';
import type { LiveModel } from './liveModels';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? panelsEn : panelsAr);

/** The demo models; their names as each story language writes them. */
const people = [
  { modelId: 'm1', en: 'Layla', ar: 'ليلى', online: true, language: 'ar' },
  { modelId: 'm2', en: 'Mia', ar: 'ميا', online: true, language: 'en' },
  { modelId: 'm3', en: 'Ploy', ar: 'بلوي', online: false, language: 'th' },
  { modelId: 'm4', en: 'Yuki', ar: 'يوكي', online: true, language: 'ja' },
  { modelId: 'm5', en: 'Linh', ar: 'لينه', online: false, language: 'vi' },
] as const;

function modelsIn(language: Language, count: number = people.length): LiveModel[] {
  return people.slice(0, count).map((person, index) => ({
    modelId: person.modelId,
    name: person[language],
    avatarUrl: demoPortrait(index),
    online: person.online,
    language: person.language,
  }));
}

async function artDecoded(canvasElement: HTMLElement) {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((img) => img.decode().catch(() => {})));
}

const meta = {
  title: 'UI/LiveModelList',
  component: LiveModelList,
  args: { models: modelsIn('en'), onChat: fn(), loading: false },
  render: (args, { globals }) => (
    <LiveModelList {...args} models={modelsIn(languageOf(globals.locale), args.models.length)} />
  ),
  play: async ({ canvasElement }) => artDecoded(canvasElement),
} satisfies Meta<typeof LiveModelList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online models first, each with a Chat button; offline ones say so and cannot be chatted with. */
export const OnlineAndOffline: Story = {};

/** Chat asks the host to open the model's room. */
export const PressChat: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    const first = modelsIn(languageOf(globals.locale))[0]!;
    const card = canvas.getByRole('article', { name: first.name });
    await userEvent.click(within(card).getByRole('button', { name: text['liveModels.chat'] }));
    await expect(args.onChat).toHaveBeenCalledWith('m1');
    await userEvent.unhover(canvasElement);
    await artDecoded(canvasElement);
  },
};

/** The host is opening Mia's room: her Chat button waits. */
export const OpeningChat: Story = { args: { pendingModelId: 'm2' } };

/** Placeholder cards while the list loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messagesOf(globals.locale)['liveModels.loading'],
    );
  },
};

/** Nobody is live. */
export const Empty: Story = {
  args: { models: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(messagesOf(globals.locale)['liveModels.emptyTitle']),
    ).toBeVisible();
  },
};
