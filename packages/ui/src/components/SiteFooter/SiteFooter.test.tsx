import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { SiteFooter, type SiteFooterProduct } from './SiteFooter';
import { footerVendorCodes } from './VendorLogo';

const products: SiteFooterProduct[] = [
  { code: 'RNG', label: 'Slots', href: '/rng' },
  { code: 'LIVE', label: 'Live casino', href: '/live' },
];

// The text without the bidi isolates that wrap the number, year and brand.
const visible = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe.each(directions)('SiteFooter ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;

  it('is the contentinfo landmark with products, link groups, providers and the legal notes', async () => {
    const { container } = renderWithPortal(
      <SiteFooter
        products={products}
        licenceNumber="8048/JAZ"
        year={2025}
        brand="Portal"
        onCustomerService={vi.fn()}
        onOpenSpeedSelector={vi.fn()}
      />,
      { locale },
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.closest('[dir]')).toHaveAttribute('dir', dir);
    const nav = within(footer).getByRole('navigation', { name: text['footer.links'] });
    const productList = within(nav).getByRole('list', { name: text['footer.products'] });
    expect(within(productList).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('heading', { level: 2, name: text['footer.account'] })).toBeInTheDocument();
    const support = within(nav).getByRole('list', { name: text['footer.support'] });
    expect(within(support).getByRole('link', { name: text['siteLinks.helpCentre'] })).toHaveAttribute(
      'href',
      '/help',
    );
    const discover = within(nav).getByRole('list', { name: text['footer.discover'] });
    expect(within(discover).getByRole('link', { name: text['siteLinks.appDownload'] })).toHaveAttribute(
      'href',
      '/down',
    );

    const providers = within(footer).getByRole('list', { name: text['footer.vendors'] });
    expect(
      within(providers)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual([...footerVendorCodes]);

    const licence = within(footer).getByText(
      (_, node) => node?.tagName === 'P' && /8048\/JAZ/.test(node.textContent ?? ''),
    );
    expect(visible(licence.textContent)).toBe(text['footer.licence'].replace('{{number}}', '8048/JAZ'));
    expect(within(footer).getByText(text['footer.age'])).toBeInTheDocument();
    expect(within(footer).getByText(text['footer.ageBadge'])).toHaveAttribute('aria-hidden', 'true');
    const copyright = within(footer).getByText(
      (_, node) => node?.tagName === 'P' && /2025/.test(node.textContent ?? ''),
    );
    expect(visible(copyright.textContent)).toBe(
      text['footer.copyright'].replace('{{year}}', '2025').replace('{{brand}}', 'Portal'),
    );
    await expectNoAxeViolations(container);
  });

  it('lists the same conditional entries as the side menu', () => {
    const { rerender } = renderWithPortal(
      <SiteFooter products={products} licenceNumber="1" year={2025} brand="Portal" />,
      { locale },
    );
    const link = (key: keyof typeof text) => screen.queryByRole('link', { name: text[key] });
    expect(link('siteLinks.rebate')).not.toBeInTheDocument();
    expect(link('siteLinks.vip')).not.toBeInTheDocument();
    expect(link('siteLinks.agent')).not.toBeInTheDocument();
    // The agent programme is always offered, for visitors who would become agents.
    expect(link('footer.agentProgramme')).toHaveAttribute('href', '/agent');
    expect(link('siteLinks.bettingRecord')).toBeInTheDocument();
    expect(link('siteLinks.promotions')).toBeInTheDocument();

    rerender(
      <SiteFooter
        products={products}
        licenceNumber="1"
        year={2025}
        brand="Portal"
        features={{ manualRebate: true, vip: true, referral: true }}
      />,
    );
    expect(link('siteLinks.rebate')).toBeInTheDocument();
    expect(link('siteLinks.vip')).toBeInTheDocument();
    expect(link('siteLinks.inviteFriends')).toBeInTheDocument();
    expect(link('siteLinks.agent')).not.toBeInTheDocument();
  });

  it('calls the customer-service and server-speed actions, and leaves them out without callbacks', async () => {
    const onCustomerService = vi.fn();
    const onOpenSpeedSelector = vi.fn();
    const { rerender } = renderWithPortal(
      <SiteFooter
        products={products}
        licenceNumber="1"
        year={2025}
        brand="Portal"
        onCustomerService={onCustomerService}
        onOpenSpeedSelector={onOpenSpeedSelector}
      />,
      { locale },
    );
    await userEvent.click(screen.getByRole('button', { name: text['siteLinks.customerService'] }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: text['siteLinks.serverSpeed'] }));
    expect(onOpenSpeedSelector).toHaveBeenCalledTimes(1);

    rerender(<SiteFooter products={products} licenceNumber="1" year={2025} brand="Portal" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text['siteLinks.helpCentre'] })).toHaveAttribute('href', '/help');
  });

  it('opens the help centre in a dialog when the host handles it, rather than linking to its page', async () => {
    const onOpenHelp = vi.fn();
    renderWithPortal(
      <SiteFooter products={products} licenceNumber="1" year={2025} brand="Portal" onOpenHelp={onOpenHelp} />,
      { locale },
    );
    expect(screen.queryByRole('link', { name: text['siteLinks.helpCentre'] })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text['siteLinks.helpCentre'] }));
    expect(onOpenHelp).toHaveBeenCalledTimes(1);
  });

  it('takes other providers, heading levels and routes', () => {
    renderWithPortal(
      <SiteFooter
        products={[]}
        vendors={[{ code: 'PG', name: 'PG Soft' }]}
        licenceNumber="1"
        year={2025}
        brand="Portal"
        headingLevel={3}
        links={{ promotions: '/offers' }}
      />,
      { locale },
    );
    expect(screen.getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: text['footer.products'] })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: text['footer.vendors'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text['siteLinks.promotions'] })).toHaveAttribute(
      'href',
      '/offers',
    );
  });
});
