import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { footerVendorCodes } from './VendorLogo';
import { SiteFooter, type SiteFooterProduct } from './SiteFooter';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? en : ar);

/** The game products in both story languages (the spec's categories, 2.3). */
const products: Record<Language, SiteFooterProduct[]> = {
  en: [
    { code: 'RNG', label: 'Slots', href: '/rng' },
    { code: 'LIVE', label: 'Live casino', href: '/live' },
    { code: 'FISH', label: 'Fishing', href: '/fish' },
    { code: 'SPORTS', label: 'Sports', href: '/sports' },
    { code: 'ESPORTS', label: 'E-sports', href: '/esports' },
    { code: 'PVP', label: 'Poker', href: '/pvp' },
    { code: 'LOTT', label: 'Lottery', href: '/lott' },
    { code: 'ELOTT', label: 'E-lottery', href: '/elott' },
    { code: 'COCKFIGHT', label: 'Cockfight', href: '/cockfight' },
  ],
  ar: [
    { code: 'RNG', label: 'السلوتس', href: '/rng' },
    { code: 'LIVE', label: 'الكازينو المباشر', href: '/live' },
    { code: 'FISH', label: 'صيد الأسماك', href: '/fish' },
    { code: 'SPORTS', label: 'الرياضة', href: '/sports' },
    { code: 'ESPORTS', label: 'الرياضات الإلكترونية', href: '/esports' },
    { code: 'PVP', label: 'البوكر', href: '/pvp' },
    { code: 'LOTT', label: 'اليانصيب', href: '/lott' },
    { code: 'ELOTT', label: 'اليانصيب الإلكتروني', href: '/elott' },
    { code: 'COCKFIGHT', label: 'مصارعة الديوك', href: '/cockfight' },
  ],
};

const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    products: products.en,
    licenceNumber: '8048/JAZ2025-001',
    year: 2025,
    brand: 'Portal',
    onCustomerService: fn(),
    onOpenSpeedSelector: fn(),
  },
  render: (args, { globals }) => <SiteFooter {...args} products={products[languageOf(globals.locale)]} />,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole footer with the site's default settings (no Rebate, VIP or referral entry). */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const footer = within(canvasElement).getByRole('contentinfo');
    const providers = within(footer).getByRole('list', { name: text['footer.vendors'] });
    await expect(within(providers).getAllByRole('img')).toHaveLength(footerVendorCodes.length);
    await expect(within(footer).getByRole('link', { name: text['footer.agentProgramme'] })).toHaveAttribute(
      'href',
      '/agent',
    );
    await expect(
      within(footer).queryByRole('link', { name: text['siteLinks.agent'] }),
    ).not.toBeInTheDocument();
  },
};

/** Rebate, VIP and Invite friends on: the account column grows. */
export const AllFeatures: Story = {
  args: { features: { manualRebate: true, vip: true, referral: true } },
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text['siteLinks.inviteFriends'] })).toBeInTheDocument();
    const service = canvas.getByRole('button', { name: text['siteLinks.customerService'] });
    await userEvent.click(service);
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
    await userEvent.unhover(service);
    service.blur();
  },
};

/** Without the two actions (no callbacks): only links remain. */
export const LinksOnly: Story = {
  args: { onCustomerService: undefined, onOpenSpeedSelector: undefined },
};
