import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { Action, CloseButton, Description, Icon, Root, Text, Title } from './Alert.styles';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Colour and urgency. `warning` and `danger` are announced at once (`role="alert"`), others politely (`status`).
   * @default 'info' */
  tone?: AlertTone;
  /** A short heading. */
  title?: ReactNode;
  /** The message; `children` works too. */
  description?: ReactNode;
  /** A follow-up, e.g. a 设置密码 button in the password prompt banner. */
  action?: ReactNode;
  /** Shows a translated × button. */
  closable?: boolean;
  /** Called when the × is pressed; the alert hides itself unless `open` is controlled. */
  onClose?: () => void;
  /** Controlled visibility. */
  open?: boolean;
  /** Full-width banner without rounded corners (page top).
   * @default false */
  banner?: boolean;
  /** Hide the tone icon.
   * @default false */
  hideIcon?: boolean;
}

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon } as const;

/** An inline message about the page or a section: info, success, warning or danger. */
export function Alert({
  tone = 'info',
  title,
  description,
  action,
  closable = false,
  onClose,
  open,
  banner = false,
  hideIcon = false,
  children,
  ...rest
}: AlertProps) {
  const t = useUiTranslate(dataCatalogues);
  const [closed, setClosed] = useState(false);
  const visible = open ?? !closed;
  if (!visible) return null;
  const ToneIcon = ICONS[tone];
  const urgent = tone === 'warning' || tone === 'danger';
  const body = description ?? children;
  return (
    <Root
      role={urgent ? 'alert' : 'status'}
      data-component="Alert"
      data-tone={tone}
      data-banner={banner || undefined}
      {...rest}
    >
      {hideIcon ? null : (
        <Icon data-part="Icon" aria-hidden="true">
          <ToneIcon />
        </Icon>
      )}
      <Text data-part="Text">
        {title ? <Title data-part="Title">{title}</Title> : null}
        {body ? <Description data-part="Description">{body}</Description> : null}
      </Text>
      {action ? <Action data-part="Action">{action}</Action> : null}
      {closable ? (
        <CloseButton
          type="button"
          data-part="CloseButton"
          aria-label={t('alert.close')}
          onClick={() => {
            onClose?.();
            if (open === undefined) setClosed(true);
          }}
        >
          <CloseIcon />
        </CloseButton>
      ) : null}
    </Root>
  );
}
