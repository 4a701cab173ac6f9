import { idempotencyKeyHeader, memberPaths, paths, type WalletsValue } from '@portal/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { en } from '../i18n/messages/en';
import { envelope, platform } from './fakePlatform.fixture';
import { WalletPage } from './WalletPage';

const value = (balances: Record<string, number>, isSingle = false): WalletsValue => ({
  isSingle,
  currency: 'USD',
  currencySymbol: '$',
  wallets: [
    { name: 'main', displayName: '', balanceMinor: balances.main ?? 0 },
    ...(isSingle
      ? []
      : [
          { name: 'PG_WALLET', displayName: 'PG Soft', balanceMinor: balances.PG_WALLET ?? 0 },
          { name: 'JDB_WALLET', displayName: 'JDB', balanceMinor: balances.JDB_WALLET ?? 0 },
        ]),
  ],
});

const headerCalls = {
  [`GET ${paths.balance}`]: () =>
    envelope({ balanceMinor: 0, balance: '0.00', currency: 'USD', currencySymbol: '$' }),
  [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: 0 }),
};

describe('WalletPage', () => {
  it('shows the main wallet only to a single-wallet merchant', async () => {
    const { render } = platform({
      [`GET ${memberPaths.wallets}`]: () => envelope(value({ main: 250_00 }, true)),
    });
    const { container } = render(<WalletPage />);
    expect(await screen.findByText('250.00 USD')).toBeVisible();
    expect(screen.getByText(en['wallet.single'])).toBeVisible();
    expect(screen.queryByRole('button', { name: en['wallet.recallAll'] })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lists the game wallets and recalls them all once per intent, saying so', async () => {
    const user = userEvent.setup();
    let balances: Record<string, number> = { main: 100_00, PG_WALLET: 30_00, JDB_WALLET: 20_00 };
    const keys: string[] = [];
    const { render } = platform({
      ...headerCalls,
      [`GET ${memberPaths.wallets}`]: () => envelope(value(balances)),
      [`POST ${memberPaths.walletsRecall}`]: (init) => {
        keys.push(new Headers(init.headers).get(idempotencyKeyHeader) ?? '');
        balances = { main: 150_00, PG_WALLET: 0, JDB_WALLET: 0 };
        return envelope({ balances });
      },
    });
    const { container } = render(<WalletPage />);
    const grid = await screen.findByRole('region', { name: en['wallet.vendors'] });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('PG Soft');
    expect(cards[0]).toHaveTextContent('30.00 USD');
    expect(screen.getByText('In game wallets: 50.00 USD')).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: en['wallet.recallAll'] }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en['wallet.recalled']));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('150.00 USD')).toBeVisible();
    expect(screen.getByRole('button', { name: en['wallet.recallAll'] })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: 'Transfer out of PG Soft' })).toBeDisabled();
  });

  it('transfers in to a game wallet picked on its card, once per intent, and says what moved', async () => {
    const user = userEvent.setup();
    let balances: Record<string, number> = { main: 100_00, PG_WALLET: 0, JDB_WALLET: 0 };
    const bodies: unknown[] = [];
    const { render } = platform({
      ...headerCalls,
      [`GET ${memberPaths.wallets}`]: () => envelope(value(balances)),
      [`POST ${paths.walletTransfer}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        balances = { main: 60_00, PG_WALLET: 0, JDB_WALLET: 40_00 };
        return envelope({ balances });
      },
    });
    const { container } = render(<WalletPage />);
    const grid = await screen.findByRole('region', { name: en['wallet.vendors'] });
    await user.click(within(grid).getByRole('button', { name: 'Transfer in to JDB' }));
    await user.type(screen.getByLabelText(/^Amount/, { selector: 'input' }), '40');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('40.00 USD moved from Main wallet to JDB.'),
    );
    expect(bodies).toEqual([{ from: 'main', to: 'JDB_WALLET', amountMinor: 40_00 }]);
    expect(await within(grid).findByText('40.00 USD')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
