import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { GameSearch } from './GameSearch';
import { SearchCounter } from './SearchCounter';

// Messages with their bidi isolates removed.
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u2068\u2069]/g, '');

describe.each(directions)('GameSearch ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];

  it('is a labelled search landmark that searches the trimmed text on Enter', async () => {
    const onSearch = vi.fn();
    const { container } = renderWithPortal(<GameSearch onSearch={onSearch} />, { locale });
    const landmark = screen.getByRole('search', { name: text['gameSearch.label'] });
    expect(landmark.closest('[dir]')).toHaveAttribute('dir', dir);
    const box = screen.getByRole('searchbox', { name: text['gameSearch.label'] });
    await userEvent.type(box, '  Fortune Tiger  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('Fortune Tiger');
    await expectNoAxeViolations(container);
  });

  it('searches with the button too, and clearing searches for everything again', async () => {
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    renderWithPortal(
      <GameSearch onSearch={onSearch} onValueChange={onValueChange} defaultValue="dragon " />,
      {
        locale,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: text['gameSearch.submit'] }));
    expect(onSearch).toHaveBeenLastCalledWith('dragon');
    const box = screen.getByRole('searchbox');
    await userEvent.click(screen.getByRole('button', { name: text['gameSearch.clear'] }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    renderWithPortal(<GameSearch value="tiger" onValueChange={onValueChange} onSearch={vi.fn()} />, {
      locale,
    });
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('tiger');
    await userEvent.type(box, 's');
    expect(onValueChange).toHaveBeenLastCalledWith('tigers');
  });

  it('announces the counter politely, numbers grouped', async () => {
    const { container } = renderWithPortal(
      <GameSearch onSearch={vi.fn()} counter={{ shown: 24, category: 'Slots', total: 1234 }} />,
      { locale },
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(plain(status.textContent)).toBe(
      text['gameSearch.counter']
        .replace('{{shown}}', '24')
        .replace('{{category}}', 'Slots')
        .replace('{{total}}', '1,234'),
    );
    await expectNoAxeViolations(container);
  });
});

describe('SearchCounter', () => {
  it("reads 'Currently displaying 24 Slots games out of 1,234'", () => {
    renderWithPortal(<SearchCounter shown={24} category="Slots" total={1234} />, { locale: 'en' });
    expect(plain(screen.getByRole('status').textContent)).toBe(
      'Currently displaying 24 Slots games out of 1,234',
    );
  });
});
