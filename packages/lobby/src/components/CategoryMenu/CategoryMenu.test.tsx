import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { CategoryMenu } from './CategoryMenu';

const items = [
  { code: 'HOME', path: '/' },
  { code: 'HOT', path: '/?category=HOT' },
  { code: 'FAV', path: '/favorite' },
  { code: 'RECENT', path: '/recent' },
  { code: 'RNG', path: '/rng' },
  { code: 'LIVE', path: '/live' },
  { code: 'VIP_CLUB', path: '/vip', label: 'VIP club' },
];

describe.each(directions)('CategoryMenu ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;

  it('links every category, named by the catalogue, the current one marked', async () => {
    const { container } = renderWithPortal(<CategoryMenu items={items} current="RNG" />, { locale });
    const nav = screen.getByRole('navigation', { name: text['categoryMenu.label'] });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      text['category.HOME'],
      text['category.HOT'],
      text['category.FAV'],
      text['category.RECENT'],
      text['category.RNG'],
      text['category.LIVE'],
      'VIP club',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/rng');
    expect(links[6]).toHaveAttribute('href', '/vip');
    // Icons are decorative: the name is the text.
    expect(links[0]!.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('marks nothing when no category is current', () => {
    renderWithPortal(<CategoryMenu items={items} />, { locale });
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });
});
