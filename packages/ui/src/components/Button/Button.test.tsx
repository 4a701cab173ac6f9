import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefreshCw } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe.each(directions)('Button ($locale, $dir)', ({ locale, dir }) => {
  it('is a button named by its label, pressed by keyboard', async () => {
    const onClick = vi.fn();
    const { container } = renderWithPortal(<Button onClick={onClick}>Deposit</Button>, { locale });
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('while loading keeps its name, reports busy and ignores presses', async () => {
    const onClick = vi.fn();
    renderWithPortal(
      <Button loading onClick={onClick}>
        Withdraw
      </Button>,
      { locale },
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with asChild', () => {
    renderWithPortal(
      <Button asChild>
        <a href="/promotions">Promotions</a>
      </Button>,
      { locale },
    );
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).not.toHaveAttribute('type');
  });
});

describe('IconButton', () => {
  it('is named by its label and hides the icon', async () => {
    const { container } = renderWithPortal(<IconButton label="Refresh balance" icon={<RefreshCw />} />);
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    expect(button.querySelector('svg')?.closest('[aria-hidden]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
