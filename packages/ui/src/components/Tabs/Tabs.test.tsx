import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Tabs, type TabsVariant } from './Tabs';

function LoginTabs({
  variant,
  onValueChange,
}: {
  variant?: TabsVariant;
  onValueChange?: (v: string) => void;
}) {
  return (
    <Tabs.Root defaultValue="username" variant={variant} onValueChange={onValueChange}>
      <Tabs.List aria-label="Login method">
        <Tabs.Trigger value="username">Username</Tabs.Trigger>
        <Tabs.Trigger value="sms">SMS</Tabs.Trigger>
        <Tabs.Trigger value="social" disabled>
          Social
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username">Username form</Tabs.Content>
      <Tabs.Content value="sms">SMS form</Tabs.Content>
      <Tabs.Content value="social">Social form</Tabs.Content>
    </Tabs.Root>
  );
}

describe.each(directions)('Tabs ($locale, $dir)', ({ locale, dir }) => {
  it('shows the active tab and its panel, and switches on click', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithPortal(<LoginTabs onValueChange={onValueChange} />, { locale });
    const list = screen.getByRole('tablist', { name: 'Login method' });
    expect(list.closest('[dir]')).toHaveAttribute('dir', dir);
    const username = screen.getByRole('tab', { name: 'Username' });
    expect(username).toHaveAttribute('aria-selected', 'true');
    expect(username).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toHaveTextContent('Username form');

    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(onValueChange).toHaveBeenCalledWith('sms');
    expect(screen.getByRole('tabpanel', { name: 'SMS' })).toHaveTextContent('SMS form');
    await expectNoAxeViolations(container);
  });

  it('moves with the arrow key that points in the reading direction, skipping disabled tabs', async () => {
    renderWithPortal(<LoginTabs variant="pill" />, { locale });
    const [forward, backward] =
      dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard(forward);
    const sms = screen.getByRole('tab', { name: 'SMS' });
    expect(sms).toHaveFocus();
    expect(sms).toHaveAttribute('aria-selected', 'true');
    // "Social" is disabled: the next step wraps round to the first tab.
    await userEvent.keyboard(forward);
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard(backward);
    expect(sms).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Social' })).toBeDisabled();
  });

  it('carries the variant and dotted display names', () => {
    renderWithPortal(<LoginTabs variant="pill" />, { locale });
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('data-variant', 'pill');
    expect(Tabs.Root.displayName).toBe('Tabs.Root');
    expect(Tabs.List.displayName).toBe('Tabs.List');
    expect(Tabs.Trigger.displayName).toBe('Tabs.Trigger');
    expect(Tabs.Content.displayName).toBe('Tabs.Content');
  });
});
