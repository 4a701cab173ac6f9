import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { AgentHeader } from './AgentHeader';

const now = () => new Date('2026-11-22T13:05:09Z');

describe.each(directions)('AgentHeader ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;

  it('shows the logo link, the GMT clock, the agent and sign out', async () => {
    const onSignOut = vi.fn();
    const { container } = renderWithPortal(
      <AgentHeader
        logo="Royal"
        homeHref="/agentHome"
        name="agent1"
        onSignOut={onSignOut}
        now={now}
        clockPaused
      />,
      { locale },
    );
    const header = screen.getByRole('banner');
    expect(header.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('link', { name: text['header.home'] })).toHaveAttribute('href', '/agentHome');
    expect(screen.getByRole('group')).toHaveTextContent(/^GMT[+-]\d+(:\d{2})?\d{2}:\d{2}:\d{2}$/);
    expect(screen.getByText('agent1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: text['header.signOut'] }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('leaves the name out while the agent loads', () => {
    renderWithPortal(
      <AgentHeader logo="Royal" homeHref="/agentHome" onSignOut={vi.fn()} now={now} clockPaused />,
      {
        locale,
      },
    );
    expect(screen.queryByText(text['header.signedInAs'], { exact: false })).not.toBeInTheDocument();
  });
});
