import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { IconButton } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Whether the password shows as text (controlled). */
  visible?: boolean;
  /** Whether the password starts visible (uncontrolled). */
  defaultVisible?: boolean;
  /** Called with the new visibility when the toggle is pressed. */
  onVisibleChange?: (visible: boolean) => void;
  /** The toggle's name while hidden; defaults to 'passwordField.show'. */
  showLabel?: string;
  /** The toggle's name while visible; defaults to 'passwordField.hide'. */
  hideLabel?: string;
}

/**
 * A TextField for passwords, with a show/hide toggle and (by default) a clear button. Pass
 * `autoComplete="current-password"` on sign-in and `"new-password"` on sign-up and password changes.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    visible: visibleProp,
    defaultVisible = false,
    onVisibleChange,
    showLabel,
    hideLabel,
    clearable = true,
    size,
    disabled,
    ...rest
  },
  ref,
) {
  const { t } = useUiPanelTranslation();
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const visible = visibleProp ?? ownVisible;
  const toggle = () => {
    if (visibleProp === undefined) setOwnVisible(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      clearable={clearable}
      size={size}
      disabled={disabled}
      // Shown as text, a password must still not be capitalised, corrected or spell-checked.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...rest}
      data-visible={visible ? 'true' : 'false'}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? (hideLabel ?? t('passwordField.hide')) : (showLabel ?? t('passwordField.show'))}
          aria-pressed={visible}
          icon={visible ? <EyeOff size={18} /> : <Eye size={18} />}
          onClick={toggle}
          disabled={disabled}
        />
      }
    />
  );
});
