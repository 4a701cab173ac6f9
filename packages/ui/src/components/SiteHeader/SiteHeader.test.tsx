import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { PortalProvider } from '../../provider/PortalProvider';
import type { LinkComponentProps } from '../../provider/PortalContext';
import { SiteHeader } from './SiteHeader';
import { DemoLogo, demoLinks, demoMember } from './SiteHeader.fixture';
import type { SiteHeaderMemberSession } from './siteHeaderSession';

const catalogues = { ar, en } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

const callbacks = () => ({
  onRefreshBalance: vi.fn(),
  onDeposit: vi.fn(),
  onWithdraw: vi.fn(),
  onSignOut: vi.fn(),
});

type HeaderProps = Partial<ComponentProps<typeof SiteHeader>>;

/** A toast fills its live region a frame after it mounts; let that frame pass inside act. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe.each(directions)('SiteHeader ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];

  const renderVisitor = (props: HeaderProps = {}) => {
    const session = { kind: 'visitor' as const, onLogin: vi.fn(), onRegister: vi.fn() };
    const onToggleMenu = vi.fn();
    const view = renderWithPortal(
      <SiteHeader
        logo={<DemoLogo />}
        homeHref="/"
        onToggleMenu={onToggleMenu}
        menuId="side-menu"
        session={session}
        {...props}
      />,
      { locale },
    );
    return { ...view, session, onToggleMenu };
  };

  const renderMember = (overrides: Partial<Omit<SiteHeaderMemberSession, 'kind'>> = {}) => {
    const spies = callbacks();
    const session = demoMember(spies, overrides);
    const view = renderWithPortal(<SiteHeader logo={<DemoLogo />} homeHref="/" session={session} />, {
      locale,
    });
    return { ...view, ...spies, session };
  };

  const menuButton = () => screen.getByRole('button', { name: m['header.accountMenu'] });

  /** Focuses the account menu button and opens the menu with a key; returns the menu and its items. */
  const openWith = async (user: ReturnType<typeof userEvent.setup>, key: string) => {
    menuButton().focus();
    await user.keyboard(key);
    const menu = screen.getByRole('menu', { name: m['header.accountMenu'] });
    return { menu, items: within(menu).getAllByRole('menuitem') };
  };

  it('is a banner with the home link and the side-menu button', async () => {
    const user = userEvent.setup();
    const { container, onToggleMenu, rerender, session } = renderVisitor();
    const header = screen.getByRole('banner');
    expect(header.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(within(header).getByRole('link', { name: m['header.home'] })).toHaveAttribute('href', '/');
    const toggle = within(header).getByRole('button', { name: m['header.toggleMenu'] });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    await user.click(toggle);
    expect(onToggleMenu).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    rerender(
      <SiteHeader
        logo={<DemoLogo />}
        homeHref="/"
        onToggleMenu={onToggleMenu}
        menuOpen
        menuId="side-menu"
        session={session}
      />,
    );
    expect(screen.getByRole('button', { name: m['header.toggleMenu'] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has no side-menu button without onToggleMenu', () => {
    renderVisitor({ onToggleMenu: undefined });
    expect(screen.queryByRole('button', { name: m['header.toggleMenu'] })).toBeNull();
  });

  it("shows the host's extra controls at the end, before the session's", () => {
    renderWithPortal(
      <SiteHeader
        logo={<DemoLogo />}
        homeHref="/"
        extra={<button type="button">Language</button>}
        session={{ kind: 'visitor', onLogin: vi.fn(), onRegister: vi.fn() }}
      />,
      { locale },
    );
    const banner = screen.getByRole('banner');
    const buttons = within(banner).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toContain('Language');
  });

  it('offers a visitor Log in and Register, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const { container, session } = renderVisitor();
    await user.click(screen.getByRole('button', { name: m['header.login'] }));
    expect(session.onLogin).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: m['header.register'] }).focus();
    await user.keyboard('{Enter}');
    expect(session.onRegister).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: /USD/ })).toBeNull();
    expect(screen.queryByRole('button', { name: m['header.accountMenu'] })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a member the balance hidden as stars, with refresh, deposit and withdraw', async () => {
    const user = userEvent.setup();
    const { container, onRefreshBalance, onDeposit, onWithdraw } = renderMember();
    const balance = screen.getByRole('group', { name: fill(m['header.balance'], { currency: 'USD' }) });
    expect(within(balance).getByText('****')).toBeInTheDocument();
    expect(within(balance).getByText(m['balance.hidden'])).toBeInTheDocument();
    await user.click(within(balance).getByRole('button', { name: m['balance.show'] }));
    expect(within(balance).getByText(/1.234.56/)).toBeInTheDocument();
    await user.click(within(balance).getByRole('button', { name: m['balance.refresh'] }));
    expect(onRefreshBalance).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: m['header.deposit'] }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: m['header.withdraw'] }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows a placeholder while the balance first loads, and reports it busy', () => {
    renderMember({
      balance: { amountMinor: undefined, currency: 'USD', currencySymbol: '$' },
      defaultBalanceHidden: false,
    });
    const balance = screen.getByRole('group', { name: fill(m['header.balance'], { currency: 'USD' }) });
    expect(balance).toHaveAttribute('data-state', 'loading');
    expect(within(balance).getByText(m['balance.loading'])).toBeInTheDocument();
    expect(balance.querySelector('[aria-live]')).toHaveAttribute('aria-busy', 'true');
  });

  it('follows a controlled balanceHidden', async () => {
    const user = userEvent.setup();
    const onBalanceHiddenChange = vi.fn();
    renderMember({ balanceHidden: false, onBalanceHiddenChange });
    expect(screen.getByText(/1.234.56/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m['balance.hide'] }));
    expect(onBalanceHiddenChange).toHaveBeenCalledWith(true);
  });

  it('names the member, with the VIP label only when given', () => {
    const { unmount } = renderMember({ vipLabel: 'VIP 7' });
    const identity = screen.getByRole('group', { name: fill(m['header.member'], { name: 'Layla Haddad' }) });
    expect(within(identity).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(identity).getByText('VIP 7')).toBeInTheDocument();
    unmount();
    renderMember({ nickname: undefined });
    const plain = screen.getByRole('group', { name: fill(m['header.member'], { name: 'layla88' }) });
    expect(within(plain).queryByText(/VIP/)).toBeNull();
  });

  it('copies the ID to the clipboard and announces "copy success"', async () => {
    const user = userEvent.setup();
    // user-event installs a clipboard stub on setup; watch its writes.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { container } = renderMember();
    expect(screen.getByText('10086523')).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: fill(m['header.copyId'], { id: '10086523' }) }));
    expect(writeText).toHaveBeenCalledWith('10086523');
    await expect(navigator.clipboard.readText()).resolves.toBe('10086523');
    await nextFrame();
    const region = await screen.findByRole('region', { name: m['toast.region'] });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(m['toast.copySuccess']));
    if (locale === 'en') expect(m['toast.copySuccess']).toBe('copy success');
    await expectNoAxeViolations(container.parentElement ?? container);
  });

  it('says so, assertively, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderMember();
    await user.click(screen.getByRole('button', { name: fill(m['header.copyId'], { id: '10086523' }) }));
    await nextFrame();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m['header.copyFailed']));
  });

  it('opens the account menu from the keyboard on its first item; arrows, Home and End move', async () => {
    const user = userEvent.setup();
    const { container } = renderMember({ isAgent: true, unreadMessages: 3 });
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);

    const { menu, items } = await openWith(user, '{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(items.map((item) => item.textContent)).toEqual([
      m['header.myAccount'],
      m['header.agentCentre'],
      m['header.bettingRecord'],
      m['header.myIncome'],
      expect.stringContaining(m['header.messages']),
      m['header.security'],
      m['header.signOut'],
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[6]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[6]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('opens with Space and ArrowDown on the first item, with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    renderMember();
    let opened = await openWith(user, ' ');
    expect(opened.items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    opened = await openWith(user, '{ArrowDown}');
    expect(opened.items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    opened = await openWith(user, '{ArrowUp}');
    expect(opened.items.at(-1)).toHaveFocus();
  });

  it('closes with Escape or Tab and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderMember();
    await openWith(user, '{Enter}');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await openWith(user, '{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a press outside, and on a second press of the button', async () => {
    const user = userEvent.setup();
    renderMember();
    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('banner'));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(menuButton());
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists the Agent centre only for agents', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMember({ isAgent: false });
    await user.click(menuButton());
    expect(screen.queryByRole('menuitem', { name: m['header.agentCentre'] })).toBeNull();
    expect(screen.getAllByRole('menuitem')).toHaveLength(6);
    unmount();

    renderMember({ isAgent: true });
    await user.click(menuButton());
    expect(screen.getByRole('menuitem', { name: m['header.agentCentre'] })).toHaveAttribute(
      'href',
      demoLinks.agent,
    );
  });

  it('announces the unread count on the button and on Platform messages', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMember({ unreadMessages: 5 });
    const unread = fill(m['badge.count'], { count: 5 });
    expect(menuButton()).toHaveAccessibleDescription(unread);
    await user.click(menuButton());
    const messages = screen.getByRole('menuitem', { name: `${m['header.messages']} ${unread}` });
    expect(messages).toHaveAttribute('href', demoLinks.messages);
    unmount();

    renderMember({ unreadMessages: 0 });
    expect(menuButton()).not.toHaveAttribute('aria-describedby');
    await user.click(menuButton());
    expect(screen.getByRole('menuitem', { name: m['header.messages'] })).toBeInTheDocument();
  });

  it('links every entry to its href', async () => {
    const user = userEvent.setup();
    renderMember({ isAgent: true });
    await user.click(menuButton());
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href');
    expect(href(m['header.myAccount'])).toBe(demoLinks.account);
    expect(href(m['header.bettingRecord'])).toBe(demoLinks.bettingRecord);
    expect(href(m['header.myIncome'])).toBe(demoLinks.income);
    expect(href(m['header.security'])).toBe(demoLinks.security);
  });

  it('signs out from the menu, which closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderMember();
    const { items } = await openWith(user, '{ArrowUp}');
    expect(items.at(-1)).toHaveAccessibleName(m['header.signOut']);
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });
});

