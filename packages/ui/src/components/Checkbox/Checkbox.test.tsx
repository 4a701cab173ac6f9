import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Checkbox } from './Checkbox';

const terms = (
  <>
    I agree to the <a href="#terms">terms and conditions</a>
  </>
);

function ControlledCheckbox() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox label="Remember me" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
  );
}

describe.each(directions)('Checkbox ($locale, $dir)', ({ locale }) => {
  const messages = locale === 'ar' ? ar : en;

  it('toggles by its label and by Space', async () => {
    const onChange = vi.fn();
    const { container } = renderWithPortal(
      <Checkbox label="Remember password" description="Only on this device" onChange={onChange} />,
      { locale },
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(checkbox).toHaveAccessibleDescription('Only on this device');
    await userEvent.click(screen.getByText('Remember password'));
    expect(checkbox).toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('follows a link in its label without toggling', () => {
    const onChange = vi.fn();
    renderWithPortal(<Checkbox label={terms} required onChange={onChange} />, { locale });
    const checkbox = screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
    expect(checkbox).toHaveAccessibleName(
      `I agree to the terms and conditions ${messages['textField.required']}`,
    );
    // user-event forwards any click inside a label to its control; a real (and jsdom's) click on a link
    // inside a label does not, so the link is clicked natively here.
    fireEvent.click(screen.getByRole('link', { name: 'terms and conditions' }));
    expect(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets a router link in its label handle the click without toggling', async () => {
    const onChange = vi.fn();
    const openTerms = vi.fn();
    renderWithPortal(
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <a
              href="/help#term"
              onClick={(event) => {
                event.preventDefault();
                openTerms();
              }}
            >
              terms
            </a>
          </>
        }
        onChange={onChange}
      />,
      { locale },
    );
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(openTerms).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its error and is invalid', async () => {
    const { container } = renderWithPortal(
      <Checkbox label={terms} error={['Please agree to the terms', 'ignored']} />,
      { locale },
    );
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please agree to the terms');
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is indeterminate (mixed) when asked', () => {
    renderWithPortal(<Checkbox label="All games" indeterminate />, { locale });
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All games' });
    expect(checkbox.indeterminate).toBe(true);
    expect(checkbox).toBePartiallyChecked();
  });

  it('forwards its ref, passes native props and works controlled', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithPortal(
      <>
        <Checkbox ref={ref} label="Terms" name="terms" value="yes" defaultChecked />
        <Checkbox label="Newsletter" disabled />
        <ControlledCheckbox />
      </>,
      { locale },
    );
    const terms = screen.getByRole('checkbox', { name: 'Terms' });
    expect(ref.current).toBe(terms);
    expect(terms).toHaveAttribute('name', 'terms');
    expect(terms).toHaveAttribute('value', 'yes');
    expect(terms).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeDisabled();
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(remember);
    expect(remember).toBeChecked();
  });
});
