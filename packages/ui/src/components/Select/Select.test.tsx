import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Select } from './Select';

const options = [
  { value: 'email', label: 'Email' },
  { value: 'mobileNum', label: 'Mobile number' },
  { value: 'fax', label: 'Fax', disabled: true },
];

function ControlledSelect({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Channel"
      placeholder
      options={options}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

describe.each(directions)('Select ($locale, $dir)', ({ locale }) => {
  const messages = locale === 'ar' ? ar : en;

  it('starts on its disabled placeholder and takes a choice', async () => {
    const onChange = vi.fn();
    const { container } = renderWithPortal(
      <Select
        label="Recovery method"
        hint="Where we send the code"
        placeholder
        options={options}
        onChange={onChange}
      />,
      { locale },
    );
    const select = screen.getByRole('combobox', { name: 'Recovery method' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Where we send the code');
    const placeholder = screen.getByRole('option', { name: messages['select.placeholder'] });
    expect(placeholder).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Fax' })).toBeDisabled();
    await userEvent.selectOptions(select, 'mobileNum');
    expect(select).toHaveValue('mobileNum');
    expect(onChange).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('has no placeholder unless asked, and takes a custom one', () => {
    renderWithPortal(
      <>
        <Select label="Language" options={options} />
        <Select label="Country" placeholder="Choose a country" options={options} />
      </>,
      { locale },
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('email');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a country' })).toBeInTheDocument();
  });

  it('shows its error, is invalid and marks required', async () => {
    const { container } = renderWithPortal(
      <Select label="Method" required error="Choose a method" placeholder options={options} />,
      { locale },
    );
    const select = screen.getByRole('combobox', { name: `Method ${messages['textField.required']}` });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a method');
    await expectNoAxeViolations(container);
  });

  it('forwards its ref, passes native props and works controlled', async () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    renderWithPortal(
      <>
        <Select ref={ref} label="Method" name="type" defaultValue="email" disabled options={options} />
        <ControlledSelect onChange={onChange} />
      </>,
      { locale },
    );
    const method = screen.getByRole('combobox', { name: 'Method' });
    expect(ref.current).toBe(method);
    expect(method).toHaveAttribute('name', 'type');
    expect(method).toBeDisabled();
    expect(method).toHaveValue('email');
    const controlled = screen.getByRole('combobox', { name: 'Channel' });
    expect(controlled).toHaveValue('');
    await userEvent.selectOptions(controlled, 'email');
    expect(onChange).toHaveBeenCalledWith('email');
    expect(controlled).toHaveValue('email');
  });
});
