import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Balance } from './Balance';

const texts = {
  ar: {
    label: 'الرصيد',
    show: 'إظهار الرصيد',
    hide: 'إخفاء الرصيد',
    refresh: 'تحديث الرصيد',
    hidden: 'الرصيد مخفي',
    loading: 'جارٍ تحميل الرصيد',
  },
  en: {
    label: 'Balance',
    show: 'Show balance',
    hide: 'Hide balance',
    refresh: 'Refresh balance',
    hidden: 'Balance hidden',
    loading: 'Loading balance',
  },
} as const;

describe.each(directions)('Balance ($locale, $dir)', ({ locale }) => {
  const text = texts[locale];

  it('shows the amount with two decimals in Latin digits, in a labelled group', async () => {
    const { container } = renderWithPortal(<Balance amount={123456} currencySymbol="$" />, { locale });
    const group = screen.getByRole('group', { name: text.label });
    expect(within(group).getByText('$')).toBeInTheDocument();
    const figures = within(group).getByText((content) => /1.234.56/.test(content));
    expect(figures).toHaveAttribute('dir', 'ltr');
    expect(group.textContent).not.toMatch(/[\u0660-\u0669]/);
    await expectNoAxeViolations(container);
  });

  it('hides and shows the amount (uncontrolled)', async () => {
    const onHiddenChange = vi.fn();
    const { container } = renderWithPortal(<Balance amount={500} onHiddenChange={onHiddenChange} />, {
      locale,
    });
    const toggle = screen.getByRole('button', { name: text.hide });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onHiddenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('****')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(text.hidden)).toBeInTheDocument();
    expect(screen.queryByText(/5\.00/)).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: text.show });
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(container);
    await userEvent.click(show);
    expect(screen.getByText(/5\.00/)).toBeInTheDocument();
  });

  it('follows the hidden prop when controlled', async () => {
    const onHiddenChange = vi.fn();
    const { rerender } = renderWithPortal(<Balance amount={500} hidden onHiddenChange={onHiddenChange} />, {
      locale,
    });
    await userEvent.click(screen.getByRole('button', { name: text.show }));
    expect(onHiddenChange).toHaveBeenCalledWith(false);
    // Still hidden until the owner changes the prop.
    expect(screen.getByText('****')).toBeInTheDocument();
    rerender(<Balance amount={500} hidden={false} onHiddenChange={onHiddenChange} />);
    expect(screen.getByText(/5\.00/)).toBeInTheDocument();
  });

  it('starts hidden with defaultHidden', () => {
    renderWithPortal(<Balance amount={500} defaultHidden />, { locale });
    expect(screen.getByText('****')).toBeInTheDocument();
  });

  it('refreshes by keyboard, and while refreshing keeps its name, reports busy and ignores presses', async () => {
    const onRefresh = vi.fn();
    const { rerender, container } = renderWithPortal(<Balance amount={500} onRefresh={onRefresh} />, {
      locale,
    });
    const refresh = screen.getByRole('button', { name: text.refresh });
    await userEvent.tab();
    await userEvent.tab();
    expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);

    rerender(<Balance amount={500} onRefresh={onRefresh} refreshing />);
    const busy = screen.getByRole('button', { name: text.refresh });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows a placeholder while loading, reports busy, and still masks when hidden', async () => {
    const { container, rerender } = renderWithPortal(<Balance amount={0} loading />, { locale });
    const group = screen.getByRole('group', { name: text.label });
    expect(group).toHaveAttribute('data-state', 'loading');
    expect(within(group).getByText(text.loading)).toBeInTheDocument();
    expect(group.querySelector('[data-slot="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
    expect(group.querySelector('[aria-live]')).toHaveAttribute('aria-busy', 'true');
    expect(within(group).queryByText(/0\.00/)).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<Balance amount={0} loading hidden />);
    expect(within(group).getByText('****')).toBeInTheDocument();
    rerender(<Balance amount={500} />);
    expect(within(group).getByText(/5\.00/)).toBeInTheDocument();
    expect(group.querySelector('[aria-live]')).not.toHaveAttribute('aria-busy');
  });

  it('has no refresh control without onRefresh', () => {
    renderWithPortal(<Balance amount={500} />, { locale });
    expect(screen.queryByRole('button', { name: text.refresh })).not.toBeInTheDocument();
  });
});
