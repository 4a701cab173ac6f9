import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { SideMenu, type SideMenuGameType } from './SideMenu';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? en : ar);

/** Demo game types in both story languages (codes and routes from spec 2.1). */
const gameTypes: Record<Language, SideMenuGameType[]> = {
  en: [
    { code: 'HOME', label: 'Home', href: '/' },
    { code: 'HOT', label: 'Hot games', href: '/hot' },
    { code: 'RNG', label: 'Slots', href: '/rng' },
    { code: 'LIVE', label: 'Live casino', href: '/live' },
    { code: 'FISH', label: 'Fishing', href: '/fish' },
    { code: 'SPORTS', label: 'Sports', href: '/sports' },
  ],
  ar: [
    { code: 'HOME', label: 'الرئيسية', href: '/' },
    { code: 'HOT', label: 'الألعاب الرائجة', href: '/hot' },
    { code: 'RNG', label: 'السلوتس', href: '/rng' },
    { code: 'LIVE', label: 'الكازينو المباشر', href: '/live' },
    { code: 'FISH', label: 'صيد الأسماك', href: '/fish' },
    { code: 'SPORTS', label: 'الرياضة', href: '/sports' },
  ],
};

const allFeatures = { manualRebate: true, vip: true, referral: true };

/** Demo w_leftmenu banner art: a gradient, a glow, a coin and two bars (words live in `alt`, not in the SVG). */
const bannerArt = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="432" height="192" viewBox="0 0 432 192">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c42a8f"/><stop offset="1" stop-color="#5b3be0"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="432" height="192" fill="url(#g)"/>
<circle cx="330" cy="96" r="120" fill="url(#r)"/>
<circle cx="330" cy="96" r="52" fill="#ffcf5c" stroke="#8a5a00" stroke-width="5"/>
<circle cx="330" cy="96" r="36" fill="none" stroke="#8a5a00" stroke-width="4"/>
<rect x="36" y="64" width="180" height="30" rx="15" fill="#fff" fill-opacity="0.95"/>
<rect x="36" y="108" width="130" height="18" rx="9" fill="#fff" fill-opacity="0.7"/>
</svg>`,
)}`;

const bannerAlt: Record<Language, string> = {
  en: 'Weekly cashback 10%',
  ar: 'استرداد نقدي أسبوعي 10%',
};

const meta = {
  title: 'UI/SideMenu',
  component: SideMenu,
  // The menu runs the height of the window, at the inline start of the page.
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    id: 'side-menu',
    gameTypes: gameTypes.en,
    onOpenSpeedSelector: fn(),
    onCustomerService: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', blockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <SideMenu {...args} gameTypes={gameTypes[languageOf(globals.locale)]} />,
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the site's default settings: no rebate, no VIP, no referral entry. */
export const Open: Story = {};

/** Icons only; each label is the entry's accessible name and its tooltip. */
export const Collapsed: Story = {
  args: { open: false, current: 'RNG', features: allFeatures },
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    const promotions = canvas.getByRole('link', { name: text['siteLinks.promotions'] });
    await expect(promotions).toHaveAttribute('title', text['siteLinks.promotions']);
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
  },
};

/** Every optional entry: Rebate (MANPLAYREB3), VIP, and Invite friends while the referral runs. */
export const AllFeatures: Story = {
  args: { features: allFeatures },
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text['siteLinks.rebate'] })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text['siteLinks.vip'] })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text['siteLinks.inviteFriends'] })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: text['siteLinks.agent'] })).not.toBeInTheDocument();
  },
};

/** No optional entry and no actions: the host passed no callbacks for server speed or customer service. */
export const NoFeatures: Story = {
  args: { features: {}, onOpenSpeedSelector: undefined, onCustomerService: undefined },
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: text['siteLinks.rebate'] })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: text['siteLinks.vip'] })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: text['siteLinks.agent'] })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An agent while the referral runs: the referral entry is their agent centre. */
export const AgentReferral: Story = {
  args: { features: { referral: true, agent: true } },
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text['siteLinks.agent'] })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    await expect(
      canvas.queryByRole('link', { name: text['siteLinks.inviteFriends'] }),
    ).not.toBeInTheDocument();
  },
};

export const CurrentItem: Story = {
  args: { current: 'LIVE', features: { vip: true } },
  play: async ({ canvasElement, globals }) => {
    const label = gameTypes[languageOf(globals.locale)][3]!.label;
    await expect(within(canvasElement).getByRole('link', { name: label })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const WithBanner: Story = {
  args: { current: 'HOME' },
  render: (args, { globals }) => {
    const language = languageOf(globals.locale);
    return (
      <SideMenu
        {...args}
        gameTypes={gameTypes[language]}
        banner={
          <a href="/promotions" style={{ display: 'block' }}>
            <img
              src={bannerArt}
              alt={bannerAlt[language]}
              width={216}
              height={96}
              style={{ display: 'block', inlineSize: '100%', blockSize: 'auto' }}
            />
          </a>
        }
      />
    );
  },
};

/** The menu's own toggle: collapse, then open again, by keyboard. */
export const OpenAndClose: Story = {
  parameters: { matrix: 'directions' },
  args: { onOpenChange: fn(), features: { manualRebate: true } },
  render: function Render(args, { globals }) {
    const [open, setOpen] = useState(true);
    return (
      <SideMenu
        {...args}
        open={open}
        gameTypes={gameTypes[languageOf(globals.locale)]}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: text['sideMenu.label'] });
    await userEvent.click(canvas.getByRole('button', { name: text['sideMenu.collapse'] }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(nav).toHaveAttribute('data-state', 'closed');
    const expand = canvas.getByRole('button', { name: text['sideMenu.expand'] });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(nav).toHaveAttribute('data-state', 'open');
    const collapse = canvas.getByRole('button', { name: text['sideMenu.collapse'] });
    await userEvent.unhover(collapse);
    collapse.blur();
  },
};

/** Keyboard users move through the entries with Tab; the focus ring stays inside the menu's edges. */
export const KeyboardFocus: Story = {
  args: { open: false, current: 'HOME' },
  play: async ({ canvasElement, globals }) => {
    const label = gameTypes[languageOf(globals.locale)][1]!.label;
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: label })).toHaveFocus();
  },
};
