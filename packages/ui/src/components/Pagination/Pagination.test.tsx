import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsEn } from '../../i18n/messages/panels.en';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { Pagination } from './Pagination';

const catalogues = { en: panelsEn, ar: panelsAr } as const;

describe.each(directions)('Pagination ($locale, $dir)', ({ locale, dir }) => {
  const text = catalogues[locale];
  const pageName = (page: number) => text['pagination.page'].replace('{{page}}', String(page));

  it('is a named navigation with the current page marked', async () => {
    const { container } = renderWithPortal(<Pagination page={10} totalPages={20} onPageChange={vi.fn()} />, {
      locale,
    });
    const nav = screen.getByRole('navigation', { name: text['pagination.label'] });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('button', { name: pageName(10) })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: pageName(9) })).not.toHaveAttribute('aria-current');
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(pages).toEqual(['', '1', '8', '9', '10', '11', '12', '20', '']);
    // Each gap is named for screen readers; its dots are hidden.
    expect(within(nav).getAllByText(text['pagination.more'])).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('asks for the next, previous and a chosen page', async () => {
    const onPageChange = vi.fn();
    renderWithPortal(<Pagination page={5} totalPages={20} onPageChange={onPageChange} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: text['pagination.next'] }));
    await userEvent.click(screen.getByRole('button', { name: text['pagination.previous'] }));
    await userEvent.click(screen.getByRole('button', { name: pageName(20) }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [20]]);
  });

  it('never asks for the current page or one beyond either end', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithPortal(
      <Pagination page={1} totalPages={3} onPageChange={onPageChange} />,
      { locale },
    );
    const previous = screen.getByRole('button', { name: text['pagination.previous'] });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole('button', { name: pageName(1) }));
    rerender(<Pagination page={3} totalPages={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: text['pagination.next'] });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await userEvent.click(screen.getByRole('button', { name: pageName(3) }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('is reached and pressed by keyboard, and keeps focus when an end is reached', async () => {
    const onPageChange = vi.fn();
    function Controlled() {
      const [page, setPage] = useState(2);
      return (
        <Pagination
          page={page}
          totalPages={3}
          onPageChange={(next) => {
            onPageChange(next);
            setPage(next);
          }}
        />
      );
    }
    renderWithPortal(<Controlled />, { locale });
    await userEvent.tab();
    const previous = screen.getByRole('button', { name: text['pagination.previous'] });
    expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: pageName(1) })).toHaveAttribute('aria-current', 'page');
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('renders nothing with a single page or none', () => {
    const { container, rerender } = renderWithPortal(
      <Pagination page={1} totalPages={1} onPageChange={vi.fn()} />,
      { locale },
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination page={1} totalPages={0} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('takes its own labels', () => {
    renderWithPortal(
      <Pagination
        page={1}
        totalPages={2}
        onPageChange={vi.fn()}
        label="Records pages"
        pageLabel={(page) => `Records page ${page}`}
      />,
      { locale },
    );
    expect(screen.getByRole('navigation', { name: 'Records pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Records page 2' })).toBeInTheDocument();
  });
});
