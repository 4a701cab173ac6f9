import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { DataTable, type DataTableColumn } from './DataTable';

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const columns: DataTableColumn<Bet>[] = [
  { key: 'id', header: 'Reference' },
  { key: 'game', header: 'Game', cell: (bet) => <strong>{bet.game}</strong> },
  { key: 'stake', header: 'Stake', numeric: true, cell: (bet) => bet.stake.toFixed(2) },
];

const bets: Bet[] = [
  { id: 'B-1001', game: 'Lucky Sevens', stake: 12.5 },
  { id: 'B-1002', game: 'Golden Reels', stake: -250 },
];

const catalogues = { en: panelsEn, ar: panelsAr } as const;

describe.each(directions)('DataTable ($locale, $dir)', ({ locale, dir }) => {
  const text = catalogues[locale];

  it('is a captioned table with column headers and a row per record', async () => {
    const { container } = renderWithPortal(
      <DataTable caption="Betting record" columns={columns} rows={bets} getRowKey={(bet) => bet.id} />,
      { locale },
    );
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(table.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('region', { name: 'Betting record' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Game', 'Stake']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['B-1002', 'Golden Reels', '-250.00']);
    expect(table).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('can hide its caption from sight only', () => {
    renderWithPortal(
      <DataTable
        captionHidden
        caption="Account record"
        columns={columns}
        rows={bets}
        getRowKey={(b) => b.id}
      />,
      { locale },
    );
    expect(screen.getByRole('table', { name: 'Account record' })).toBeInTheDocument();
  });

  it('while loading is busy, announces it and hides its placeholders', async () => {
    const { container, rerender } = renderWithPortal(
      <DataTable loading caption="Betting record" columns={columns} rows={[]} getRowKey={(b) => b.id} />,
      { locale },
    );
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text['dataTable.loading']);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText(text['dataTable.empty'])).toBeNull();
    await expectNoAxeViolations(container);
    rerender(<DataTable caption="Betting record" columns={columns} rows={bets} getRowKey={(b) => b.id} />);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows an empty state, or the one given', async () => {
    const { container, rerender } = renderWithPortal(
      <DataTable caption="Betting record" columns={columns} rows={[]} getRowKey={(b) => b.id} />,
      { locale },
    );
    const cell = screen.getByText(text['dataTable.empty']).closest('td');
    expect(cell).toHaveAttribute('colspan', '3');
    await expectNoAxeViolations(container);
    rerender(
      <DataTable
        caption="Betting record"
        columns={columns}
        rows={[]}
        getRowKey={(b) => b.id}
        empty={<p>No bets today</p>}
      />,
    );
    expect(screen.getByText('No bets today')).toBeInTheDocument();
  });

  it('pages under the table', async () => {
    const onPageChange = vi.fn();
    const { container } = renderWithPortal(
      <DataTable
        caption="Betting record"
        columns={columns}
        rows={bets}
        getRowKey={(b) => b.id}
        page={2}
        totalPages={4}
        onPageChange={onPageChange}
      />,
      { locale },
    );
    const nav = screen.getByRole('navigation', { name: text['pagination.label'] });
    await userEvent.click(within(nav).getByRole('button', { name: text['pagination.next'] }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await expectNoAxeViolations(container);
  });

  it('makes its region focusable only when the table overflows it', () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    renderWithPortal(
      <DataTable caption="Betting record" columns={columns} rows={bets} getRowKey={(b) => b.id} />,
      { locale },
    );
    expect(screen.getByRole('region', { name: 'Betting record' })).toHaveAttribute('tabindex', '0');
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });
});

describe('DataTable without overflow', () => {
  it('adds no tab stop', () => {
    renderWithPortal(<DataTable caption="Record" columns={columns} rows={bets} getRowKey={(b) => b.id} />);
    expect(screen.getByRole('region', { name: 'Record' })).not.toHaveAttribute('tabindex');
  });
});
