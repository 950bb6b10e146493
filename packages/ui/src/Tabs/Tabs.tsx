import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { styled } from '../internal/styled';
import { contentStyles, listStyles, triggerStyles } from './Tabs.styles';

const StyledList = styled(RadixTabs.List)`
  ${listStyles}
`;
const StyledTrigger = styled(RadixTabs.Trigger)`
  ${triggerStyles}
`;
const StyledContent = styled(RadixTabs.Content)`
  ${contentStyles}
`;

export type TabsRootProps = ComponentPropsWithRef<typeof RadixTabs.Root>;

/** Tabs (Radix Tabs): `value`/`defaultValue`/`onValueChange`; arrow keys move between tabs, Home/End jump. */
export function Root(props: TabsRootProps) {
  return <RadixTabs.Root data-component="Tabs" {...props} />;
}

export type TabsListProps = ComponentPropsWithRef<typeof RadixTabs.List>;

/** The row of tabs; give it an `aria-label` when the page has no heading for it. */
export function List(props: TabsListProps) {
  return <StyledList data-component="Tabs.List" {...props} />;
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof RadixTabs.Trigger>;

/** One tab; `value` links it to its `Content`. */
export function Trigger(props: TabsTriggerProps) {
  return <StyledTrigger data-component="Tabs.Trigger" {...props} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof RadixTabs.Content>;

/** The panel for the tab with the same `value`. */
export function Content(props: TabsContentProps) {
  return <StyledContent data-component="Tabs.Content" {...props} />;
}
