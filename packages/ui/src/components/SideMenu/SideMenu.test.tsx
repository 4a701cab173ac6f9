import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalProvider, type LinkComponentProps } from '@portal/ui';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { SideMenu, type SideMenuGameType } from './SideMenu';

const gameTypes: SideMenuGameType[] = [
  { code: 'HOME', label: 'Home', href: '/' },
  { code: 'RNG', label: 'Slots', href: '/rng' },
  { code: 'LIVE', label: 'Live casino', href: '/live' },
];

const allFeatures = { manualRebate: true, vip: true, referral: true };

describe.each(directions)('SideMenu ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;

  it('is a named navigation landmark with game types, site links and actions, open by default', async () => {
    const onOpenSpeedSelector = vi.fn();
    const onCustomerService = vi.fn();
    const { container } = renderWithPortal(
      <SideMenu
        open
        id="side-menu"
        gameTypes={gameTypes}
        features={allFeatures}
        onOpenSpeedSelector={onOpenSpeedSelector}
        onCustomerService={onCustomerService}
      />,
      { locale },
    );
    const nav = screen.getByRole('navigation', { name: text['sideMenu.label'] });
    expect(nav).toHaveAttribute('id', 'side-menu');
    expect(nav).toHaveAttribute('data-state', 'open');
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    const games = within(nav).getByRole('list', { name: text['sideMenu.games'] });
    expect(within(games).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: text['siteLinks.helpCentre'] })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(within(nav).getByRole('link', { name: text['siteLinks.bettingRecord'] })).toBeVisible();

    await userEvent.click(within(nav).getByRole('button', { name: text['siteLinks.serverSpeed'] }));
    expect(onOpenSpeedSelector).toHaveBeenCalledTimes(1);
    await userEvent.click(within(nav).getByRole('button', { name: text['siteLinks.customerService'] }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows Rebate, VIP and the referral entry only with their settings (Agent for agents)', () => {
    const { rerender } = renderWithPortal(<SideMenu open gameTypes={gameTypes} />, { locale });
    const link = (key: keyof typeof text) => screen.queryByRole('link', { name: text[key] });
    expect(link('siteLinks.rebate')).not.toBeInTheDocument();
    expect(link('siteLinks.vip')).not.toBeInTheDocument();
    expect(link('siteLinks.inviteFriends')).not.toBeInTheDocument();
    expect(link('siteLinks.agent')).not.toBeInTheDocument();

    rerender(<SideMenu open gameTypes={gameTypes} features={allFeatures} />);
    expect(link('siteLinks.rebate')).toBeInTheDocument();
    expect(link('siteLinks.vip')).toBeInTheDocument();
    expect(link('siteLinks.inviteFriends')).toBeInTheDocument();
    expect(link('siteLinks.agent')).not.toBeInTheDocument();

    rerender(<SideMenu open gameTypes={gameTypes} features={{ ...allFeatures, agent: true }} />);
    expect(link('siteLinks.inviteFriends')).not.toBeInTheDocument();
    expect(link('siteLinks.agent')).toHaveAttribute('href', '/agentHome');
  });

  it('leaves out the actions it has no callback for', () => {
    renderWithPortal(<SideMenu open gameTypes={gameTypes} />, { locale });
    expect(screen.queryByRole('button', { name: text['siteLinks.serverSpeed'] })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text['siteLinks.customerService'] })).not.toBeInTheDocument();
  });

  it('marks the current game type or site entry with aria-current', () => {
    const { rerender } = renderWithPortal(<SideMenu open gameTypes={gameTypes} current="RNG" />, { locale });
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    rerender(<SideMenu open gameTypes={gameTypes} current="promotions" />);
    expect(screen.getByRole('link', { name: text['siteLinks.promotions'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current');
  });

  it('collapsed, keeps every label as the accessible name and a tooltip, and hides the banner', async () => {
    const { container } = renderWithPortal(
      <SideMenu open={false} gameTypes={gameTypes} banner={<p>Weekly bonus</p>} />,
      { locale },
    );
    const nav = screen.getByRole('navigation', { name: text['sideMenu.label'] });
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('title', 'Live casino');
    const promotions = screen.getByRole('link', { name: text['siteLinks.promotions'] });
    expect(promotions).toHaveAttribute('title', text['siteLinks.promotions']);
    expect(screen.queryByText('Weekly bonus')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the banner while open', () => {
    renderWithPortal(<SideMenu open gameTypes={gameTypes} banner={<p>Weekly bonus</p>} />, { locale });
    expect(screen.getByText('Weekly bonus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('title');
  });

  it('opens and closes with its own toggle, which controls the menu by id', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithPortal(
      <SideMenu open id="menu" gameTypes={gameTypes} onOpenChange={onOpenChange} />,
      { locale },
    );
    const collapse = screen.getByRole('button', { name: text['sideMenu.collapse'] });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('aria-controls', 'menu');
    await userEvent.tab();
    expect(collapse).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    rerender(<SideMenu open={false} id="menu" gameTypes={gameTypes} onOpenChange={onOpenChange} />);
    const expand = screen.getByRole('button', { name: text['sideMenu.expand'] });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('has no toggle without onOpenChange, and reaches every entry by Tab', async () => {
    renderWithPortal(<SideMenu open gameTypes={gameTypes} />, { locale });
    expect(screen.queryByRole('button', { name: text['sideMenu.collapse'] })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveFocus();
  });

  it('uses a given icon and routes the host passes', () => {
    renderWithPortal(
      <SideMenu
        open
        gameTypes={[{ code: 'X', label: 'Bingo', href: '/bingo', icon: <svg data-testid="bingo-icon" /> }]}
        links={{ helpCentre: '/support/help' }}
      />,
      { locale },
    );
    expect(screen.getByRole('link', { name: 'Bingo' })).toContainElement(screen.getByTestId('bingo-icon'));
    expect(screen.getByRole('link', { name: text['siteLinks.helpCentre'] })).toHaveAttribute(
      'href',
      '/support/help',
    );
  });
});

describe('SideMenu links', () => {
  it('go through the provider’s link component', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
      return <a ref={ref} data-router="yes" {...props} />;
    });
    render(
      <PortalProvider locale="en" linkComponent={RouterLink}>
        <SideMenu open gameTypes={gameTypes} />
      </PortalProvider>,
    );
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router', 'yes');
  });
});
