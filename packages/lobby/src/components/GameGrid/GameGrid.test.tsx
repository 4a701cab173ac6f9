import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoGames, demoVendorName } from '../demoGames.fixture';
import { GameGrid } from './GameGrid';

/** Where the list's block start is relative to the window, in pixels (negative once scrolled past). */
let listTop = 0;
const width = 1200;
const viewportHeight = 800;

const rect = (top: number, height: number) =>
  ({
    x: 0,
    y: top,
    top,
    left: 0,
    right: width,
    bottom: top + height,
    width,
    height,
    toJSON: () => ({}),
  }) as DOMRect;

/** A ResizeObserver that reports the mocked inline size at once. */
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** The place in the list of the last card rendered: it moves once the grid has rendered a scroll's rows. */
const lastRendered = () =>
  within(screen.getByRole('list')).getAllByRole('listitem').at(-1)?.getAttribute('aria-posinset');

/** Scrolls the window so the list's start is `top` pixels above it, and waits for the rows there. */
const scrollTo = async (top: number) => {
  const before = lastRendered();
  listTop = -top;
  fireEvent.scroll(window);
  await waitFor(() => expect(lastRendered()).not.toBe(before));
};

beforeEach(() => {
  listTop = 0;
  vi.stubGlobal('ResizeObserver', FixedSizeObserver);
  vi.stubGlobal('innerHeight', viewportHeight);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'list' ? rect(listTop, 50_000) : rect(0, viewportHeight);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(directions)('GameGrid ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const language = locale;

  it('lists the games as cards, telling screen readers how many there are', async () => {
    const games = demoGames(language, 40);
    const onPlay = vi.fn();
    const { container } = renderWithPortal(
      <GameGrid games={games} vendorName={demoVendorName(language)} onPlay={onPlay} />,
      { locale },
    );
    const list = screen.getByRole('list', { name: text['gameGrid.label'] });
    expect(list.closest('[dir]')).toHaveAttribute('dir', dir);
    const items = within(list).getAllByRole('listitem');
    // Six columns in 1,200 px; the rows in the 800 px viewport and one more.
    expect(list).toHaveAttribute('data-columns', '6');
    expect(items).toHaveLength(24);
    expect(items[0]).toHaveAttribute('aria-setsize', '40');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    const first = within(items[0]!).getByRole('article', { name: games[0]!.displayName });
    await userEvent.click(within(first).getAllByRole('button')[0]!);
    expect(onPlay).toHaveBeenCalledWith(games[0]);
    await expectNoAxeViolations(container);
  });

  it('keeps the DOM small with 10,000 games and renders the rows scrolled to', async () => {
    const games = demoGames(language, 10_000);
    renderWithPortal(<GameGrid games={games} onPlay={vi.fn()} favourites={new Set([1000])} />, {
      locale,
    });
    const list = screen.getByRole('list');
    expect(document.body.querySelectorAll('*').length).toBeLessThan(1500);
    // The list is as tall as all 1,667 rows, so the scroll bar tells the truth.
    expect(Number.parseFloat(list.style.blockSize)).toBeGreaterThan(1667 * 250);

    await scrollTo(150_000);
    const positions = within(list)
      .getAllByRole('listitem')
      .map((item) => Number(item.getAttribute('aria-posinset')));
    expect(positions[0]).toBeGreaterThan(2900);
    expect(positions.at(-1)! - positions[0]!).toBeLessThan(40);
    expect(document.body.querySelectorAll('*').length).toBeLessThan(1500);
  });

  it('keeps the focused card rendered when the page scrolls away from it', async () => {
    const games = demoGames(language, 10_000);
    renderWithPortal(<GameGrid games={games} onPlay={vi.fn()} />, { locale });
    await userEvent.tab();
    const play = document.activeElement as HTMLElement;
    expect(play.closest('[aria-posinset]')).toHaveAttribute('aria-posinset', '1');

    await scrollTo(90_000);
    expect(play).toBeInTheDocument();
    expect(play).toHaveFocus();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(Number(items[1]!.getAttribute('aria-posinset'))).toBeGreaterThan(1700);

    // Once focus leaves the grid, the card is let go.
    fireEvent.blur(play, { relatedTarget: document.body });
    await waitFor(() => expect(play).not.toBeInTheDocument());
  });

  it('shows favourite toggles only with a favourites set, and reports the new state', async () => {
    const games = demoGames(language, 3);
    const onToggleFavourite = vi.fn();
    const { rerender } = renderWithPortal(
      <GameGrid games={games} onPlay={vi.fn()} onToggleFavourite={onToggleFavourite} />,
      { locale },
    );
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
    rerender(
      <GameGrid
        games={games}
        onPlay={vi.fn()}
        favourites={new Set([games[1]!.nodeId])}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await userEvent.click(screen.getAllByRole('button', { pressed: false })[0]!);
    expect(onToggleFavourite).toHaveBeenCalledWith(games[0], true);
  });

  it('offers FREE TRIAL only where a trial exists and a handler is given', async () => {
    const games = demoGames(language, 2); // the first has a trial, the second not
    const onTrial = vi.fn();
    renderWithPortal(<GameGrid games={games} onPlay={vi.fn()} onTrial={onTrial} />, { locale });
    const trial = within(screen.getAllByRole('article')[0]!).getByRole('button', {
      name: locale === 'ar' ? 'تجربة مجانية' : 'FREE TRIAL',
    });
    await userEvent.click(trial);
    expect(onTrial).toHaveBeenCalledWith(games[0]);
    expect(within(screen.getAllByRole('article')[1]!).getAllByRole('button')).toHaveLength(1);
  });

  it('says it is loading, with placeholder cards hidden from screen readers', async () => {
    const { container } = renderWithPortal(<GameGrid games={[]} loading onPlay={vi.fn()} />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(text['gameGrid.loading']);
    expect(container.querySelector('[data-slot="game-grid"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the empty state, with the host’s way forward', async () => {
    const { container } = renderWithPortal(
      <GameGrid games={[]} onPlay={vi.fn()} headingLevel={2} emptyAction={<button>Reset</button>} />,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 2, name: text['gameGrid.emptyTitle'] })).toBeVisible();
    expect(screen.getByText(text['gameGrid.emptyDescription'])).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
