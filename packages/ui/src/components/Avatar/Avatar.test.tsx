import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Avatar } from './Avatar';

const defaultLabel = { ar: 'الصورة الرمزية', en: 'Avatar' } as const;

describe.each(directions)('Avatar ($locale, $dir)', ({ locale }) => {
  it('shows the picture named after its owner', async () => {
    const { container } = renderWithPortal(<Avatar src="/me.webp" name="Layla" />, { locale });
    const img = screen.getByRole('img', { name: 'Layla' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/me.webp');
    await expectNoAxeViolations(container);
  });

  it('falls back to the default avatar when the picture fails, and retries a new url', async () => {
    const { container, rerender } = renderWithPortal(<Avatar src="/broken.webp" name="Layla" />, { locale });
    fireEvent.error(screen.getByRole('img', { name: 'Layla' }));
    const fallback = screen.getByRole('img', { name: 'Layla' });
    expect(fallback.tagName.toLowerCase()).toBe('svg');
    await expectNoAxeViolations(container);

    rerender(<Avatar src="/new.webp" name="Layla" />);
    expect(screen.getByRole('img', { name: 'Layla' })).toHaveAttribute('src', '/new.webp');
  });

  it('without a picture shows the default avatar with the default label', async () => {
    const { container } = renderWithPortal(<Avatar size="lg" />, { locale });
    const fallback = screen.getByRole('img', { name: defaultLabel[locale] });
    expect(fallback.closest('[data-slot="avatar"]')).toHaveAttribute('data-state', 'fallback');
    await expectNoAxeViolations(container);
  });
});
