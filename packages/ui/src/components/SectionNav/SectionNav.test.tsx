import { render, screen, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { PortalProvider, type LinkComponentProps } from '../../index';
import { SectionNav } from './SectionNav';

const groups = [
  {
    key: 'cashier',
    label: 'Cashier',
    items: [
      { key: 'deposit', label: 'Deposit', href: '/member/deposit' },
      { key: 'withdraw', label: 'Withdraw', href: '/member/withdraw' },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'messages', label: 'Messages', href: '/member/messages', count: 4, countLabel: '4 unread' },
    ],
  },
];

describe('SectionNav', () => {
  it('names its landmark and groups, marks the current page and reads the counts', async () => {
    const { container } = render(<SectionNav label="Member centre" groups={groups} current="withdraw" />);
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    const cashier = within(nav).getByRole('list', { name: 'Cashier' });
    expect(within(cashier).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveTextContent('4');
    expect(screen.getByText('4 unread')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("goes through the host's link component", () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
      return <a ref={ref} data-router="yes" {...props} />;
    });
    render(
      <PortalProvider locale="en" linkComponent={RouterLink}>
        <SectionNav label="Member centre" groups={groups} />
      </PortalProvider>,
    );
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/deposit');
  });
});
