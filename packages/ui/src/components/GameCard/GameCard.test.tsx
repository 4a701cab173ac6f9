import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { GameCard } from './GameCard';

const texts = {
  ar: { play: 'العب الآن', trial: 'تجربة مجانية', hot: 'رائج', add: 'إضافة', remove: 'إزالة' },
  en: { play: 'PLAY NOW', trial: 'FREE TRIAL', hot: 'HOT', add: 'Add', remove: 'Remove' },
} as const;

/** An IntersectionObserver that reports every observed element as fully visible at once. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe.each(directions)('GameCard ($locale, $dir)', ({ locale }) => {
  const text = texts[locale];
  afterEach(() => vi.unstubAllGlobals());

  it('is an article named by the game, with play and trial actions reachable by Tab', async () => {
    const onPlay = vi.fn();
    const onTrial = vi.fn();
    const { container } = renderWithPortal(
      <GameCard nodeId={7} name="Fortune Tiger" vendorName="PG" hasTrial onPlay={onPlay} onTrial={onTrial} />,
      { locale },
    );
    const card = screen.getByRole('article', { name: 'Fortune Tiger' });
    expect(card).toHaveAttribute('data-style', '3');
    expect(within(card).getByRole('heading', { level: 3, name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(within(card).getByText('PG')).toBeInTheDocument();

    const play = within(card).getByRole('button', { name: text.play });
    expect(play).toHaveAccessibleDescription('Fortune Tiger');
    await userEvent.tab();
    expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    const trial = within(card).getByRole('button', { name: text.trial });
    expect(trial).toHaveFocus();
    // The trial action sits beside the vendor, never over the art or the name.
    expect(trial.closest('[data-slot="game-card-media"]')).toBeNull();
    await userEvent.keyboard(' ');
    expect(onTrial).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('hides the trial, hot badge and favourite toggle unless asked', () => {
    renderWithPortal(<GameCard nodeId={1} name="Mahjong Ways" />, { locale });
    expect(screen.queryByRole('button', { name: text.trial })).not.toBeInTheDocument();
    expect(screen.queryByText(text.hot)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows a hot badge outside the name', () => {
    renderWithPortal(<GameCard nodeId={1} name="Mahjong Ways" hot />, { locale });
    const heading = screen.getByRole('heading', { name: 'Mahjong Ways' });
    const badge = screen.getByText(text.hot);
    expect(heading).not.toContainElement(badge);
  });

  it('toggles favourite with a pressed state and a name that includes the game', async () => {
    const onToggleFavourite = vi.fn();
    const { rerender, container } = renderWithPortal(
      <GameCard nodeId={2} name="Lucky Neko" favourite={false} onToggleFavourite={onToggleFavourite} />,
      { locale },
    );
    const add = screen.getByRole('button', { name: new RegExp(`${text.add}.*Lucky Neko`) });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(onToggleFavourite).toHaveBeenLastCalledWith(true);

    rerender(<GameCard nodeId={2} name="Lucky Neko" favourite onToggleFavourite={onToggleFavourite} />);
    const remove = screen.getByRole('button', { name: new RegExp(`${text.remove}.*Lucky Neko`) });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    expect(onToggleFavourite).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
  });

  it('takes custom action labels', () => {
    renderWithPortal(<GameCard nodeId={3} name="Aztec" hasTrial playLabel="Play" trialLabel="Try" />, {
      locale,
    });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try' })).toBeInTheDocument();
  });

  it('shows built-in art without a url and does not load images off screen', () => {
    const { container, unmount } = renderWithPortal(<GameCard nodeId={4} name="Aztec" />, { locale });
    expect(container.querySelector('[data-slot="game-art"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    unmount();

    // The unit setup's observer never reports visibility: the image waits without a src.
    const offscreen = renderWithPortal(<GameCard nodeId={4} name="Aztec" imageUrl="/aztec.webp" />, {
      locale,
    });
    const img = offscreen.container.querySelector('img');
    expect(img).not.toHaveAttribute('src');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('alt', '');
  });

  it('loads the image once visible and falls back to built-in art when it fails', () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    const { container } = renderWithPortal(<GameCard nodeId={4} name="Aztec" imageUrl="/aztec.webp" />, {
      locale,
    });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/aztec.webp');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot="game-art"]')).not.toBeNull();
  });
});
