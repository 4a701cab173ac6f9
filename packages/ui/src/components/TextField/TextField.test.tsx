import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Search } from 'lucide-react';
import { createRef, useState, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { TextField } from './TextField';

function ControlledField({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('player01');
  return (
    <TextField
      label="Username"
      clearable
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

describe.each(directions)('TextField ($locale, $dir)', ({ locale, dir }) => {
  const messages = locale === 'ar' ? ar : en;

  it('is labelled, described by its hint and error, and invalid with an error', async () => {
    const { container } = renderWithPortal(
      <TextField label="Username" hint="4 to 16 letters or digits" error="Username is taken" />,
      { locale },
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 to 16 letters or digits Username is taken');
    const error = screen.getByText('Username is taken').closest('[data-slot="field-error"]');
    expect(error?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('shows only the first of several errors', () => {
    renderWithPortal(<TextField label="Password" error={['Too short', 'Needs a digit']} />, { locale });
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.queryByText('Needs a digit')).not.toBeInTheDocument();
  });

  it('is valid and undescribed without hint or error', () => {
    renderWithPortal(<TextField label="Nickname" />, { locale });
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field for the eye and for screen readers', () => {
    renderWithPortal(<TextField label="Email" required />, { locale });
    const input = screen.getByRole('textbox', { name: `Email ${messages['textField.required']}` });
    expect(input).toBeRequired();
  });

  it('forwards its ref and passes native props to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    renderWithPortal(
      <TextField
        ref={ref}
        label="Mobile number"
        name="mobileNum"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={11}
        defaultValue="0501"
        aria-describedby="external-note"
        onBlur={onBlur}
      />,
      { locale },
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'mobileNum');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toHaveAttribute('aria-describedby', 'external-note');
    expect(input).toHaveValue('0501');
    await userEvent.click(input);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('reads a text prefix with the input', async () => {
    const { container } = renderWithPortal(
      <TextField label="Mobile number" startAdornment="+966" endAdornment={<Search size={16} />} />,
      { locale },
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAccessibleDescription('+966');
    expect(screen.getByText('+966')).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations(container);
  });

  it('clears an uncontrolled value through onChange, calls onClear and returns focus', async () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
    const onClear = vi.fn();
    const { container } = renderWithPortal(
      <TextField label="Search games" clearable onChange={onChange} onClear={onClear} />,
      { locale },
    );
    const input = screen.getByRole('textbox', { name: 'Search games' });
    const clearName = messages['textField.clear'];
    expect(screen.queryByRole('button', { name: clearName })).not.toBeInTheDocument();
    await userEvent.type(input, 'fortune');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: clearName }));
    expect(input).toHaveValue('');
    expect(onChange).toHaveLastReturnedWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: clearName })).not.toBeInTheDocument();
  });

  it('clears a controlled value the same way', async () => {
    const onChange = vi.fn();
    renderWithPortal(<ControlledField onChange={onChange} />, { locale });
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(screen.getByRole('button', { name: messages['textField.clear'] }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: messages['textField.clear'] })).not.toBeInTheDocument();
  });

  it('shows the clear button for a value written through the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = renderWithPortal(<TextField ref={ref} label="Username" clearable />, { locale });
    ref.current!.value = 'restored';
    rerender(<TextField ref={ref} label="Username" clearable />);
    expect(screen.getByRole('button', { name: messages['textField.clear'] })).toBeInTheDocument();
  });

  it('offers no clear button when disabled or read-only', () => {
    renderWithPortal(
      <>
        <TextField label="Account" clearable disabled defaultValue="player01" />
        <TextField label="Member ID" clearable readOnly defaultValue="100245" />
      </>,
      { locale },
    );
    expect(screen.getByRole('textbox', { name: 'Account' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
