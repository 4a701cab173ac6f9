import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { AppDownload } from './AppDownload';
import { demoApps } from './AppDownload.fixture';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const texts = uiTexts;
const textFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.ar);

const meta = {
  title: 'UI/AppDownload',
  component: AppDownload,
  render: (args, { globals }) => <AppDownload {...demoApps(globals.locale)} {...args} />,
} satisfies Meta<typeof AppDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Android and iOS side by side on a desktop screen. */
export const BothPlatforms: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: `${text['appDownload.download'].replace('{{platform}}', text['appDownload.android'])} ${text['link.opensInNewTab']}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByRole('img', {
        name: text['appDownload.qr'].replace('{{platform}}', text['appDownload.ios']),
      }),
    ).toBeVisible();
  },
};

/** Too narrow for two cards: they stack (guides left out to keep the picture within the screen). */
export const Stacked: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 600 }}>{Story()}</div>],
  render: (args, { globals }) => {
    const { android, ios } = demoApps(globals.locale);
    return <AppDownload {...args} android={{ ...android, guide: [] }} ios={{ ...ios, guide: [] }} />;
  },
};

/** A site with only the Android app. */
export const AndroidOnly: Story = {
  render: (args, { globals }) => <AppDownload {...args} android={demoApps(globals.locale).android} />,
};