describe('SiteHeader links', () => {
  it("go through the provider's linkComponent", async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
      // A router's link navigates itself instead of loading a new document.
      const { onClick, ...rest } = props;
      return (
        <a
          ref={ref}
          data-router="yes"
          onClick={(event) => {
            onClick?.(event);
            event.preventDefault();
          }}
          {...rest}
        />
      );
    });
    const user = userEvent.setup();
    render(
      <PortalProvider locale="en" linkComponent={RouterLink}>
        <SiteHeader logo={<DemoLogo />} homeHref="/home" session={demoMember(callbacks())} />
      </PortalProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    for (const item of screen.getAllByRole('menuitem').slice(0, -1)) {
      expect(item).toHaveAttribute('data-router', 'yes');
    }
    // Following a link closes the menu.
    await user.click(screen.getByRole('menuitem', { name: 'My account' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('SiteHeader account menu state', () => {
  it('starts open with defaultAccountMenuOpen, focus on the first item', async () => {
    renderWithPortal(
      <SiteHeader
        logo={<DemoLogo />}
        homeHref="/"
        session={demoMember(callbacks())}
        defaultAccountMenuOpen
      />,
    );
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it('follows accountMenuOpen and reports changes when controlled', async () => {
    const user = userEvent.setup();
    const onAccountMenuOpenChange = vi.fn();
    const session = demoMember(callbacks());
    const { rerender } = renderWithPortal(
      <SiteHeader
        logo={<DemoLogo />}
        homeHref="/"
        session={session}
        accountMenuOpen={false}
        onAccountMenuOpenChange={onAccountMenuOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(onAccountMenuOpenChange).toHaveBeenLastCalledWith(true);
    // Still closed until the owner opens it.
    expect(screen.queryByRole('menu')).toBeNull();
    rerender(
      <SiteHeader
        logo={<DemoLogo />}
        homeHref="/"
        session={session}
        accountMenuOpen
        onAccountMenuOpenChange={onAccountMenuOpenChange}
      />,
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onAccountMenuOpenChange).toHaveBeenLastCalledWith(false);
  });
});
