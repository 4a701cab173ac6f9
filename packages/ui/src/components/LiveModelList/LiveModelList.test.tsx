import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { LiveModelList } from './LiveModelList';
import type { LiveModel } from './liveModels';

const avatar = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
const models: LiveModel[] = [
  { modelId: 'm1', name: 'Layla', avatarUrl: avatar, online: false, language: 'ar' },
  { modelId: 'm2', name: 'Mia', avatarUrl: avatar, online: true, language: 'en' },
  { modelId: 'm3', name: 'Noor', avatarUrl: avatar, online: true, language: 'th' },
];

describe.each(directions)('LiveModelList ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? panelsAr : panelsEn;
  const names = (locale === 'ar' ? { en: 'الإنجليزية' } : { en: 'English' }) as { en: string };

  it('lists online models first, with their language and status in words', async () => {
    const { container } = renderWithPortal(<LiveModelList models={models} onChat={vi.fn()} />, { locale });
    const list = screen.getByRole('list', { name: text['liveModels.label'] });
    expect(list.closest('[dir]')).toHaveAttribute('dir', dir);
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Mia',
      'Noor',
      'Layla',
    ]);
    const mia = within(list).getByRole('article', { name: 'Mia' });
    expect(within(mia).getByText(text['liveModels.online'])).toBeInTheDocument();
    expect(
      within(mia).getByText(text['liveModels.language'].replace('{{language}}', names.en)),
    ).toBeInTheDocument();
    const layla = within(list).getByRole('article', { name: 'Layla' });
    expect(within(layla).getByText(text['liveModels.offline'])).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers Chat for online models only', async () => {
    const onChat = vi.fn();
    renderWithPortal(<LiveModelList models={models} onChat={onChat} />, { locale });
    const mia = screen.getByRole('article', { name: 'Mia' });
    const chat = within(mia).getByRole('button', { name: text['liveModels.chat'] });
    expect(chat).toHaveAccessibleDescription('Mia');
    await userEvent.click(chat);
    expect(onChat).toHaveBeenCalledWith('m2');

    const layla = screen.getByRole('article', { name: 'Layla' });
    expect(within(layla).getByRole('button', { name: text['liveModels.chat'] })).toBeDisabled();
  });

  it('marks the model whose chat is opening as busy', async () => {
    const onChat = vi.fn();
    renderWithPortal(<LiveModelList models={models} onChat={onChat} pendingModelId="m3" />, { locale });
    const chat = within(screen.getByRole('article', { name: 'Noor' })).getByRole('button', {
      name: text['liveModels.chat'],
    });
    expect(chat).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(chat);
    expect(onChat).not.toHaveBeenCalled();
  });

  it('says when it is loading, and when nobody is live', async () => {
    const { container, rerender } = renderWithPortal(<LiveModelList models={[]} onChat={vi.fn()} loading />, {
      locale,
    });
    expect(screen.getByRole('status')).toHaveTextContent(text['liveModels.loading']);
    expect(screen.queryByRole('article')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<LiveModelList models={[]} onChat={vi.fn()} />);
    expect(screen.getByText(text['liveModels.emptyTitle'])).toBeInTheDocument();
    expect(screen.getByText(text['liveModels.emptyDescription'])).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
