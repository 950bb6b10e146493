import { useState } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';
import { VisibilityToggle } from './PasswordInput.styles';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'trailingVisual'> {
  /** Controlled visibility of the password. */
  visible?: boolean;
  /** Initial visibility when uncontrolled.
   * @default false */
  defaultVisible?: boolean;
  /** Called when the show/hide button is pressed. */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password field with a show/hide toggle (a pressed-state button named "Show password"). */
export function PasswordInput({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const t = useUiTranslate(formsCatalogues);
  const [innerVisible, setInnerVisible] = useState(defaultVisible);
  const visible = visibleProp ?? innerVisible;
  const toggle = () => {
    const next = !visible;
    if (visibleProp === undefined) setInnerVisible(next);
    onVisibleChange?.(next);
  };
  return (
    <TextInput
      data-component="PasswordInput"
      data-state={visible ? 'visible' : 'hidden'}
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailingVisual={
        <VisibilityToggle
          type="button"
          data-part="VisibilityToggle"
          aria-label={t('passwordInput.show')}
          aria-pressed={visible}
          disabled={rest.disabled}
          onClick={toggle}
        >
          {visible ? <EyeOffIcon size={14} /> : <EyeIcon size={14} />}
        </VisibilityToggle>
      }
    />
  );
}
