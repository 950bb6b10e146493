import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { InlineSpinner } from '../internal/Spinner';
import { Content, Description, Dot, Item, Root, Time, Title } from './Timeline.styles';

export type TimelineTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** One event of a timeline. */
export interface TimelineItem {
  /** Stable key, unique within the timeline. */
  key: string;
  /** When it happened, as shown (e.g. 2026-03-01 09:00). */
  time?: ReactNode;
  /** Machine-readable time (ISO 8601); wraps `time` in a `<time>` element. */
  dateTime?: string;
  /** What happened; say the outcome in words (the dot's colour alone is not read out). */
  title: ReactNode;
  /** Details: who, why, a comment. */
  description?: ReactNode;
  /** Colour of the dot.
   * @default 'neutral' */
  tone?: TimelineTone;
}

export interface TimelineProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The events, oldest first (use `reverse` to show the newest first). */
  items: readonly TimelineItem[];
  /** Adds a last, in-progress item with a spinner: `true` for 进行中… / "In progress…", or its own text. */
  pending?: boolean | ReactNode;
  /** Shows the newest first (the pending item, then the items from last to first).
   * @default false */
  reverse?: boolean;
}

/** Events in time order as an ordered list: audit trails, approval steps, delivery progress. */
export function Timeline({ items, pending = false, reverse = false, ...rest }: TimelineProps) {
  const t = useUiTranslate(displayCatalogues);
  const entries = items.map((item) => (
    <Item key={item.key} data-part="Item" data-tone={item.tone ?? 'neutral'}>
      <Dot data-part="Dot" aria-hidden="true" />
      <Content data-part="Content">
        {item.time != null ? (
          <Time data-part="Time">{item.dateTime ? <time dateTime={item.dateTime}>{item.time}</time> : item.time}</Time>
        ) : null}
        <Title data-part="Title">{item.title}</Title>
        {item.description != null ? <Description data-part="Description">{item.description}</Description> : null}
      </Content>
    </Item>
  ));
  const pendingItem =
    pending === false || pending == null ? null : (
      <Item key="__pending" data-part="Item" data-pending="" aria-busy="true">
        <Dot data-part="Dot" data-spinner="" aria-hidden="true">
          <InlineSpinner />
        </Dot>
        <Content data-part="Content">
          <Title data-part="Title">{pending === true ? t('timeline.pending') : pending}</Title>
        </Content>
      </Item>
    );
  return (
    <Root data-component="Timeline" data-reverse={reverse || undefined} {...rest}>
      {reverse ? (
        <>
          {pendingItem}
          {[...entries].reverse()}
        </>
      ) : (
        <>
          {entries}
          {pendingItem}
        </>
      )}
    </Root>
  );
}
