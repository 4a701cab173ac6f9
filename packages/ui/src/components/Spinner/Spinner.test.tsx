import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Spinner } from './Spinner';

describe.each(directions)('Spinner ($locale, $dir)', ({ locale }) => {
  it('is a status named "Loading" in the language of the page', async () => {
    const { container } = renderWithPortal(<Spinner />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(locale === 'ar' ? 'جارٍ التحميل' : 'Loading');
    await expectNoAxeViolations(container);
  });

  it('takes a label, or draws only the ring when decorative', () => {
    const { rerender } = renderWithPortal(<Spinner label="Loading games" />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
