import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { ChevronLeftIcon } from '../internal/icons';
import {
  Actions,
  BackButton,
  BackLink,
  Description,
  Extra,
  Heading,
  Main,
  Root,
  Status,
  Title,
} from './PageHeader.styles';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Where the back link goes: a link (`href`, with an optional `onClick` for client-side routing) or a button (`onClick`). */
export type PageHeaderBack =
  | {
      /** The link text; defaults to 返回 / "Back". */
      label?: string;
      /** The address of the previous page. */
      href: string;
      /** Called on click (call `event.preventDefault()` to route on the client). */
      onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
    }
  | {
      /** The button text; defaults to 返回 / "Back". */
      label?: string;
      href?: undefined;
      /** Called when the back button is pressed. */
      onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    };

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page title, rendered as the page's one heading of `headingLevel`. */
  title: ReactNode;
  /** Level of the title's heading; keep 1 for the top of a page.
   * @default 1 */
  headingLevel?: HeadingLevel;
  /** A sentence or two under the title. */
  description?: ReactNode;
  /** A status beside the title, usually a `StatusTag`. */
  status?: ReactNode;
  /** Buttons for the page, right-aligned; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Shows a back link above the title. */
  back?: PageHeaderBack;
  /** Extra content under the title and description, such as a summary. */
  children?: ReactNode;
}

/** The top of every page: back link, title (h1), status, actions, description and extra content. */
export function PageHeader({
  title,
  headingLevel = 1,
  description,
  status,
  actions,
  back,
  children,
  ...rest
}: PageHeaderProps) {
  const t = useUiTranslate(displayCatalogues);
  const backContent = (
    <>
      <ChevronLeftIcon size={14} />
      <span>{back?.label ?? t('pageHeader.back')}</span>
    </>
  );
  return (
    <Root data-component="PageHeader" {...rest}>
      {back ? (
        back.href !== undefined ? (
          <BackLink data-part="Back" href={back.href} onClick={back.onClick}>
            {backContent}
          </BackLink>
        ) : (
          <BackButton type="button" data-part="Back" onClick={back.onClick}>
            {backContent}
          </BackButton>
        )
      ) : null}
      <Main data-part="Main">
        <Heading data-part="Heading">
          <Title as={`h${headingLevel}`} data-part="Title">
            {title}
          </Title>
          {status ? <Status data-part="Status">{status}</Status> : null}
        </Heading>
        {actions ? <Actions data-part="Actions">{actions}</Actions> : null}
      </Main>
      {description ? <Description data-part="Description">{description}</Description> : null}
      {children ? <Extra data-part="Extra">{children}</Extra> : null}
    </Root>
  );
}
