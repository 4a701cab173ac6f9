import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { WelcomeDialog, type WelcomeDialogProps } from './WelcomeDialog';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');
const titles = ['Welcome bonus 100%', 'Slots tournament', 'Weekly cashback 10%', 'Invite a friend'];

describe.each(directions)('WelcomeDialog ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? panelsAr : panelsEn;
  const render = (props: Partial<WelcomeDialogProps>) => {
    const onOpenChange = vi.fn();
    const onPromotions = vi.fn();
    const view = renderWithPortal(
      <WelcomeDialog
        open
        onOpenChange={onOpenChange}
        name="Sam"
        promotionCount={4}
        promotionTitles={titles}
        onPromotions={onPromotions}
        {...props}
      />,
      { locale },
    );
    return { ...view, onOpenChange, onPromotions };
  };

  it('greets the member by name and names up to three running promotions', async () => {
    const { container } = render({});
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(plain(within(dialog).getByRole('heading').textContent)).toBe(
      text['welcome.title'].replace('{{name}}', 'Sam'),
    );
    expect(dialog).toHaveAccessibleDescription(text['welcome.text']);
    const promotions = within(dialog).getByRole('region', {
      name: text['welcome.promotions'].replace('{{count}}', '4'),
    });
    expect(
      within(promotions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(titles.slice(0, 3));
    await expectNoAxeViolations(container);
  });

  it('goes to the promotions and closes', async () => {
    const { onOpenChange, onPromotions } = render({});
    await userEvent.click(await screen.findByRole('button', { name: text['welcome.seePromotions'] }));
    expect(onPromotions).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes with Start playing', async () => {
    const { onOpenChange, onPromotions } = render({});
    await userEvent.click(await screen.findByRole('button', { name: text['welcome.startPlaying'] }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onPromotions).not.toHaveBeenCalled();
  });

  it('leaves the promotions out when none is running', async () => {
    const { container } = render({ promotionCount: 0, promotionTitles: [] });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: text['welcome.seePromotions'] })).toBeNull();
    expect(within(dialog).getByRole('button', { name: text['welcome.startPlaying'] })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the count alone when no titles are given', async () => {
    render({ promotionCount: 2, promotionTitles: undefined });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('region')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text['welcome.seePromotions'] })).toHaveFocus(),
    );
  });
});
