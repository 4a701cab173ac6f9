import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { GameMenu } from './GameMenu';

describe.each(directions)('GameMenu ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;

  it('offers a chip per section and reports the section chosen', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(
      <GameMenu
        items={[{ id: 'HOT' }, { id: 'RNG' }, { id: 'LIVE' }, { id: 'blog', label: 'Blog' }]}
        current="RNG"
        onSelect={onSelect}
      />,
      { locale },
    );
    const nav = screen.getByRole('navigation', { name: text['gameMenu.label'] });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text['category.HOT'], text['category.RNG'], text['category.LIVE'], 'Blog']);
    expect(within(nav).getByRole('button', { current: true })).toHaveTextContent(text['category.RNG']);
    await userEvent.click(within(nav).getByRole('button', { name: text['category.LIVE'] }));
    expect(onSelect).toHaveBeenCalledWith('LIVE');
    await expectNoAxeViolations(container);
  });
});
