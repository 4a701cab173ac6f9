import { memberPaths, paths, type UplineTransferOptionsValue } from '@portal/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { envelope, platform } from '../cashier/fakePlatform.fixture';
import { en } from '../i18n/messages/en';
import { MemberCentre } from './MemberCentre';

const upline = (allowed: boolean): UplineTransferOptionsValue => ({
  allowed,
  ...(allowed ? { agent: { name: 'ag***1' } } : { reason: 'noAgent' as const }),
  currency: 'USD',
  limits: { minMinor: 10_00, maxMinor: 500_00, dailyCount: 5, dailyMaxMinor: 800_00 },
  usedToday: { count: 0, amountMinor: 0 },
  paymentPasswordSet: true,
  balanceMinor: 100_00,
});

const centre = (allowed: boolean | 'failing') =>
  platform({
    [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: 2 }),
    [`GET ${memberPaths.uplineTransfer}`]: () =>
      allowed === 'failing' ? envelope(undefined, 503, 'UNAVAILABLE') : envelope(upline(allowed)),
  });

describe('MemberCentre', () => {
  it('lists transfer to upline once the platform allows it for the member', async () => {
    const { render } = centre(true);
    const { container } = render(
      <MemberCentre page="deposit" basePath="/account">
        <p>Deposit page</p>
      </MemberCentre>,
    );
    const link = await screen.findByRole('link', { name: en['member.page.transferUpline'] });
    expect(link).toHaveAttribute('href', '/account/transfer-upline');
    expect(screen.getByRole('heading', { level: 1, name: en['member.page.deposit'] })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it.each([false, 'failing'] as const)(
    'leaves it out of the navigation otherwise (%s), while its page still has its heading',
    async (allowed) => {
      const { fetch, render } = centre(allowed);
      render(
        <MemberCentre page="transfer-upline">
          <p>The page explains</p>
        </MemberCentre>,
      );
      expect(await screen.findByRole('link', { name: en['member.page.withdraw'] })).toBeVisible();
      await waitFor(() =>
        expect(fetch.mock.calls.some(([input]) => String(input).includes(memberPaths.uplineTransfer))).toBe(
          true,
        ),
      );
      expect(screen.queryByRole('link', { name: en['member.page.transferUpline'] })).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: en['member.page.transferUpline'] })).toBeVisible();
    },
  );
});
