import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { MirrorList, type MirrorSite } from './MirrorList';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const texts = uiTexts;
const textFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.ar);

/** Demo mirrors, with their notes in both story languages. */
const mirrorsFor = (locale: unknown): MirrorSite[] => {
  const notes =
    locale === 'en'
      ? ['Main site', 'Fastest in the Gulf', 'Backup line', 'For mobile data']
      : ['الموقع الرئيسي', 'الأسرع في الخليج', 'خط احتياطي', 'لبيانات الجوال'];
  return [
    { domainName: 'www.portal-demo.com', note: notes[0] },
    { domainName: 'https://gulf.portal-demo.net/', note: notes[1] },
    { domainName: 'm3.portal-demo.org', note: notes[2] },
    { domainName: 'go.portal-demo.io', note: notes[3] },
    { domainName: 'backup.portal-demo.co' },
  ];
};

const meta = {
  title: 'UI/MirrorList',
  component: MirrorList,
  render: (args, { globals }) => <MirrorList {...args} mirrors={mirrorsFor(globals.locale)} />,
  args: {
    mirrors: [],
    onCopy: fn(),
    representativeCheck: { onVerify: fn(), result: null },
  },
} satisfies Meta<typeof MirrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page before any check: title, bookmark advice, the mirrors and the Verify Representative form. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text['mirrorList.title'] })).toBeVisible();
    const link = canvas.getByRole('link', { name: `gulf.portal-demo.net ${text['link.opensInNewTab']}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** After a check that found an official representative. */
export const WithOfficialResult: Story = {
  args: {
    representativeCheck: {
      onVerify: fn(),
      defaultHandle: '@portal_vip_desk',
      result: { official: true, channel: 'TELEGRAM', name: '@portal_vip_desk' },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text['representative.officialTitle'],
    );
  },
};

/** After a check that found an impostor: the warning under the list. */
export const WithNotOfficialResult: Story = {
  args: {
    representativeCheck: { onVerify: fn(), defaultHandle: '+971509876543', result: { official: false } },
  },
};

/** On its own, without the Verify Representative section. */
export const WithoutCheck: Story = { args: { representativeCheck: undefined } };
