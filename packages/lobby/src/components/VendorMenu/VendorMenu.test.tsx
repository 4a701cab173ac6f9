import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoVendors } from '../demoGames.fixture';
import { VendorMenu } from './VendorMenu';

describe.each(directions)('VendorMenu ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const vendors = demoVendors(locale);

  it("lists 'All' first, then the vendors, marking the selected one", async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(
      <VendorMenu vendors={vendors} selected="PT" onSelect={onSelect} />,
      {
        locale,
      },
    );
    const nav = screen.getByRole('navigation', { name: text['vendorMenu.label'] });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    const buttons = within(nav).getAllByRole('button');
    expect(buttons).toHaveLength(vendors.length + 1);
    expect(buttons[0]).toHaveAccessibleName(text['vendorMenu.all']);
    expect(within(nav).getByRole('button', { current: true })).toHaveAccessibleName(vendors[2]!.displayName);

    await userEvent.click(buttons[0]!);
    expect(onSelect).toHaveBeenLastCalledWith('');
    await userEvent.click(within(nav).getByRole('button', { name: vendors[0]!.displayName }));
    expect(onSelect).toHaveBeenLastCalledWith('PG');
    await expectNoAxeViolations(container);
  });

  it('says a vendor is under maintenance and does not select it', async () => {
    const onSelect = vi.fn();
    renderWithPortal(<VendorMenu vendors={vendors} selected="" onSelect={onSelect} />, { locale });
    const cq9 = screen.getByRole('button', { name: new RegExp(text['vendor.maintenance']) });
    expect(cq9).toHaveAccessibleName(`${vendors[4]!.displayName} ${text['vendor.maintenance']}`);
    expect(cq9).toHaveAttribute('aria-disabled', 'true');
    // Still reachable by keyboard, so the reason can be read.
    cq9.focus();
    expect(cq9).toHaveFocus();
    await userEvent.click(cq9);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("resolves logos through the host's resolver and shows game counts", () => {
    renderWithPortal(
      <VendorMenu
        vendors={vendors.slice(0, 1)}
        selected=""
        onSelect={vi.fn()}
        showCounts
        logoUrl={(vendor) => `/cdn/${vendor.vassalage}.svg`}
      />,
      { locale },
    );
    const pg = screen.getByRole('button', { name: new RegExp(vendors[0]!.displayName) });
    expect(pg.querySelector('img')).toHaveAttribute('src', '/cdn/PG.svg');
    expect(pg.querySelector('img')).toHaveAttribute('alt', '');
    expect(pg).toHaveTextContent(text['vendor.games'].replace('{{count}}', '1,200'));
  });

  it('says it is loading', async () => {
    const { container } = renderWithPortal(
      <VendorMenu vendors={[]} selected="" onSelect={vi.fn()} loading />,
      {
        locale,
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent(text['vendorMenu.loading']);
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
