import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import type { HeadingLevel } from '../PageHeader/PageHeader';
import { Actions, Description, Extra, Illustration, Root, Title } from './Result.styles';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';

export interface ResultProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The outcome; sets the picture and its colour. 403, 404 and 500 show the code and a default title.
   * @default 'info' */
  status?: ResultStatus;
  /** The heading; 403, 404 and 500 default to a translated sentence. */
  title?: ReactNode;
  /** A sentence under the title: what happened and what to do next. */
  description?: ReactNode;
  /** Buttons under the description, such as 返回列表 and 再试一次. */
  actions?: ReactNode;
  /** Level of the title's heading: 1 when the result is the whole page, 2 under a page title.
   * @default 2 */
  headingLevel?: HeadingLevel;
  /** A custom picture in place of the status icon; `null` hides it. */
  icon?: ReactNode;
  /** Extra content in a subtle box under the actions (details, what failed). */
  children?: ReactNode;
}

const icons = {
  success: <SuccessIcon size={40} />,
  error: <ErrorIcon size={40} />,
  info: <InfoIcon size={40} />,
  warning: <WarningIcon size={40} />,
  '403': '403',
  '404': '404',
  '500': '500',
} satisfies Record<ResultStatus, ReactNode>;

const codeTitles = { '403': 'result.403.title', '404': 'result.404.title', '500': 'result.500.title' } as const;

/** The outcome of a whole area: a submission that succeeded, a failure, or no access (403), not found (404), server error (500). */
export function Result({
  status = 'info',
  title,
  description,
  actions,
  headingLevel = 2,
  icon,
  children,
  ...rest
}: ResultProps) {
  const t = useUiTranslate(displayCatalogues);
  const heading = title ?? (status in codeTitles ? t(codeTitles[status as keyof typeof codeTitles]) : null);
  const picture = icon === undefined ? icons[status] : icon;
  return (
    <Root data-component="Result" data-status={status} {...rest}>
      {picture ? (
        <Illustration data-part="Icon" data-status={status} aria-hidden="true">
          {picture}
        </Illustration>
      ) : null}
      {heading ? (
        <Title as={`h${headingLevel}`} data-part="Title">
          {heading}
        </Title>
      ) : null}
      {description ? <Description data-part="Description">{description}</Description> : null}
      {actions ? <Actions data-part="Actions">{actions}</Actions> : null}
      {children ? <Extra data-part="Extra">{children}</Extra> : null}
    </Root>
  );
}
