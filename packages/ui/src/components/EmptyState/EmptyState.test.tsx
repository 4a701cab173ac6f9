import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const catalogues = { en, ar } as const;

describe.each(directions)('EmptyState ($locale, $dir)', ({ locale, dir }) => {
  it('says nothing is here by default, with a decorative icon', async () => {
    const { container } = renderWithPortal(<EmptyState />, { locale });
    const title = screen.getByText(catalogues[locale]['emptyState.title']);
    expect(title.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a title as a heading, a description and an action', async () => {
    const onClick = vi.fn();
    const { container } = renderWithPortal(
      <EmptyState
        headingLevel={2}
        size="compact"
        title="No bets yet"
        description="Your bets will show here."
        action={<Button onClick={onClick}>Browse games</Button>}
      />,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No bets yet' })).toBeInTheDocument();
    expect(screen.getByText('Your bets will show here.')).toBeInTheDocument();
    expect(container.firstElementChild?.querySelector('[data-size="compact"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
