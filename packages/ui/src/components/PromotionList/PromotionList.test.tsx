import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { PromotionList, type PromotionListProps } from './PromotionList';
import type { PromotionItem } from './PromotionDialog';

const categories = [
  { code: 'NEW', name: 'New members' },
  { code: 'SLOTS', name: 'Slots' },
];

const items: PromotionItem[] = [
  {
    id: 1,
    category: 'NEW',
    title: 'Welcome bonus 100%',
    summary: 'Double your first deposit.',
    content: '<p>Deposit <strong>100</strong> or more.</p><script>alert(1)</script>',
    imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    startDate: Date.UTC(2025, 4, 1, 12),
    endDate: Date.UTC(2025, 4, 31, 12),
  },
  {
    id: 2,
    category: 'SLOTS',
    title: 'Slots tournament',
    summary: 'Climb the leaderboard.',
    content: '<p>Every spin counts.</p>',
    imageUrl: '',
    startDate: Date.UTC(2025, 5, 1, 12),
    endDate: null,
  },
];

// Messages with their bidi isolates removed, and filled in.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

function renderList(props: Partial<PromotionListProps>, locale: string) {
  const onCategoryChange = vi.fn();
  const view = renderWithPortal(
    <PromotionList
      categories={categories}
      category=""
      onCategoryChange={onCategoryChange}
      items={items}
      timeZone="UTC"
      {...props}
    />,
    { locale },
  );
  return { ...view, onCategoryChange };
}

describe.each(directions)('PromotionList ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? panelsAr : panelsEn;
  const dates =
    locale === 'ar'
      ? { may1: '1 مايو 2025', may31: '31 مايو 2025', june1: '1 يونيو 2025' }
      : { may1: 'May 1, 2025', may31: 'May 31, 2025', june1: 'June 1, 2025' };

  it("shows category tabs with 'All' first and a card per promotion", async () => {
    const { container } = renderList({}, locale);
    const tablist = screen.getByRole('tablist', { name: text['promotions.categories'] });
    expect(tablist.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([text['promotions.all'], 'New members', 'Slots']);
    expect(within(tablist).getByRole('tab', { name: text['promotions.all'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const welcome = within(panel).getByRole('article', { name: 'Welcome bonus 100%' });
    expect(within(welcome).getByRole('heading', { level: 3 })).toHaveTextContent('Welcome bonus 100%');
    expect(within(welcome).getByText('Double your first deposit.')).toBeInTheDocument();
    const image = welcome.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    expect(plain(welcome.querySelector('[data-slot="promotion-period"]')?.textContent)).toBe(
      fill(text['promotions.period'], { start: dates.may1, end: dates.may31 }),
    );
    const tournament = within(panel).getByRole('article', { name: 'Slots tournament' });
    expect(plain(tournament.querySelector('[data-slot="promotion-period"]')?.textContent)).toBe(
      fill(text['promotions.periodOpen'], { start: dates.june1 }),
    );
    expect(
      within(welcome).getByRole('button', { name: text['promotions.details'] }),
    ).toHaveAccessibleDescription('Welcome bonus 100%');
    await expectNoAxeViolations(container);
  });

  it('asks for another category with a click or Enter, not with the arrow keys alone', async () => {
    const { onCategoryChange } = renderList({}, locale);
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(onCategoryChange).toHaveBeenLastCalledWith('SLOTS');

    onCategoryChange.mockClear();
    act(() => screen.getByRole('tab', { name: text['promotions.all'] }).focus());
    await userEvent.keyboard(dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'New members' })).toHaveFocus();
    expect(onCategoryChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onCategoryChange).toHaveBeenCalledWith('NEW');
  });

  it("shows only the selected category's promotions", () => {
    renderList({ category: 'SLOTS' }, locale);
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(1);
    expect(within(panel).getByRole('article', { name: 'Slots tournament' })).toBeInTheDocument();
  });

  it('says when it is loading, and when there is nothing', async () => {
    const { rerender, container } = renderList({ loading: true }, locale);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent(text['promotions.loading']);
    expect(within(panel).queryByRole('article')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<PromotionList categories={categories} category="NEW" onCategoryChange={vi.fn()} items={[]} />);
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText(text['promotions.emptyTitle'])).toBeInTheDocument();
    expect(screen.getByText(text['promotions.emptyDescription'])).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens the details in a dialog with sanitised content, and returns focus on close', async () => {
    const { container } = renderList({}, locale);
    const card = screen.getByRole('article', { name: 'Welcome bonus 100%' });
    const details = within(card).getByRole('button', { name: text['promotions.details'] });
    await userEvent.click(details);

    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus 100%' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(plain(description?.textContent)).toBe(
      fill(text['promotions.period'], { start: dates.may1, end: dates.may31 }),
    );
    const html = dialog.querySelector('[data-slot="safe-html"]')!;
    expect(html.innerHTML).toBe('<p>Deposit <strong>100</strong> or more.</p>');
    expect(dialog.querySelector('script')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(details).toHaveFocus();
  });

  it('leaves the details to the host when it passes onOpen', async () => {
    const onOpen = vi.fn();
    renderList({ onOpen }, locale);
    const card = screen.getByRole('article', { name: 'Slots tournament' });
    await userEvent.click(within(card).getByRole('button', { name: text['promotions.details'] }));
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
